from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

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
        legal (bool):
        reason (None | str):
        state (ShipsState):
        cast (int): the cast, observed or drawn
        action (ShipsAction):
        ruleset (ShipsRules):
    """

    legal: bool
    reason: None | str
    state: ShipsState
    cast: int
    action: ShipsAction
    ruleset: ShipsRules

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        state = self.state.to_dict()

        cast = self.cast

        action = self.action.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "state": state,
                "cast": cast,
                "action": action,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.ships_action import ShipsAction
        from ..models.ships_rules import ShipsRules
        from ..models.ships_state import ShipsState

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return typing.cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        state = ShipsState.from_dict(d.pop("state"))

        cast = d.pop("cast")

        action = ShipsAction.from_dict(d.pop("action"))

        ruleset = ShipsRules.from_dict(d.pop("ruleset"))

        ships_verdict = cls(
            legal=legal,
            reason=reason,
            state=state,
            cast=cast,
            action=action,
            ruleset=ruleset,
        )

        return ships_verdict
