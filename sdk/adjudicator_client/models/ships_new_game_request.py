from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ShipsNewGameRequest")


@_attrs_define
class ShipsNewGameRequest:
    """
    Attributes:
        players (int):
        seed (int | None | Unset): draws the throws not given (else drawn at random and returned)
    """

    players: int
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = d.pop("players")

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        ships_new_game_request = cls(
            players=players,
            seed=seed,
        )

        return ships_new_game_request
