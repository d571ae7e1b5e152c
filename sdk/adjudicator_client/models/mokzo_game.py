from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_rules import MokzoRules
    from ..models.mokzo_state import MokzoState


T = TypeVar("T", bound="MokzoGame")


@_attrs_define
class MokzoGame:
    """
    Attributes:
        state (MokzoState):
        ruleset (MokzoRules):
    """

    state: MokzoState
    ruleset: MokzoRules

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
        from ..models.mokzo_rules import MokzoRules
        from ..models.mokzo_state import MokzoState

        d = dict(src_dict)
        state = MokzoState.from_dict(d.pop("state"))

        ruleset = MokzoRules.from_dict(d.pop("ruleset"))

        mokzo_game = cls(
            state=state,
            ruleset=ruleset,
        )

        return mokzo_game
