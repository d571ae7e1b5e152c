from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_game_state import LutuGameState
    from ..models.lutu_rules import LutuRules


T = TypeVar("T", bound="LutuPlayVerdict")


@_attrs_define
class LutuPlayVerdict:
    """
    Attributes:
        state (LutuGameState):
        ruleset (LutuRules):
        legal (bool):
        reason (None | str):
    """

    state: LutuGameState
    ruleset: LutuRules
    legal: bool
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        legal = self.legal

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "ruleset": ruleset,
                "legal": legal,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_game_state import LutuGameState
        from ..models.lutu_rules import LutuRules

        d = dict(src_dict)
        state = LutuGameState.from_dict(d.pop("state"))

        ruleset = LutuRules.from_dict(d.pop("ruleset"))

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        lutu_play_verdict = cls(
            state=state,
            ruleset=ruleset,
            legal=legal,
            reason=reason,
        )

        return lutu_play_verdict
