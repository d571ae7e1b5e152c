from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_action import LauzaitAction


T = TypeVar("T", bound="LauzaitCompactActions")


@_attrs_define
class LauzaitCompactActions:
    """
    Attributes:
        others (list[LauzaitAction]): the actions other than hire, in order
        hires_at (int): how many of others come before the Hirings
        discards (list[str]): the discard of each group of Hirings, in order
        move_counts (list[int]): for each group, how many of the moves (in column order) are its own
        origins (list[str]): each move's origin
        destinations (list[str]): each move's destination
        cast_set_indices (list[int]): for each move, the index of its casts in cast_sets
        cast_sets (list[list[int]]): each distinct list of casts once (the representative casts of a move into water;
            empty for a move needing no throw)
    """

    others: list[LauzaitAction]
    hires_at: int
    discards: list[str]
    move_counts: list[int]
    origins: list[str]
    destinations: list[str]
    cast_set_indices: list[int]
    cast_sets: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        others = []
        for others_item_data in self.others:
            others_item = others_item_data.to_dict()
            others.append(others_item)

        hires_at = self.hires_at

        discards = self.discards

        move_counts = self.move_counts

        origins = self.origins

        destinations = self.destinations

        cast_set_indices = self.cast_set_indices

        cast_sets = []
        for cast_sets_item_data in self.cast_sets:
            cast_sets_item = cast_sets_item_data

            cast_sets.append(cast_sets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "others": others,
                "hires_at": hires_at,
                "discards": discards,
                "move_counts": move_counts,
                "origins": origins,
                "destinations": destinations,
                "cast_set_indices": cast_set_indices,
                "cast_sets": cast_sets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_action import LauzaitAction

        d = dict(src_dict)
        others = []
        _others = d.pop("others")
        for others_item_data in _others:
            others_item = LauzaitAction.from_dict(others_item_data)

            others.append(others_item)

        hires_at = d.pop("hires_at")

        discards = cast(list[str], d.pop("discards"))

        move_counts = cast(list[int], d.pop("move_counts"))

        origins = cast(list[str], d.pop("origins"))

        destinations = cast(list[str], d.pop("destinations"))

        cast_set_indices = cast(list[int], d.pop("cast_set_indices"))

        cast_sets = []
        _cast_sets = d.pop("cast_sets")
        for cast_sets_item_data in _cast_sets:
            cast_sets_item = cast(list[int], cast_sets_item_data)

            cast_sets.append(cast_sets_item)

        lauzait_compact_actions = cls(
            others=others,
            hires_at=hires_at,
            discards=discards,
            move_counts=move_counts,
            origins=origins,
            destinations=destinations,
            cast_set_indices=cast_set_indices,
            cast_sets=cast_sets,
        )

        return lauzait_compact_actions
