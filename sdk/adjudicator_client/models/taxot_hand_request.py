from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.taxot_rules_input import TaxotRulesInput


T = TypeVar("T", bound="TaxotHandRequest")


@_attrs_define
class TaxotHandRequest:
    """
    Attributes:
        concealed (list[str]): the concealed cards, including the winning card (at most 6 in a request)
        exposed (list[list[str]] | Unset): melds exposed by 開 or 四友, each a 3-set, 3-sequence or 4-set
        ruleset (None | TaxotRulesInput | Unset): flags overriding the defaults; the answer echoes them all
    """

    concealed: list[str]
    exposed: list[list[str]] | Unset = UNSET
    ruleset: None | TaxotRulesInput | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.taxot_rules_input import TaxotRulesInput

        concealed = self.concealed

        exposed: list[list[str]] | Unset = UNSET
        if not isinstance(self.exposed, Unset):
            exposed = []
            for exposed_item_data in self.exposed:
                exposed_item = exposed_item_data

                exposed.append(exposed_item)

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
        from ..models.taxot_rules_input import TaxotRulesInput

        d = dict(src_dict)
        concealed = cast(list[str], d.pop("concealed"))

        _exposed = d.pop("exposed", UNSET)
        exposed: list[list[str]] | Unset = UNSET
        if _exposed is not UNSET:
            exposed = []
            for exposed_item_data in _exposed:
                exposed_item = cast(list[str], exposed_item_data)

                exposed.append(exposed_item)

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

        taxot_hand_request = cls(
            concealed=concealed,
            exposed=exposed,
            ruleset=ruleset,
        )

        return taxot_hand_request
