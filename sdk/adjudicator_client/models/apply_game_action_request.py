from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.apply_game_action_request_game import ApplyGameActionRequestGame

if TYPE_CHECKING:
    from ..models.apply_game_action_request_state import ApplyGameActionRequestState


T = TypeVar("T", bound="ApplyGameActionRequest")


@_attrs_define
class ApplyGameActionRequest:
    """
    Attributes:
        game (ApplyGameActionRequestGame): the game, by its name in GET /v1/games/catalogue Example: letiles.
        state (ApplyGameActionRequestState): the state, as start or apply returned it, played under the rules it states
            under ruleset (or as the game's own operations write it: the default rules)
        action (Any): the action, in the form actions lists (a well-formed action that is not legal is answered legal:
            false with the reason)
    """

    game: ApplyGameActionRequestGame
    state: ApplyGameActionRequestState
    action: Any

    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        state = self.state.to_dict()

        action = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "state": state,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.apply_game_action_request_state import ApplyGameActionRequestState

        d = dict(src_dict)
        game = ApplyGameActionRequestGame(d.pop("game"))

        state = ApplyGameActionRequestState.from_dict(d.pop("state"))

        action = d.pop("action")

        apply_game_action_request = cls(
            game=game,
            state=state,
            action=action,
        )

        return apply_game_action_request
