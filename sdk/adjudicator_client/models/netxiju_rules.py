from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.netxiju_rules_randomizer import NetxijuRulesRandomizer

T = TypeVar("T", bound="NetxijuRules")


@_attrs_define
class NetxijuRules:
    """
    Attributes:
        randomizer (NetxijuRulesRandomizer): sticks6 (the designers' card, default), sticks5 or d6
        drink_on_blocked (bool): a throw overshooting the goal (no move) still counts as a stop (default false)
    """

    randomizer: NetxijuRulesRandomizer
    drink_on_blocked: bool

    def to_dict(self) -> dict[str, Any]:
        randomizer = self.randomizer.value

        drink_on_blocked = self.drink_on_blocked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "randomizer": randomizer,
                "drink_on_blocked": drink_on_blocked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        randomizer = NetxijuRulesRandomizer(d.pop("randomizer"))

        drink_on_blocked = d.pop("drink_on_blocked")

        netxiju_rules = cls(
            randomizer=randomizer,
            drink_on_blocked=drink_on_blocked,
        )

        return netxiju_rules
