from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_ship import ShipsShip


T = TypeVar("T", bound="ShipsFleet")


@_attrs_define
class ShipsFleet:
    """
    Attributes:
        start_store (int): resources in the start store
        goal_store (int): resources brought to the goal
        turns (int): turns taken
        ships (list[ShipsShip]): the player's 3 ships
    """

    start_store: int
    goal_store: int
    turns: int
    ships: list[ShipsShip]

    def to_dict(self) -> dict[str, Any]:
        start_store = self.start_store

        goal_store = self.goal_store

        turns = self.turns

        ships = []
        for ships_item_data in self.ships:
            ships_item = ships_item_data.to_dict()
            ships.append(ships_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start_store": start_store,
                "goal_store": goal_store,
                "turns": turns,
                "ships": ships,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_ship import ShipsShip

        d = dict(src_dict)
        start_store = d.pop("start_store")

        goal_store = d.pop("goal_store")

        turns = d.pop("turns")

        ships = []
        _ships = d.pop("ships")
        for ships_item_data in _ships:
            ships_item = ShipsShip.from_dict(ships_item_data)

            ships.append(ships_item)

        ships_fleet = cls(
            start_store=start_store,
            goal_store=goal_store,
            turns=turns,
            ships=ships,
        )

        return ships_fleet
