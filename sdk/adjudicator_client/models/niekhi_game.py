from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_rules import NiekhiRules
    from ..models.niekhi_state import NiekhiState


T = TypeVar("T", bound="NiekhiGame")


@_attrs_define
class NiekhiGame:
    """
    Attributes:
        state (NiekhiState):
        seed (int): the seed the deck was shuffled with
        ruleset (NiekhiRules):
    """

    state: NiekhiState
    seed: int
    ruleset: NiekhiRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        seed = self.seed

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "seed": seed,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_rules import NiekhiRules
        from ..models.niekhi_state import NiekhiState

        d = dict(src_dict)
        state = NiekhiState.from_dict(d.pop("state"))

        seed = d.pop("seed")

        ruleset = NiekhiRules.from_dict(d.pop("ruleset"))

        niekhi_game = cls(
            state=state,
            seed=seed,
            ruleset=ruleset,
        )

        return niekhi_game
