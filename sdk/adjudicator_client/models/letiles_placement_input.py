from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LetilesPlacementInput")


@_attrs_define
class LetilesPlacementInput:
    """
    Attributes:
        tile (str): the tile id
        x (int): x of the tile origin (grows right)
        y (int): y of the tile origin (grows up)
        rotation (int | Unset): quarter turns counter-clockwise (default 0)
    """

    tile: str
    x: int
    y: int
    rotation: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        x = self.x

        y = self.y

        rotation = self.rotation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "x": x,
                "y": y,
            }
        )
        if rotation is not UNSET:
            field_dict["rotation"] = rotation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        tile = d.pop("tile")

        x = d.pop("x")

        y = d.pop("y")

        rotation = d.pop("rotation", UNSET)

        letiles_placement_input = cls(
            tile=tile,
            x=x,
            y=y,
            rotation=rotation,
        )

        return letiles_placement_input
