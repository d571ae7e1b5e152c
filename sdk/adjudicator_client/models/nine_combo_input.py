from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NineComboInput")


@_attrs_define
class NineComboInput:
    """
    Attributes:
        cards (list[str]): the cards (at most 24 in a request)
        strength (int | Unset): 船 -1, 無 0 … 将 8, 王 9, 皇 10
        size (int | Unset):
    """

    cards: list[str]
    strength: int | Unset = UNSET
    size: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        strength = self.strength

        size = self.size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
            }
        )
        if strength is not UNSET:
            field_dict["strength"] = strength
        if size is not UNSET:
            field_dict["size"] = size

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        strength = d.pop("strength", UNSET)

        size = d.pop("size", UNSET)

        nine_combo_input = cls(
            cards=cards,
            strength=strength,
            size=size,
        )

        return nine_combo_input
