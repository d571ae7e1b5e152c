from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.letiles_game import LetilesGame
    from ..models.letiles_rules import LetilesRules
    from ..models.letiles_score_sheet import LetilesScoreSheet


T = TypeVar("T", bound="LetilesPlay")


@_attrs_define
class LetilesPlay:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        state (LetilesGame):
        score (LetilesScoreSheet | None): the final score once the last tile is played, else null
        ruleset (LetilesRules):
    """

    legal: bool
    reason: None | str
    state: LetilesGame
    score: LetilesScoreSheet | None
    ruleset: LetilesRules

    def to_dict(self) -> dict[str, Any]:
        from ..models.letiles_score_sheet import LetilesScoreSheet

        legal = self.legal

        reason: None | str
        reason = self.reason

        state = self.state.to_dict()

        score: dict[str, Any] | None
        if isinstance(self.score, LetilesScoreSheet):
            score = self.score.to_dict()
        else:
            score = self.score

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "state": state,
                "score": score,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_game import LetilesGame
        from ..models.letiles_rules import LetilesRules
        from ..models.letiles_score_sheet import LetilesScoreSheet

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        state = LetilesGame.from_dict(d.pop("state"))

        def _parse_score(data: object) -> LetilesScoreSheet | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = LetilesScoreSheet.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LetilesScoreSheet | None, data)

        score = _parse_score(d.pop("score"))

        ruleset = LetilesRules.from_dict(d.pop("ruleset"))

        letiles_play = cls(
            legal=legal,
            reason=reason,
            state=state,
            score=score,
            ruleset=ruleset,
        )

        return letiles_play
