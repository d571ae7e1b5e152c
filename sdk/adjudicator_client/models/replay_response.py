from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.effective_ruleset import EffectiveRuleset
    from ..models.game_result import GameResult
    from ..models.problem import Problem
    from ..models.replay_response_final_scores import ReplayResponseFinalScores
    from ..models.replayed_position import ReplayedPosition


T = TypeVar("T", bound="ReplayResponse")


@_attrs_define
class ReplayResponse:
    """
    Attributes:
        valid (bool):
        problem (None | Problem):
        plies (int): movements replayed (up to the problem)
        positions (list[ReplayedPosition]):
        final_scores (ReplayResponseFinalScores): whole numbers, or decimal strings under a per-piece scoring
        game_result (GameResult | None):
        ruleset (EffectiveRuleset):
    """

    valid: bool
    problem: None | Problem
    plies: int
    positions: list[ReplayedPosition]
    final_scores: ReplayResponseFinalScores
    game_result: GameResult | None
    ruleset: EffectiveRuleset

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_result import GameResult
        from ..models.problem import Problem

        valid = self.valid

        problem: dict[str, Any] | None
        if isinstance(self.problem, Problem):
            problem = self.problem.to_dict()
        else:
            problem = self.problem

        plies = self.plies

        positions = []
        for positions_item_data in self.positions:
            positions_item = positions_item_data.to_dict()
            positions.append(positions_item)

        final_scores = self.final_scores.to_dict()

        game_result: dict[str, Any] | None
        if isinstance(self.game_result, GameResult):
            game_result = self.game_result.to_dict()
        else:
            game_result = self.game_result

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "valid": valid,
                "problem": problem,
                "plies": plies,
                "positions": positions,
                "final_scores": final_scores,
                "game_result": game_result,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.effective_ruleset import EffectiveRuleset
        from ..models.game_result import GameResult
        from ..models.problem import Problem
        from ..models.replay_response_final_scores import ReplayResponseFinalScores
        from ..models.replayed_position import ReplayedPosition

        d = dict(src_dict)
        valid = d.pop("valid")

        def _parse_problem(data: object) -> None | Problem:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                problem_type_0 = Problem.from_dict(data)

                return problem_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Problem, data)

        problem = _parse_problem(d.pop("problem"))

        plies = d.pop("plies")

        positions = []
        _positions = d.pop("positions")
        for positions_item_data in _positions:
            positions_item = ReplayedPosition.from_dict(positions_item_data)

            positions.append(positions_item)

        final_scores = ReplayResponseFinalScores.from_dict(d.pop("final_scores"))

        def _parse_game_result(data: object) -> GameResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_result_type_0 = GameResult.from_dict(data)

                return game_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameResult | None, data)

        game_result = _parse_game_result(d.pop("game_result"))

        ruleset = EffectiveRuleset.from_dict(d.pop("ruleset"))

        replay_response = cls(
            valid=valid,
            problem=problem,
            plies=plies,
            positions=positions,
            final_scores=final_scores,
            game_result=game_result,
            ruleset=ruleset,
        )

        return replay_response
