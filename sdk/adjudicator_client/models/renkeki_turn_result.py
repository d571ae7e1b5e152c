from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.renkeki_rules import RenkekiRules
    from ..models.renkeki_turn import RenkekiTurn


T = TypeVar("T", bound="RenkekiTurnResult")


@_attrs_define
class RenkekiTurnResult:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        illegal_step (int | None): index of the first illegal step (null if all legal)
        history (list[RenkekiTurn]): the turn after each legal step
        turn (RenkekiTurn):
        seed (int | None): the seed missing casts were drawn with (null: all observed)
        ruleset (RenkekiRules):
    """

    legal: bool
    reason: None | str
    illegal_step: int | None
    history: list[RenkekiTurn]
    turn: RenkekiTurn
    seed: int | None
    ruleset: RenkekiRules

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        illegal_step: int | None
        illegal_step = self.illegal_step

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        turn = self.turn.to_dict()

        seed: int | None
        seed = self.seed

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "illegal_step": illegal_step,
                "history": history,
                "turn": turn,
                "seed": seed,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.renkeki_rules import RenkekiRules
        from ..models.renkeki_turn import RenkekiTurn

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_illegal_step(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        illegal_step = _parse_illegal_step(d.pop("illegal_step"))

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = RenkekiTurn.from_dict(history_item_data)

            history.append(history_item)

        turn = RenkekiTurn.from_dict(d.pop("turn"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        ruleset = RenkekiRules.from_dict(d.pop("ruleset"))

        renkeki_turn_result = cls(
            legal=legal,
            reason=reason,
            illegal_step=illegal_step,
            history=history,
            turn=turn,
            seed=seed,
            ruleset=ruleset,
        )

        return renkeki_turn_result
