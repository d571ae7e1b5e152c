from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.namtou_game_step_state import NamtouGameStepState
    from ..models.namtou_result import NamtouResult
    from ..models.namtou_rules import NamtouRules


T = TypeVar("T", bound="NamtouGameStep")


@_attrs_define
class NamtouGameStep:
    """
    Attributes:
        state (NamtouGameStepState): players, fee, stake, hands, each cycle's bets, dealer, still_in, paid, pot,
            min_bet, max_bet
        to_play (None | str):  Example: 甲.
        over (bool):
        cycle (int): the betting cycle in play (1-based)
        result (NamtouResult | None): once over: the pot, its winners and the net sticks
        ruleset (NamtouRules):
        legal (bool):
        reason (None | str):
    """

    state: NamtouGameStepState
    to_play: None | str
    over: bool
    cycle: int
    result: NamtouResult | None
    ruleset: NamtouRules
    legal: bool
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.namtou_result import NamtouResult

        state = self.state.to_dict()

        to_play: None | str
        to_play = self.to_play

        over = self.over

        cycle = self.cycle

        result: dict[str, Any] | None
        if isinstance(self.result, NamtouResult):
            result = self.result.to_dict()
        else:
            result = self.result

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
                "cycle": cycle,
                "result": result,
                "ruleset": ruleset,
                "legal": legal,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_game_step_state import NamtouGameStepState
        from ..models.namtou_result import NamtouResult
        from ..models.namtou_rules import NamtouRules

        d = dict(src_dict)
        state = NamtouGameStepState.from_dict(d.pop("state"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        cycle = d.pop("cycle")

        def _parse_result(data: object) -> NamtouResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = NamtouResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NamtouResult | None, data)

        result = _parse_result(d.pop("result"))

        ruleset = NamtouRules.from_dict(d.pop("ruleset"))

        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        namtou_game_step = cls(
            state=state,
            to_play=to_play,
            over=over,
            cycle=cycle,
            result=result,
            ruleset=ruleset,
            legal=legal,
            reason=reason,
        )

        return namtou_game_step
