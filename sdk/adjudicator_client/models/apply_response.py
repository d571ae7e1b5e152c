from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.effective_ruleset import EffectiveRuleset
    from ..models.outcome import Outcome
    from ..models.played_move import PlayedMove
    from ..models.probability import Probability


T = TypeVar("T", bound="ApplyResponse")


@_attrs_define
class ApplyResponse:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        move (PlayedMove):
        outcomes (list[Outcome]):
        total_probability (Probability):
        ruleset (EffectiveRuleset):
    """

    legal: bool
    reason: None | str
    move: PlayedMove
    outcomes: list[Outcome]
    total_probability: Probability
    ruleset: EffectiveRuleset

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        move = self.move.to_dict()

        outcomes = []
        for outcomes_item_data in self.outcomes:
            outcomes_item = outcomes_item_data.to_dict()
            outcomes.append(outcomes_item)

        total_probability = self.total_probability.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "move": move,
                "outcomes": outcomes,
                "total_probability": total_probability,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.effective_ruleset import EffectiveRuleset
        from ..models.outcome import Outcome
        from ..models.played_move import PlayedMove
        from ..models.probability import Probability

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        move = PlayedMove.from_dict(d.pop("move"))

        outcomes = []
        _outcomes = d.pop("outcomes")
        for outcomes_item_data in _outcomes:
            outcomes_item = Outcome.from_dict(outcomes_item_data)

            outcomes.append(outcomes_item)

        total_probability = Probability.from_dict(d.pop("total_probability"))

        ruleset = EffectiveRuleset.from_dict(d.pop("ruleset"))

        apply_response = cls(
            legal=legal,
            reason=reason,
            move=move,
            outcomes=outcomes,
            total_probability=total_probability,
            ruleset=ruleset,
        )

        return apply_response
