from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.hand_penalty_name import HandPenaltyName

T = TypeVar("T", bound="HandPenalty")


@_attrs_define
class HandPenalty:
    """
    Attributes:
        name (HandPenaltyName):
        points (int): raw points
    """

    name: HandPenaltyName
    points: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = HandPenaltyName(d.pop("name"))

        points = d.pop("points")

        hand_penalty = cls(
            name=name,
            points=points,
        )

        return hand_penalty
