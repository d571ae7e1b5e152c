from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_rules import NineRules
    from ..models.nine_state import NineState


T = TypeVar("T", bound="NineGame")


@_attrs_define
class NineGame:
    """
    Attributes:
        state (NineState):
        seed (int): the seed the deck was shuffled with
        ruleset (NineRules):
    """

    state: NineState
    seed: int
    ruleset: NineRules

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
        from ..models.nine_rules import NineRules
        from ..models.nine_state import NineState

        d = dict(src_dict)
        state = NineState.from_dict(d.pop("state"))

        seed = d.pop("seed")

        ruleset = NineRules.from_dict(d.pop("ruleset"))

        nine_game = cls(
            state=state,
            seed=seed,
            ruleset=ruleset,
        )

        return nine_game
