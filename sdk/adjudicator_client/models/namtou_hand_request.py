from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.namtou_rules_input import NamtouRulesInput


T = TypeVar("T", bound="NamtouHandRequest")


@_attrs_define
class NamtouHandRequest:
    """
    Attributes:
        hand (list[str]): the hand (rules.hand_size cards) (at most 8 in a request)
        rules (NamtouRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    hand: list[str]
    rules: NamtouRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_rules_input import NamtouRulesInput

        hand = self.hand

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, NamtouRulesInput):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_rules_input import NamtouRulesInput

        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

        def _parse_rules(data: object) -> NamtouRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = NamtouRulesInput.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NamtouRulesInput | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        namtou_hand_request = cls(
            hand=hand,
            rules=rules,
        )

        return namtou_hand_request
