from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_outcome_state import GameOutcomeState
    from ..models.probability import Probability


T = TypeVar("T", bound="GameOutcome")


@_attrs_define
class GameOutcome:
    """
    Attributes:
        probability (Probability):
        state (GameOutcomeState): the state it leads to
    """

    probability: Probability
    state: GameOutcomeState

    def to_dict(self) -> dict[str, Any]:
        probability = self.probability.to_dict()

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "probability": probability,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_outcome_state import GameOutcomeState
        from ..models.probability import Probability

        d = dict(src_dict)
        probability = Probability.from_dict(d.pop("probability"))

        state = GameOutcomeState.from_dict(d.pop("state"))

        game_outcome = cls(
            probability=probability,
            state=state,
        )

        return game_outcome
