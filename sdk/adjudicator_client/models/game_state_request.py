from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.game_state_request_game import GameStateRequestGame

if TYPE_CHECKING:
    from ..models.game_state_request_state import GameStateRequestState


T = TypeVar("T", bound="GameStateRequest")


@_attrs_define
class GameStateRequest:
    """
    Attributes:
        game (GameStateRequestGame): the game, by its name in GET /v1/games/catalogue Example: letiles.
        state (GameStateRequestState): the state, as start or apply returned it, played under the rules it states under
            ruleset (or as the game's own operations write it: the default rules)
    """

    game: GameStateRequestGame
    state: GameStateRequestState

    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_state_request_state import GameStateRequestState

        d = dict(src_dict)
        game = GameStateRequestGame(d.pop("game"))

        state = GameStateRequestState.from_dict(d.pop("state"))

        game_state_request = cls(
            game=game,
            state=state,
        )

        return game_state_request
