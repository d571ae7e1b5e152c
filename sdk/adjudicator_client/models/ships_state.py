from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_fleet import ShipsFleet


T = TypeVar("T", bound="ShipsState")


@_attrs_define
class ShipsState:
    """
    Attributes:
        fleets (list[ShipsFleet]):
        turn (int):
        seed (int): throws not given are drawn from it (default 0 on input)
        ending (bool): someone has 20 at the goal (ignored on input)
        over (bool): ignored on input
    """

    fleets: list[ShipsFleet]
    turn: int
    seed: int
    ending: bool
    over: bool

    def to_dict(self) -> dict[str, Any]:
        fleets = []
        for fleets_item_data in self.fleets:
            fleets_item = fleets_item_data.to_dict()
            fleets.append(fleets_item)

        turn = self.turn

        seed = self.seed

        ending = self.ending

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fleets": fleets,
                "turn": turn,
                "seed": seed,
                "ending": ending,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_fleet import ShipsFleet

        d = dict(src_dict)
        fleets = []
        _fleets = d.pop("fleets")
        for fleets_item_data in _fleets:
            fleets_item = ShipsFleet.from_dict(fleets_item_data)

            fleets.append(fleets_item)

        turn = d.pop("turn")

        seed = d.pop("seed")

        ending = d.pop("ending")

        over = d.pop("over")

        ships_state = cls(
            fleets=fleets,
            turn=turn,
            seed=seed,
            ending=ending,
            over=over,
        )

        return ships_state
