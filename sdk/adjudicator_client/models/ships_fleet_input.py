from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ships_ship_input import ShipsShipInput


T = TypeVar("T", bound="ShipsFleetInput")


@_attrs_define
class ShipsFleetInput:
    """
    Attributes:
        start_store (int): resources in the start store
        ships (list[ShipsShipInput]): the player's 3 ships
        goal_store (int | Unset): resources brought to the goal
        turns (int | Unset): turns taken
    """

    start_store: int
    ships: list[ShipsShipInput]
    goal_store: int | Unset = UNSET
    turns: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        start_store = self.start_store

        ships = []
        for ships_item_data in self.ships:
            ships_item = ships_item_data.to_dict()
            ships.append(ships_item)

        goal_store = self.goal_store

        turns = self.turns

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start_store": start_store,
                "ships": ships,
            }
        )
        if goal_store is not UNSET:
            field_dict["goal_store"] = goal_store
        if turns is not UNSET:
            field_dict["turns"] = turns

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_ship_input import ShipsShipInput

        d = dict(src_dict)
        start_store = d.pop("start_store")

        ships = []
        _ships = d.pop("ships")
        for ships_item_data in _ships:
            ships_item = ShipsShipInput.from_dict(ships_item_data)

            ships.append(ships_item)

        goal_store = d.pop("goal_store", UNSET)

        turns = d.pop("turns", UNSET)

        ships_fleet_input = cls(
            start_store=start_store,
            ships=ships,
            goal_store=goal_store,
            turns=turns,
        )

        return ships_fleet_input
