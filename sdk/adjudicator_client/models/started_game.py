from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.result import Result
    from ..models.started_game_ruleset_type_0 import StartedGameRulesetType0
    from ..models.started_game_state import StartedGameState


T = TypeVar("T", bound="StartedGame")


@_attrs_define
class StartedGame:
    """
    Attributes:
        game (str):
        seed (int): the seed it was set up with
        ruleset (None | StartedGameRulesetType0): the effective ruleset, every option of the rules it is played under
            (null: the game has no rule options); the state states those that differ from the defaults under its own
            ruleset, so that it is played under them when sent back
        state (StartedGameState): the game's state: send it back as it is (it states the rules it is played under)
        to_play (int | None): the seat whose decision it is in the new game, from 0; null once the game is over
        result (Result):
    """

    game: str
    seed: int
    ruleset: None | StartedGameRulesetType0
    state: StartedGameState
    to_play: int | None
    result: Result

    def to_dict(self) -> dict[str, Any]:
        from ..models.started_game_ruleset_type_0 import StartedGameRulesetType0

        game = self.game

        seed = self.seed

        ruleset: dict[str, Any] | None
        if isinstance(self.ruleset, StartedGameRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        state = self.state.to_dict()

        to_play: int | None
        to_play = self.to_play

        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seed": seed,
                "ruleset": ruleset,
                "state": state,
                "to_play": to_play,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.result import Result
        from ..models.started_game_ruleset_type_0 import StartedGameRulesetType0
        from ..models.started_game_state import StartedGameState

        d = dict(src_dict)
        game = d.pop("game")

        seed = d.pop("seed")

        def _parse_ruleset(data: object) -> None | StartedGameRulesetType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = StartedGameRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartedGameRulesetType0, data)

        ruleset = _parse_ruleset(d.pop("ruleset"))

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
            ruleset=ruleset,
            state=state,
            to_play=to_play,
            result=result,
        )

        return started_game
