from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makkaik_settlement import MakkaikSettlement
    from ..models.makkaik_step_ruleset import MakkaikStepRuleset
    from ..models.makkaik_step_state import MakkaikStepState


T = TypeVar("T", bound="MakkaikStep")


@_attrs_define
class MakkaikStep:
    """
    Attributes:
        state (MakkaikStepState): hands, community, stock, draw, discards, betting
        to_play (None | str):  Example: 甲.
        over (bool):
        settlement (MakkaikSettlement | None): once over: the pot, its winners and the net chips
        ruleset (MakkaikStepRuleset):
        legal (bool):
        reason (None | str):
    """

    state: MakkaikStepState
    to_play: None | str
    over: bool
    settlement: MakkaikSettlement | None
    ruleset: MakkaikStepRuleset
    legal: bool
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.makkaik_settlement import MakkaikSettlement

        state = self.state.to_dict()

        to_play: None | str
        to_play = self.to_play

        over = self.over

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, MakkaikSettlement):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        ruleset = self.ruleset.to_dict()

        legal = self.legal

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "to_play": to_play,
                "over": over,
                "settlement": settlement,
                "ruleset": ruleset,
                "legal": legal,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makkaik_settlement import MakkaikSettlement
        from ..models.makkaik_step_ruleset import MakkaikStepRuleset
        from ..models.makkaik_step_state import MakkaikStepState

        d = dict(src_dict)
        state = MakkaikStepState.from_dict(d.pop("state"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        def _parse_settlement(data: object) -> MakkaikSettlement | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = MakkaikSettlement.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MakkaikSettlement | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        ruleset = MakkaikStepRuleset.from_dict(d.pop("ruleset"))

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        makkaik_step = cls(
            state=state,
            to_play=to_play,
            over=over,
            settlement=settlement,
            ruleset=ruleset,
            legal=legal,
            reason=reason,
        )

        return makkaik_step
