from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Penalty")


@_attrs_define
class Penalty:
    """
    Attributes:
        name (str):  Example: 撃皇.
        english (str):
        points (int): raw points (negative)
        is_a_hand (bool): counts as a hand: forces a declaration, charged only on ta xot1
        score_change (int): charged at once (points x rate), or 0
    """

    name: str
    english: str
    points: int
    is_a_hand: bool
    score_change: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        english = self.english

        points = self.points

        is_a_hand = self.is_a_hand

        score_change = self.score_change

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "english": english,
                "points": points,
                "is_a_hand": is_a_hand,
                "score_change": score_change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        english = d.pop("english")

        points = d.pop("points")

        is_a_hand = d.pop("is_a_hand")

        score_change = d.pop("score_change")

        penalty = cls(
            name=name,
            english=english,
            points=points,
            is_a_hand=is_a_hand,
            score_change=score_change,
        )

        return penalty
