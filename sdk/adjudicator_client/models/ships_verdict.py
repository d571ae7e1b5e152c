from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_action import ShipsAction
    from ..models.ships_rules import ShipsRules
    from ..models.ships_state import ShipsState


T = TypeVar("T", bound="ShipsVerdict")


@_attrs_define
class ShipsVerdict:
    """
    Attributes:
        state (ShipsState):
        legal (bool):
        reason (None | str):
        throw (int): the throw, observed or drawn
        action (ShipsAction):
        rules (ShipsRules):
    """

    state: ShipsState
    legal: bool
    reason: None | str
    throw: int
    action: ShipsAction
    rules: ShipsRules

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        legal = self.legal

        reason: None | str
        reason = self.reason

        throw = self.throw

        action = self.action.to_dict()

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "legal": legal,
                "reason": reason,
                "throw": throw,
                "action": action,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_action import ShipsAction
        from ..models.ships_rules import ShipsRules
        from ..models.ships_state import ShipsState

        d = dict(src_dict)
        state = ShipsState.from_dict(d.pop("state"))

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        throw = d.pop("throw")

        action = ShipsAction.from_dict(d.pop("action"))

        rules = ShipsRules.from_dict(d.pop("rules"))

        ships_verdict = cls(
            state=state,
            legal=legal,
            reason=reason,
            throw=throw,
            action=action,
            rules=rules,
        )

        return ships_verdict
