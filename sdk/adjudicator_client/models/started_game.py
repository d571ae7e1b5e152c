from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.result import Result
    from ..models.started_game_state import StartedGameState


T = TypeVar("T", bound="StartedGame")


@_attrs_define
class StartedGame:
    """
    Attributes:
        game (str):
        seed (int): the seed it was set up with
        state (StartedGameState): the game's state: send it back as it is
        to_play (int | None): the seat whose decision it is in the new game, from 0; null once the game is over
        result (Result):
    """

    game: str
    seed: int
    state: StartedGameState
    to_play: int | None
    result: Result

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        seed = self.seed

        state = self.state.to_dict()

        to_play: int | None
        to_play = self.to_play

        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seed": seed,
                "state": state,
                "to_play": to_play,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.result import Result
        from ..models.started_game_state import StartedGameState

        d = dict(src_dict)
        game = d.pop("game")

        seed = d.pop("seed")

        state = StartedGameState.from_dict(d.pop("state"))

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        result = Result.from_dict(d.pop("result"))

        started_game = cls(
            game=game,
            seed=seed,
            state=state,
            to_play=to_play,
            result=result,
        )

        return started_game
