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
        rules (MokzoRules):
    """

    state: MokzoState
    rules: MokzoRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_rules import MokzoRules
        from ..models.mokzo_state import MokzoState

        d = dict(src_dict)
        state = MokzoState.from_dict(d.pop("state"))

        rules = MokzoRules.from_dict(d.pop("rules"))

        mokzo_game = cls(
            state=state,
            rules=rules,
        )

        return mokzo_game
