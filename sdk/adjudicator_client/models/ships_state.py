from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_fleet import ShipsFleet


T = TypeVar("T", bound="ShipsState")


@_attrs_define
class ShipsState:
    """
    Attributes:
        fleets (list[ShipsFleet]): the fleets by seat (2 to 4 players)
        seed (int): casts not given are drawn from it (default 0 on input)
        ending (bool): someone has 20 at the goal (checked on input)
        to_play (int | None): the seat to play, null once the game is over (the state's own; checked when sent back)
        over (bool): checked on input
    """

    fleets: list[ShipsFleet]
    seed: int
    ending: bool
    to_play: int | None
    over: bool

    def to_dict(self) -> dict[str, Any]:
        fleets = []
        for fleets_item_data in self.fleets:
            fleets_item = fleets_item_data.to_dict()
            fleets.append(fleets_item)

        seed = self.seed

        ending = self.ending

        to_play: int | None
        to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fleets": fleets,
                "seed": seed,
                "ending": ending,
                "to_play": to_play,
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

        seed = d.pop("seed")

        ending = d.pop("ending")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        ships_state = cls(
            fleets=fleets,
            seed=seed,
            ending=ending,
            to_play=to_play,
            over=over,
        )

        return ships_state
