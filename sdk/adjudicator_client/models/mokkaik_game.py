from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_rules import MokkaikRules
    from ..models.mokkaik_state import MokkaikState


T = TypeVar("T", bound="MokkaikGame")


@_attrs_define
class MokkaikGame:
    """
    Attributes:
        state (MokkaikState):
        seed (int): the seed the deck was shuffled with
        ruleset (MokkaikRules):
    """

    state: MokkaikState
    seed: int
    ruleset: MokkaikRules

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
        from ..models.mokkaik_rules import MokkaikRules
        from ..models.mokkaik_state import MokkaikState

        d = dict(src_dict)
        state = MokkaikState.from_dict(d.pop("state"))

        seed = d.pop("seed")

        ruleset = MokkaikRules.from_dict(d.pop("ruleset"))

        mokkaik_game = cls(
            state=state,
            seed=seed,
            ruleset=ruleset,
        )

        return mokkaik_game
