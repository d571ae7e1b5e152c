from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_game_state import LutuGameState
    from ..models.lutu_rules import LutuRules


T = TypeVar("T", bound="LutuGameAnswer")


@_attrs_define
class LutuGameAnswer:
    """
    Attributes:
        state (LutuGameState):
        ruleset (LutuRules):
    """

    state: LutuGameState
    ruleset: LutuRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_game_state import LutuGameState
        from ..models.lutu_rules import LutuRules

        d = dict(src_dict)
        state = LutuGameState.from_dict(d.pop("state"))

        ruleset = LutuRules.from_dict(d.pop("ruleset"))

        lutu_game_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return lutu_game_answer
