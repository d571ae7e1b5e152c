from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ShipsShipInput")


@_attrs_define
class ShipsShipInput:
    """
    Attributes:
        position (int | Unset): its point on the route
        cargo (int | Unset): the resources it carries
    """

    position: int | Unset = UNSET
    cargo: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        cargo = self.cargo

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if cargo is not UNSET:
            field_dict["cargo"] = cargo

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        position = d.pop("position", UNSET)

        cargo = d.pop("cargo", UNSET)

        ships_ship_input = cls(
            position=position,
            cargo=cargo,
        )

        return ships_ship_input
