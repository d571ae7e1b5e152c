from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokzo_rules import MokzoRules
    from ..models.mokzo_state import MokzoState


T = TypeVar("T", bound="MokzoVerdict")


@_attrs_define
class MokzoVerdict:
    """
    Attributes:
        legal (bool):
        reason (None | str): why not, when illegal
        events (list[str]): what happened
        state (MokzoState):
        ruleset (MokzoRules):
    """

    legal: bool
    reason: None | str
    events: list[str]
    state: MokzoState
    ruleset: MokzoRules

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        events = self.events

        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "events": events,
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
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        events = cast(list[str], d.pop("events"))

        state = MokzoState.from_dict(d.pop("state"))

        ruleset = MokzoRules.from_dict(d.pop("ruleset"))

        mokzo_verdict = cls(
            legal=legal,
            reason=reason,
            events=events,
            state=state,
            ruleset=ruleset,
        )

        return mokzo_verdict
