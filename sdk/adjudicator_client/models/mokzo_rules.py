from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokzo_rules_end import MokzoRulesEnd
from ..models.mokzo_rules_turn_order import MokzoRulesTurnOrder

T = TypeVar("T", bound="MokzoRules")


@_attrs_define
class MokzoRules:
    """
    Attributes:
        start_rice (int): rice each player starts with (default 0)
        start_coin (int): coins each player starts with (default 0)
        resource_cap (int | None): the most rice, and the most coins, a player may hold (or what it started with, if
            more); null: no cap (default)
        moves_per_turn (int): moves a player makes in a turn (default 1)
        kaun_affects_coin_install (bool): 車 lowers the install cost of red cards (paid in coins) too, not only of black
            ones (default true)
        kaun_stack (bool): several 車 stack (default true)
        turn_order (MokzoRulesTurnOrder): manual: the main actions in any order (default); book: the book's order (draw,
            activate, exchange, destroy, install or discard, move)
        end (MokzoRulesEnd): once a horse reaches the summit: the round is finished (default) or the game ends at once
        river (bool): leaving a river node costs 1 more (default false)
        sticks (int): the number of throwing sticks (default 5)
    """

    start_rice: int
    start_coin: int
    resource_cap: int | None
    moves_per_turn: int
    kaun_affects_coin_install: bool
    kaun_stack: bool
    turn_order: MokzoRulesTurnOrder
    end: MokzoRulesEnd
    river: bool
    sticks: int

    def to_dict(self) -> dict[str, Any]:
        start_rice = self.start_rice

        start_coin = self.start_coin

        resource_cap: int | None
        resource_cap = self.resource_cap

        moves_per_turn = self.moves_per_turn

        kaun_affects_coin_install = self.kaun_affects_coin_install

        kaun_stack = self.kaun_stack

        turn_order = self.turn_order.value

        end = self.end.value

        river = self.river

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start_rice": start_rice,
                "start_coin": start_coin,
                "resource_cap": resource_cap,
                "moves_per_turn": moves_per_turn,
                "kaun_affects_coin_install": kaun_affects_coin_install,
                "kaun_stack": kaun_stack,
                "turn_order": turn_order,
                "end": end,
                "river": river,
                "sticks": sticks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start_rice = d.pop("start_rice")

        start_coin = d.pop("start_coin")

        def _parse_resource_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resource_cap = _parse_resource_cap(d.pop("resource_cap"))

        moves_per_turn = d.pop("moves_per_turn")

        kaun_affects_coin_install = d.pop("kaun_affects_coin_install")

        kaun_stack = d.pop("kaun_stack")

        turn_order = MokzoRulesTurnOrder(d.pop("turn_order"))

        end = MokzoRulesEnd(d.pop("end"))

        river = d.pop("river")

        sticks = d.pop("sticks")

        mokzo_rules = cls(
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

        return mokzo_rules
