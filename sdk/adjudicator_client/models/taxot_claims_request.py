from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_claims_request_concealed import TaxotClaimsRequestConcealed
    from ..models.taxot_claims_request_exposed import TaxotClaimsRequestExposed
    from ..models.taxot_rules_input import TaxotRulesInput


T = TypeVar("T", bound="TaxotClaimsRequest")


@_attrs_define
class TaxotClaimsRequest:
    """
    Attributes:
        discard (str): a card: colour then kind, e.g. 黒馬 or 赤皇 (also Huok2.Maun1, black.maun) Example: 黒馬.
        discarder (str):  Example: 甲.
        seats (list[str]): 2 to 6 distinct names in turn order
        concealed (TaxotClaimsRequestConcealed): player -> concealed cards (5, less 3 per exposed meld)
        exposed (TaxotClaimsRequestExposed | Unset): player -> exposed melds
        ruleset (None | TaxotRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    discard: str
    discarder: str
    seats: list[str]
    concealed: TaxotClaimsRequestConcealed
    exposed: TaxotClaimsRequestExposed | Unset = UNSET
    ruleset: None | TaxotRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_rules_input import TaxotRulesInput

        discard = self.discard

        discarder = self.discarder

        seats = self.seats

        concealed = self.concealed.to_dict()

        exposed: dict[str, Any] | Unset = UNSET
        if not isinstance(self.exposed, Unset):
            exposed = self.exposed.to_dict()

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, TaxotRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discard": discard,
                "discarder": discarder,
                "seats": seats,
                "concealed": concealed,
            }
        )
        if exposed is not UNSET:
            field_dict["exposed"] = exposed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_claims_request_concealed import TaxotClaimsRequestConcealed
        from ..models.taxot_claims_request_exposed import TaxotClaimsRequestExposed
        from ..models.taxot_rules_input import TaxotRulesInput

        d = dict(src_dict)
        discard = d.pop("discard")

        discarder = d.pop("discarder")

        seats = cast(list[str], d.pop("seats"))

        concealed = TaxotClaimsRequestConcealed.from_dict(d.pop("concealed"))

        _exposed = d.pop("exposed", UNSET)
        exposed: TaxotClaimsRequestExposed | Unset
        if isinstance(_exposed, Unset):
            exposed = UNSET
        else:
            exposed = TaxotClaimsRequestExposed.from_dict(_exposed)

        def _parse_ruleset(data: object) -> None | TaxotRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = TaxotRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotRulesInput | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        taxot_claims_request = cls(
            discard=discard,
            discarder=discarder,
            seats=seats,
            concealed=concealed,
            exposed=exposed,
            ruleset=ruleset,
        )

        return taxot_claims_request
