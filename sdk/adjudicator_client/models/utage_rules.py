from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UtageRules")


@_attrs_define
class UtageRules:
    """
    Attributes:
        empty_value (int): worth of an empty slot, or of a MAX/MIN left without a die (default 0)
        total_cups (int): all the cups in the box (not public; default 10)
        dice_per_player (int): dice each player rolls at a round's start (default 6)
    """

    empty_value: int
    total_cups: int
    dice_per_player: int

    def to_dict(self) -> dict[str, Any]:
        empty_value = self.empty_value

        total_cups = self.total_cups

        dice_per_player = self.dice_per_player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "empty_value": empty_value,
                "total_cups": total_cups,
                "dice_per_player": dice_per_player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        empty_value = d.pop("empty_value")

        total_cups = d.pop("total_cups")

        dice_per_player = d.pop("dice_per_player")

        utage_rules = cls(
            empty_value=empty_value,
            total_cups=total_cups,
            dice_per_player=dice_per_player,
        )

        return utage_rules
