from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_lord_score import UtageLordScore
    from ..models.utage_rules import UtageRules
    from ..models.utage_seat_score import UtageSeatScore
    from ..models.utage_state import UtageState


T = TypeVar("T", bound="UtageRoundResult")


@_attrs_define
class UtageRoundResult:
    """
    Attributes:
        lord_dice (list[int]): the lord's roll
        lord (UtageLordScore):
        scores (list[UtageSeatScore]): in tie-break order, from the declarer
        winner (int | None): the highest score strictly below the lord's
        lord_last (bool): everyone reached the lord's score
        events (list[str]): the cups moved
        game_over (bool):
        game_winner (int | None):
        seed (int | None):
        state (UtageState):
        ruleset (UtageRules):
    """

    lord_dice: list[int]
    lord: UtageLordScore
    scores: list[UtageSeatScore]
    winner: int | None
    lord_last: bool
    events: list[str]
    game_over: bool
    game_winner: int | None
    seed: int | None
    state: UtageState
    ruleset: UtageRules

    def to_dict(self) -> dict[str, Any]:
        lord_dice = self.lord_dice

        lord = self.lord.to_dict()

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        winner: int | None
        winner = self.winner

        lord_last = self.lord_last

        events = self.events

        game_over = self.game_over

        game_winner: int | None
        game_winner = self.game_winner

        seed: int | None
        seed = self.seed

        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "lord_dice": lord_dice,
                "lord": lord,
                "scores": scores,
                "winner": winner,
                "lord_last": lord_last,
                "events": events,
                "game_over": game_over,
                "game_winner": game_winner,
                "seed": seed,
                "state": state,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_lord_score import UtageLordScore
        from ..models.utage_rules import UtageRules
        from ..models.utage_seat_score import UtageSeatScore
        from ..models.utage_state import UtageState

        d = dict(src_dict)
        lord_dice = cast(list[int], d.pop("lord_dice"))

        lord = UtageLordScore.from_dict(d.pop("lord"))

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = UtageSeatScore.from_dict(scores_item_data)

            scores.append(scores_item)

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        lord_last = d.pop("lord_last")

        events = cast(list[str], d.pop("events"))

        game_over = d.pop("game_over")

        def _parse_game_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game_winner = _parse_game_winner(d.pop("game_winner"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        state = UtageState.from_dict(d.pop("state"))

        ruleset = UtageRules.from_dict(d.pop("ruleset"))

        utage_round_result = cls(
            lord_dice=lord_dice,
            lord=lord,
            scores=scores,
            winner=winner,
            lord_last=lord_last,
            events=events,
            game_over=game_over,
            game_winner=game_winner,
            seed=seed,
            state=state,
            ruleset=ruleset,
        )

        return utage_round_result
