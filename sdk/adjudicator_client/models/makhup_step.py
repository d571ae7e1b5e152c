from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_rules import MakhupRules
    from ..models.makhup_state import MakhupState


T = TypeVar("T", bound="MakhupStep")


@_attrs_define
class MakhupStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        state (MakhupState):
        ruleset (MakhupRules):
    """

    legal: bool
    reason: None | str
    state: MakhupState
    ruleset: MakhupRules

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "state": state,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_rules import MakhupRules
        from ..models.makhup_state import MakhupState

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        state = MakhupState.from_dict(d.pop("state"))

        ruleset = MakhupRules.from_dict(d.pop("ruleset"))

        makhup_step = cls(
            legal=legal,
            reason=reason,
            state=state,
            ruleset=ruleset,
        )

        return makhup_step
