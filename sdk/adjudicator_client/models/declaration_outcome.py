from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.canonical_position import CanonicalPosition
    from ..models.first_mover_cast import FirstMoverCast
    from ..models.game_result import GameResult
    from ..models.probability import Probability


T = TypeVar("T", bound="DeclarationOutcome")


@_attrs_define
class DeclarationOutcome:
    """
    Attributes:
        probability (Probability):
        declaration (str):
        raw_score (int | None | str): ta xot1: the hands and penalties scored (a decimal string under a per-piece
            scoring); null for ty mok1
        score_change (int | None | str): raw x rate; null for ty mok1
        position (CanonicalPosition):
        position_text (str):
        first_mover_casts (list[FirstMoverCast]):
        season_ended (bool):
        game_result (GameResult | None):
    """

    probability: Probability
    declaration: str
    raw_score: int | None | str
    score_change: int | None | str
    position: CanonicalPosition
    position_text: str
    first_mover_casts: list[FirstMoverCast]
    season_ended: bool
    game_result: GameResult | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_result import GameResult

        probability = self.probability.to_dict()

        declaration = self.declaration

        raw_score: int | None | str
        raw_score = self.raw_score

        score_change: int | None | str
        score_change = self.score_change

        position = self.position.to_dict()

        position_text = self.position_text

        first_mover_casts = []
        for first_mover_casts_item_data in self.first_mover_casts:
            first_mover_casts_item = first_mover_casts_item_data.to_dict()
            first_mover_casts.append(first_mover_casts_item)

        season_ended = self.season_ended

        game_result: dict[str, Any] | None
        if isinstance(self.game_result, GameResult):
            game_result = self.game_result.to_dict()
        else:
            game_result = self.game_result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "probability": probability,
                "declaration": declaration,
                "raw_score": raw_score,
                "score_change": score_change,
                "position": position,
                "position_text": position_text,
                "first_mover_casts": first_mover_casts,
                "season_ended": season_ended,
                "game_result": game_result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.canonical_position import CanonicalPosition
        from ..models.first_mover_cast import FirstMoverCast
        from ..models.game_result import GameResult
        from ..models.probability import Probability

        d = dict(src_dict)
        probability = Probability.from_dict(d.pop("probability"))

        declaration = d.pop("declaration")

        def _parse_raw_score(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        raw_score = _parse_raw_score(d.pop("raw_score"))

        def _parse_score_change(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        score_change = _parse_score_change(d.pop("score_change"))

        position = CanonicalPosition.from_dict(d.pop("position"))

        position_text = d.pop("position_text")

        first_mover_casts = []
        _first_mover_casts = d.pop("first_mover_casts")
        for first_mover_casts_item_data in _first_mover_casts:
            first_mover_casts_item = FirstMoverCast.from_dict(
                first_mover_casts_item_data
            )

            first_mover_casts.append(first_mover_casts_item)

        season_ended = d.pop("season_ended")

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

        declaration_outcome = cls(
            probability=probability,
            declaration=declaration,
            raw_score=raw_score,
            score_change=score_change,
            position=position,
            position_text=position_text,
            first_mover_casts=first_mover_casts,
            season_ended=season_ended,
            game_result=game_result,
        )

        return declaration_outcome
