from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.renkeki_game_state import RenkekiGameState
    from ..models.renkeki_rules import RenkekiRules


T = TypeVar("T", bound="RenkekiGameAnswer")


@_attrs_define
class RenkekiGameAnswer:
    """
    Attributes:
        state (RenkekiGameState):
        ruleset (RenkekiRules):
    """

    state: RenkekiGameState
    ruleset: RenkekiRules

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
        from ..models.renkeki_game_state import RenkekiGameState
        from ..models.renkeki_rules import RenkekiRules

        d = dict(src_dict)
        state = RenkekiGameState.from_dict(d.pop("state"))

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_game_answer = cls(
            state=state,
            ruleset=ruleset,
        )

        return renkeki_game_answer
