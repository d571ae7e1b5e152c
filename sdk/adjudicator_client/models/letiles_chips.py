from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LetilesChips")


@_attrs_define
class LetilesChips:
    """
    Attributes:
        one_point (int): blue 1-point chips (15 in the box)
        three_points (int): red 3-point chips (18 in the box)
        six_points (int): yellow 6-point chips (15 in the box)
        green_bonus (int): green 3-point bonus chips (12 in the box)
        face_down (int): of the non-green chips, those lying face down (0 points, on areas of 13+ blocks)
    """

    one_point: int
    three_points: int
    six_points: int
    green_bonus: int
    face_down: int

    def to_dict(self) -> dict[str, Any]:
        one_point = self.one_point

        three_points = self.three_points

        six_points = self.six_points

        green_bonus = self.green_bonus

        face_down = self.face_down

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "one_point": one_point,
                "three_points": three_points,
                "six_points": six_points,
                "green_bonus": green_bonus,
                "face_down": face_down,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        one_point = d.pop("one_point")

        three_points = d.pop("three_points")

        six_points = d.pop("six_points")

        green_bonus = d.pop("green_bonus")

        face_down = d.pop("face_down")

        letiles_chips = cls(
            one_point=one_point,
            three_points=three_points,
            six_points=six_points,
            green_bonus=green_bonus,
            face_down=face_down,
        )

        return letiles_chips
