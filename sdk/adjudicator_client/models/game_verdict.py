from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_outcome import GameOutcome
    from ..models.game_verdict_state import GameVerdictState
    from ..models.result import Result


T = TypeVar("T", bound="GameVerdict")


@_attrs_define
class GameVerdict:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        state (GameVerdictState): the state after the action (drawn from the state's seed where chance decides); the
            state sent when the action is not legal
        to_play (int | None): the seat whose decision it is after the action, from 0; null once the game is over
        result (Result):
        outcomes (list[GameOutcome]): where chance decides, every state the action may lead to with its exact
            probability (they sum to 1; state is one of them); empty when the result is certain
    """

    legal: bool
    reason: None | str
    state: GameVerdictState
    to_play: int | None
    result: Result
    outcomes: list[GameOutcome]

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        state = self.state.to_dict()

        to_play: int | None
        to_play = self.to_play

        result = self.result.to_dict()

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "state": state,
                "to_play": to_play,
                "result": result,
                "outcomes": outcomes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_outcome import GameOutcome
        from ..models.game_verdict_state import GameVerdictState
        from ..models.result import Result

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        state = GameVerdictState.from_dict(d.pop("state"))

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        result = Result.from_dict(d.pop("result"))

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = GameOutcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        game_verdict = cls(
            legal=legal,
            reason=reason,
            state=state,
            to_play=to_play,
            result=result,
            outcomes=outcomes,
        )

        return game_verdict
