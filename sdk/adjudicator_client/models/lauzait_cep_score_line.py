from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LauzaitCepScoreLine")


@_attrs_define
class LauzaitCepScoreLine:
    """
    Attributes:
        name (str): Lauzait-Cep, Specialized Experts, Great Sequence, Layered Bridges, Well-Balanced, Stalemate or
            Luminous pieces Example: Well-Balanced.
        points (int): the points it earns
    """

    name: str
    points: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

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
        name = d.pop("name")

        points = d.pop("points")

        lauzait_cep_score_line = cls(
            name=name,
            points=points,
        )

        return lauzait_cep_score_line
