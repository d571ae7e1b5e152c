from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_rules import UtageRules
    from ..models.utage_state import UtageState


T = TypeVar("T", bound="UtageStateResult")


@_attrs_define
class UtageStateResult:
    """
    Attributes:
        state (UtageState):
        ruleset (UtageRules):
    """

    state: UtageState
    ruleset: UtageRules

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
        from ..models.utage_rules import UtageRules
        from ..models.utage_state import UtageState

        d = dict(src_dict)
        state = UtageState.from_dict(d.pop("state"))

        ruleset = UtageRules.from_dict(d.pop("ruleset"))

        utage_state_result = cls(
            state=state,
            ruleset=ruleset,
        )

        return utage_state_result
