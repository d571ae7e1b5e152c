from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.start_game_request_game import StartGameRequestGame
from ..types import UNSET, Unset

T = TypeVar("T", bound="StartGameRequest")


@_attrs_define
class StartGameRequest:
    """
    Attributes:
        game (StartGameRequestGame): the game, by its name in GET /v1/games/catalogue Example: letiles.
        players (int | Unset): how many players (the game's usual number when absent; see player_counts)
        seed (int | None | Unset): deals or sets the game up, and draws its chance (else drawn at random and returned)
    """

    game: StartGameRequestGame
    players: int | Unset = UNSET
    seed: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        players = self.players

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if players is not UNSET:
            field_dict["players"] = players
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game = StartGameRequestGame(d.pop("game"))

        players = d.pop("players", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        start_game_request = cls(
            game=game,
            players=players,
            seed=seed,
        )

        return start_game_request
