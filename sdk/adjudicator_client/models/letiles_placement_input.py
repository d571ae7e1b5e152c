from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.letiles_placement_input_rotation import LetilesPlacementInputRotation
from ..types import UNSET, Unset

T = TypeVar("T", bound="LetilesPlacementInput")


@_attrs_define
class LetilesPlacementInput:
    """
    Attributes:
        tile (str): the tile id
        x (int): x of the tile origin (grows right)
        y (int): y of the tile origin (grows up)
        rotation (LetilesPlacementInputRotation | Unset): quarter turns counter-clockwise (default 0)
    """

    tile: str
    x: int
    y: int
    rotation: LetilesPlacementInputRotation | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        x = self.x

        y = self.y

        rotation: int | Unset = UNSET
        if not isinstance(self.rotation, Unset):
            rotation = self.rotation.value

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

        _rotation = d.pop("rotation", UNSET)
        rotation: LetilesPlacementInputRotation | Unset
        if isinstance(_rotation, Unset):
            rotation = UNSET
        else:
            rotation = LetilesPlacementInputRotation(_rotation)

        letiles_placement_input = cls(
            tile=tile,
            x=x,
            y=y,
            rotation=rotation,
        )

        return letiles_placement_input
