from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ships_action_input_kind import ShipsActionInputKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ShipsActionInput")


@_attrs_define
class ShipsActionInput:
    """
    Attributes:
        kind (ShipsActionInputKind): what the turn does
        ship (int | None | Unset): the acting ship (null only for pass)
        target (int | None | Unset): plunder: the other player
        target_ship (int | None | Unset): plunder: their ship
    """

    kind: ShipsActionInputKind
    ship: int | None | Unset = UNSET
    target: int | None | Unset = UNSET
    target_ship: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        ship: int | None | Unset
        if isinstance(self.ship, Unset):
            ship = UNSET
        else:
            ship = self.ship

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        target_ship: int | None | Unset
        if isinstance(self.target_ship, Unset):
            target_ship = UNSET
        else:
            target_ship = self.target_ship

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if ship is not UNSET:
            field_dict["ship"] = ship
        if target is not UNSET:
            field_dict["target"] = target
        if target_ship is not UNSET:
            field_dict["target_ship"] = target_ship

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ShipsActionInputKind(d.pop("kind"))

        def _parse_ship(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ship = _parse_ship(d.pop("ship", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        def _parse_target_ship(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target_ship = _parse_target_ship(d.pop("target_ship", UNSET))

        ships_action_input = cls(
            kind=kind,
            ship=ship,
            target=target,
            target_ship=target_ship,
        )

        return ships_action_input
