from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokzo_rules_input_end import MokzoRulesInputEnd
from ..models.mokzo_rules_input_turn_order import MokzoRulesInputTurnOrder
from ..types import UNSET, Unset

T = TypeVar("T", bound="MokzoRulesInput")


@_attrs_define
class MokzoRulesInput:
    """
    Attributes:
        start_rice (int | Unset): rice each player starts with (default 0)
        start_coin (int | Unset): coins each player starts with (default 0)
        resource_cap (int | None | Unset): the most rice, and the most coins, a player may hold (or what it started
            with, if more); null: no cap (default)
        moves_per_turn (int | Unset): moves a player makes in a turn (default 1)
        kaun_affects_coin_install (bool | Unset): 車 lowers the install cost of red cards (paid in coins) too, not only
            of black ones (default true)
        kaun_stack (bool | Unset): several 車 stack (default true)
        turn_order (MokzoRulesInputTurnOrder | Unset): manual: the main actions in any order (default); book: the book's
            order (draw, activate, exchange, destroy, install or discard, move)
        end (MokzoRulesInputEnd | Unset): once a horse reaches the summit: the round is finished (default) or the game
            ends at once
        river (bool | Unset): leaving a river node costs 1 more (default false)
        sticks (int | Unset): the number of throwing sticks (default 5)
    """

    start_rice: int | Unset = UNSET
    start_coin: int | Unset = UNSET
    resource_cap: int | None | Unset = UNSET
    moves_per_turn: int | Unset = UNSET
    kaun_affects_coin_install: bool | Unset = UNSET
    kaun_stack: bool | Unset = UNSET
    turn_order: MokzoRulesInputTurnOrder | Unset = UNSET
    end: MokzoRulesInputEnd | Unset = UNSET
    river: bool | Unset = UNSET
    sticks: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        start_rice = self.start_rice

        start_coin = self.start_coin

        resource_cap: int | None | Unset
        if isinstance(self.resource_cap, Unset):
            resource_cap = UNSET
        else:
            resource_cap = self.resource_cap

        moves_per_turn = self.moves_per_turn

        kaun_affects_coin_install = self.kaun_affects_coin_install

        kaun_stack = self.kaun_stack

        turn_order: str | Unset = UNSET
        if not isinstance(self.turn_order, Unset):
            turn_order = self.turn_order.value

        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value

        river = self.river

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if start_rice is not UNSET:
            field_dict["start_rice"] = start_rice
        if start_coin is not UNSET:
            field_dict["start_coin"] = start_coin
        if resource_cap is not UNSET:
            field_dict["resource_cap"] = resource_cap
        if moves_per_turn is not UNSET:
            field_dict["moves_per_turn"] = moves_per_turn
        if kaun_affects_coin_install is not UNSET:
            field_dict["kaun_affects_coin_install"] = kaun_affects_coin_install
        if kaun_stack is not UNSET:
            field_dict["kaun_stack"] = kaun_stack
        if turn_order is not UNSET:
            field_dict["turn_order"] = turn_order
        if end is not UNSET:
            field_dict["end"] = end
        if river is not UNSET:
            field_dict["river"] = river
        if sticks is not UNSET:
            field_dict["sticks"] = sticks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start_rice = d.pop("start_rice", UNSET)

        start_coin = d.pop("start_coin", UNSET)

        def _parse_resource_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        resource_cap = _parse_resource_cap(d.pop("resource_cap", UNSET))

        moves_per_turn = d.pop("moves_per_turn", UNSET)

        kaun_affects_coin_install = d.pop("kaun_affects_coin_install", UNSET)

        kaun_stack = d.pop("kaun_stack", UNSET)

        _turn_order = d.pop("turn_order", UNSET)
        turn_order: MokzoRulesInputTurnOrder | Unset
        if isinstance(_turn_order, Unset):
            turn_order = UNSET
        else:
            turn_order = MokzoRulesInputTurnOrder(_turn_order)

        _end = d.pop("end", UNSET)
        end: MokzoRulesInputEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = MokzoRulesInputEnd(_end)

        river = d.pop("river", UNSET)

        sticks = d.pop("sticks", UNSET)

        mokzo_rules_input = cls(
            start_rice=start_rice,
            start_coin=start_coin,
            resource_cap=resource_cap,
            moves_per_turn=moves_per_turn,
            kaun_affects_coin_install=kaun_affects_coin_install,
            kaun_stack=kaun_stack,
            turn_order=turn_order,
            end=end,
            river=river,
            sticks=sticks,
        )

        return mokzo_rules_input
