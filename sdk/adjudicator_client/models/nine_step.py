from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_combo import NineCombo
    from ..models.nine_rules import NineRules
    from ..models.nine_state import NineState


T = TypeVar("T", bound="NineStep")


@_attrs_define
class NineStep:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        combo (NineCombo | None):
        scored (int): points for emptying the hand: the largest hand among the others
        state (NineState):
        ruleset (NineRules):
    """

    legal: bool
    reason: None | str
    combo: NineCombo | None
    scored: int
    state: NineState
    ruleset: NineRules

    def to_dict(self) -> dict[str, Any]:
        from ..models.nine_combo import NineCombo

        legal = self.legal

        reason: None | str
        reason = self.reason

        combo: dict[str, Any] | None
        if isinstance(self.combo, NineCombo):
            combo = self.combo.to_dict()
        else:
            combo = self.combo

        scored = self.scored

        state = self.state.to_dict()

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "combo": combo,
                "scored": scored,
                "state": state,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_combo import NineCombo
        from ..models.nine_rules import NineRules
        from ..models.nine_state import NineState

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_combo(data: object) -> NineCombo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                combo_type_0 = NineCombo.from_dict(data)

                return combo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NineCombo | None, data)

        combo = _parse_combo(d.pop("combo"))

        scored = d.pop("scored")

        state = NineState.from_dict(d.pop("state"))

        ruleset = NineRules.from_dict(d.pop("ruleset"))

        nine_step = cls(
            legal=legal,
            reason=reason,
            combo=combo,
            scored=scored,
            state=state,
            ruleset=ruleset,
        )

        return nine_step
