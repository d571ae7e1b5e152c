from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_action import UtageAction
    from ..models.utage_state import UtageState


T = TypeVar("T", bound="UtageVerdict")


@_attrs_define
class UtageVerdict:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        state (UtageState):
        action (UtageAction):
    """

    legal: bool
    reason: None | str
    state: UtageState
    action: UtageAction

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        state = self.state.to_dict()

        action = self.action.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "state": state,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_action import UtageAction
        from ..models.utage_state import UtageState

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        state = UtageState.from_dict(d.pop("state"))

        action = UtageAction.from_dict(d.pop("action"))

        utage_verdict = cls(
            legal=legal,
            reason=reason,
            state=state,
            action=action,
        )

        return utage_verdict
