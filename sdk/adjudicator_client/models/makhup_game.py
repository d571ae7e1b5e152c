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
        rules (MakhupRules):
    """

    state: MakhupState
    seed: int
    rules: MakhupRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        seed = self.seed

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "seed": seed,
                "rules": rules,
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

        rules = MakhupRules.from_dict(d.pop("rules"))

        makhup_game = cls(
            state=state,
            seed=seed,
            rules=rules,
        )

        return makhup_game
