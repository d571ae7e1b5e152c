from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NineCompactCombos")


@_attrs_define
class NineCompactCombos:
    """
    Attributes:
        cards (list[str]): each distinct card of the combos, once
        strengths (list[int]): each combo's strength (船 -1, 無 0 … 将 8, 王 9, 皇 10)
        card_indices (list[list[int]]): for each combo, the indices in cards of its cards
    """

    cards: list[str]
    strengths: list[int]
    card_indices: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        strengths = self.strengths

        card_indices = []
        for card_indices_item_data in self.card_indices:
            card_indices_item = card_indices_item_data

            card_indices.append(card_indices_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "strengths": strengths,
                "card_indices": card_indices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        strengths = cast(list[int], d.pop("strengths"))

        card_indices = []
        _card_indices = d.pop("card_indices")
        for card_indices_item_data in _card_indices:
            card_indices_item = cast(list[int], card_indices_item_data)

            card_indices.append(card_indices_item)

        nine_compact_combos = cls(
            cards=cards,
            strengths=strengths,
            card_indices=card_indices,
        )

        return nine_compact_combos
