from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.netxiju_rules import NetxijuRules
    from ..models.netxiju_state import NetxijuState


T = TypeVar("T", bound="NetxijuThrowResult")


@_attrs_define
class NetxijuThrowResult:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        cast (int): the cast: the marked faces (sticks) or the pips
        moved_to (int | None): the destination; null when the cast overshoots the goal
        blocked (bool): the cast overshot the goal: no move
        cups (int): cups drunk on this cast
        sent_back (list[int]): seats sent back
        arrived (bool):
        state (NetxijuState):
        seed (int | None): the seed the cast was drawn with (null: observed)
        ruleset (NetxijuRules):
    """

    legal: bool
    reason: None | str
    cast: int
    moved_to: int | None
    blocked: bool
    cups: int
    sent_back: list[int]
    arrived: bool
    state: NetxijuState
    seed: int | None
    ruleset: NetxijuRules

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        cast = self.cast

        moved_to: int | None
        moved_to = self.moved_to

        blocked = self.blocked

        cups = self.cups

        sent_back = self.sent_back

        arrived = self.arrived

        state = self.state.to_dict()

        seed: int | None
        seed = self.seed

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "cast": cast,
                "moved_to": moved_to,
                "blocked": blocked,
                "cups": cups,
                "sent_back": sent_back,
                "arrived": arrived,
                "state": state,
                "seed": seed,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.netxiju_rules import NetxijuRules
        from ..models.netxiju_state import NetxijuState

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return typing.cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        cast = d.pop("cast")

        def _parse_moved_to(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        moved_to = _parse_moved_to(d.pop("moved_to"))

        blocked = d.pop("blocked")

        cups = d.pop("cups")

        sent_back = typing.cast(list[int], d.pop("sent_back"))

        arrived = d.pop("arrived")

        state = NetxijuState.from_dict(d.pop("state"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        ruleset = NetxijuRules.from_dict(d.pop("ruleset"))

        netxiju_throw_result = cls(
            legal=legal,
            reason=reason,
            cast=cast,
            moved_to=moved_to,
            blocked=blocked,
            cups=cups,
            sent_back=sent_back,
            arrived=arrived,
            state=state,
            seed=seed,
            ruleset=ruleset,
        )

        return netxiju_throw_result
