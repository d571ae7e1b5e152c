from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ships_fleet_input import ShipsFleetInput


T = TypeVar("T", bound="ShipsStateInput")


@_attrs_define
class ShipsStateInput:
    """
    Attributes:
        fleets (list[ShipsFleetInput]): the fleets by seat (2 to 4 players)
        seed (int | Unset): casts not given are drawn from it (default 0 on input)
        ending (bool | Unset): someone has 20 at the goal (checked on input)
        to_play (int | None | Unset): the seat to play, null once the game is over (the state's own; checked when sent
            back)
        over (bool | Unset): checked on input
    """

    fleets: list[ShipsFleetInput]
    seed: int | Unset = UNSET
    ending: bool | Unset = UNSET
    to_play: int | None | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        fleets = []
        for fleets_item_data in self.fleets:
            fleets_item = fleets_item_data.to_dict()
            fleets.append(fleets_item)

        seed = self.seed

        ending = self.ending

        to_play: int | None | Unset
        if isinstance(self.to_play, Unset):
            to_play = UNSET
        else:
            to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fleets": fleets,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ending is not UNSET:
            field_dict["ending"] = ending
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_fleet_input import ShipsFleetInput

        d = dict(src_dict)
        fleets = []
        _fleets = d.pop("fleets")
        for fleets_item_data in _fleets:
            fleets_item = ShipsFleetInput.from_dict(fleets_item_data)

            fleets.append(fleets_item)

        seed = d.pop("seed", UNSET)

        ending = d.pop("ending", UNSET)

        def _parse_to_play(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_play = _parse_to_play(d.pop("to_play", UNSET))

        over = d.pop("over", UNSET)

        ships_state_input = cls(
            fleets=fleets,
            seed=seed,
            ending=ending,
            to_play=to_play,
            over=over,
        )

        return ships_state_input
