from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_rules_input import UtageRulesInput


T = TypeVar("T", bound="UtageLordScoreRequest")


@_attrs_define
class UtageLordScoreRequest:
    """
    Attributes:
        formula (str): the lord card's formula: integers, SLOTi or SLOT(i), MAX/最大, MIN/最小, COUNT/個数, + - × ÷ (or * /)
            and parentheses; division floors Example: SLOT1 + SLOT2 + MAX × COUNT.
        lord_dice (list[int]): the rolled faces of the lord's cup
        slots (list[int | None] | Unset): the die on each slot of the card, null when empty
        ruleset (None | Unset | UtageRulesInput): flags overriding the defaults; the answer echoes them all
    """

    formula: str
    lord_dice: list[int]
    slots: list[int | None] | Unset = UNSET
    ruleset: None | Unset | UtageRulesInput = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.utage_rules_input import UtageRulesInput

        formula = self.formula

        lord_dice = self.lord_dice

        slots: list[int | None] | Unset = UNSET
        if not isinstance(self.slots, Unset):
            slots = []
            for slots_item_data in self.slots:
                slots_item: int | None
                slots_item = slots_item_data
                slots.append(slots_item)

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, UtageRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "formula": formula,
                "lord_dice": lord_dice,
            }
        )
        if slots is not UNSET:
            field_dict["slots"] = slots
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_rules_input import UtageRulesInput

        d = dict(src_dict)
        formula = d.pop("formula")

        lord_dice = cast(list[int], d.pop("lord_dice"))

        _slots = d.pop("slots", UNSET)
        slots: list[int | None] | Unset = UNSET
        if _slots is not UNSET:
            slots = []
            for slots_item_data in _slots:

                def _parse_slots_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                slots_item = _parse_slots_item(slots_item_data)

                slots.append(slots_item)

        def _parse_ruleset(data: object) -> None | Unset | UtageRulesInput:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = UtageRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UtageRulesInput, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        utage_lord_score_request = cls(
            formula=formula,
            lord_dice=lord_dice,
            slots=slots,
            ruleset=ruleset,
        )

        return utage_lord_score_request
