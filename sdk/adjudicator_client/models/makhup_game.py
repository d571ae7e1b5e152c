from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_rules import MakhupRules
    from ..models.makhup_state import MakhupState


T = TypeVar("T", bound="MakhupGame")


@_attrs_define
class MakhupGame:
    """
    Attributes:
        state (MakhupState):
        seed (int): the seed the deck was shuffled with
        ruleset (MakhupRules):
    """

    state: MakhupState
    seed: int
    ruleset: MakhupRules

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
        from ..models.makhup_rules import MakhupRules
        from ..models.makhup_state import MakhupState

        d = dict(src_dict)
        state = MakhupState.from_dict(d.pop("state"))

        seed = d.pop("seed")

        ruleset = MakhupRules.from_dict(d.pop("ruleset"))

        makhup_game = cls(
            state=state,
            seed=seed,
            ruleset=ruleset,
        )

        return makhup_game
