from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ShipsRank")


@_attrs_define
class ShipsRank:
    """
    Attributes:
        seat (int):
        goal_store (int):
        rank (int): 1 = best; equal stores share a rank
    """

    seat: int
    goal_store: int
    rank: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        goal_store = self.goal_store

        rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "goal_store": goal_store,
                "rank": rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        goal_store = d.pop("goal_store")

        rank = d.pop("rank")

        ships_rank = cls(
            seat=seat,
            goal_store=goal_store,
            rank=rank,
        )

        return ships_rank
