from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ShipsShip")


@_attrs_define
class ShipsShip:
    """
    Attributes:
        position (int): its point on the route
        cargo (int): the resources it carries
    """

    position: int
    cargo: int

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        cargo = self.cargo

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "cargo": cargo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        position = d.pop("position")

        cargo = d.pop("cargo")

        ships_ship = cls(
            position=position,
            cargo=cargo,
        )

        return ships_ship
