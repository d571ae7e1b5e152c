from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_apply_request_action import LauzaitApplyRequestAction
    from ..models.lauzait_apply_request_state import LauzaitApplyRequestState


T = TypeVar("T", bound="LauzaitApplyRequest")


@_attrs_define
class LauzaitApplyRequest:
    """
    Attributes:
        state (LauzaitApplyRequestState): the game as returned by the service
        seat (int): who acts
        action (LauzaitApplyRequestAction): as listed by the actions operation
        ruleset (Any | Unset): a preset name ('default', 'english') or an options object
    """

    state: LauzaitApplyRequestState
    seat: int
    action: LauzaitApplyRequestAction
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        seat = self.seat

        action = self.action.to_dict()

        ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "seat": seat,
                "action": action,
            }
        )
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_apply_request_action import LauzaitApplyRequestAction
        from ..models.lauzait_apply_request_state import LauzaitApplyRequestState

        d = dict(src_dict)
        state = LauzaitApplyRequestState.from_dict(d.pop("state"))

        seat = d.pop("seat")

        action = LauzaitApplyRequestAction.from_dict(d.pop("action"))

        ruleset = d.pop("ruleset", UNSET)

        lauzait_apply_request = cls(
            state=state,
            seat=seat,
            action=action,
            ruleset=ruleset,
        )

        return lauzait_apply_request
