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
        players (list[str]): 2 to 6 distinct names in turn order
        concealed (TaxotClaimsRequestConcealed): player -> concealed cards (5, less 3 per exposed meld)
        exposed (TaxotClaimsRequestExposed | Unset): player -> exposed melds
        rules (None | TaxotRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    discard: str
    discarder: str
    players: list[str]
    concealed: TaxotClaimsRequestConcealed
    exposed: TaxotClaimsRequestExposed | Unset = UNSET
    rules: None | TaxotRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_rules_input import TaxotRulesInput

        discard = self.discard

        discarder = self.discarder

        players = self.players

        concealed = self.concealed.to_dict()

        exposed: dict[str, Any] | Unset = UNSET
        if not isinstance(self.exposed, Unset):
            exposed = self.exposed.to_dict()

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, TaxotRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "discard": discard,
                "discarder": discarder,
                "players": players,
                "concealed": concealed,
            }
        )
        if exposed is not UNSET:
            field_dict["exposed"] = exposed
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_claims_request_concealed import TaxotClaimsRequestConcealed
        from ..models.taxot_claims_request_exposed import TaxotClaimsRequestExposed
        from ..models.taxot_rules_input import TaxotRulesInput

        d = dict(src_dict)
        discard = d.pop("discard")

        discarder = d.pop("discarder")

        players = cast(list[str], d.pop("players"))

        concealed = TaxotClaimsRequestConcealed.from_dict(d.pop("concealed"))

        _exposed = d.pop("exposed", UNSET)
        exposed: TaxotClaimsRequestExposed | Unset
        if isinstance(_exposed, Unset):
            exposed = UNSET
        else:
            exposed = TaxotClaimsRequestExposed.from_dict(_exposed)

        def _parse_rules(data: object) -> None | TaxotRulesInput | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = TaxotRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxotRulesInput | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        taxot_claims_request = cls(
            discard=discard,
            discarder=discarder,
            players=players,
            concealed=concealed,
            exposed=exposed,
            rules=rules,
        )

        return taxot_claims_request
