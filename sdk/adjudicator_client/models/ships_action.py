from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ships_action_kind import ShipsActionKind

T = TypeVar("T", bound="ShipsAction")


@_attrs_define
class ShipsAction:
    """
    Attributes:
        kind (ShipsActionKind): what the turn does
        ship (int | None): the acting ship (null only for pass)
        target (int | None): plunder: the other player
        target_ship (int | None): plunder: their ship
    """

    kind: ShipsActionKind
    ship: int | None
    target: int | None
    target_ship: int | None

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        ship: int | None
        ship = self.ship

        target: int | None
        target = self.target

        target_ship: int | None
        target_ship = self.target_ship

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "ship": ship,
                "target": target,
                "target_ship": target_ship,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ShipsActionKind(d.pop("kind"))

        def _parse_ship(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ship = _parse_ship(d.pop("ship"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        def _parse_target_ship(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target_ship = _parse_target_ship(d.pop("target_ship"))

        ships_action = cls(
            kind=kind,
            ship=ship,
            target=target,
            target_ship=target_ship,
        )

        return ships_action
