from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.paper_cetkaik_compact_combos_types_item import (
    PaperCetkaikCompactCombosTypesItem,
)

T = TypeVar("T", bound="PaperCetkaikCompactCombos")


@_attrs_define
class PaperCetkaikCompactCombos:
    """
    Attributes:
        cards (list[str]): each distinct card (or stand-in) of the combos, once
        types (list[PaperCetkaikCompactCombosTypesItem]): each distinct combo type, once
        type_indices (list[int]): for each combo, the index of its type in types
        ranks (list[int]): each combo's rank
        card_indices (list[list[int]]): for each combo, the indices in cards of its cards
        stand_ins (list[list[list[int]]]): for each combo, [position, index in cards] of every card standing for another
    """

    cards: list[str]
    types: list[PaperCetkaikCompactCombosTypesItem]
    type_indices: list[int]
    ranks: list[int]
    card_indices: list[list[int]]
    stand_ins: list[list[list[int]]]

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        types = []
        for types_item_data in self.types:
            types_item = types_item_data.value
            types.append(types_item)

        type_indices = self.type_indices

        ranks = self.ranks

        card_indices = []
        for card_indices_item_data in self.card_indices:
            card_indices_item = card_indices_item_data

            card_indices.append(card_indices_item)

        stand_ins = []
        for stand_ins_item_data in self.stand_ins:
            stand_ins_item = []
            for stand_ins_item_item_data in stand_ins_item_data:
                stand_ins_item_item = stand_ins_item_item_data

                stand_ins_item.append(stand_ins_item_item)

            stand_ins.append(stand_ins_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "types": types,
                "type_indices": type_indices,
                "ranks": ranks,
                "card_indices": card_indices,
                "stand_ins": stand_ins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        types = []
        _types = d.pop("types")
        for types_item_data in _types:
            types_item = PaperCetkaikCompactCombosTypesItem(types_item_data)

            types.append(types_item)

        type_indices = cast(list[int], d.pop("type_indices"))

        ranks = cast(list[int], d.pop("ranks"))

        card_indices = []
        _card_indices = d.pop("card_indices")
        for card_indices_item_data in _card_indices:
            card_indices_item = cast(list[int], card_indices_item_data)

            card_indices.append(card_indices_item)

        stand_ins = []
        _stand_ins = d.pop("stand_ins")
        for stand_ins_item_data in _stand_ins:
            stand_ins_item = []
            _stand_ins_item = stand_ins_item_data
            for stand_ins_item_item_data in _stand_ins_item:
                stand_ins_item_item = cast(list[int], stand_ins_item_item_data)

                stand_ins_item.append(stand_ins_item_item)

            stand_ins.append(stand_ins_item)

        paper_cetkaik_compact_combos = cls(
            cards=cards,
            types=types,
            type_indices=type_indices,
            ranks=ranks,
            card_indices=card_indices,
            stand_ins=stand_ins,
        )

        return paper_cetkaik_compact_combos
