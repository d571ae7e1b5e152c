from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.netxiju_rules_input_randomizer import NetxijuRulesInputRandomizer
from ..types import UNSET, Unset

T = TypeVar("T", bound="NetxijuRulesInput")


@_attrs_define
class NetxijuRulesInput:
    """
    Attributes:
        randomizer (NetxijuRulesInputRandomizer | Unset): sticks6 (the designers' card, default), sticks5 or d6
        drink_on_blocked (bool | Unset): a throw overshooting the goal (no move) still counts as a stop (default false)
    """

    randomizer: NetxijuRulesInputRandomizer | Unset = UNSET
    drink_on_blocked: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        randomizer: str | Unset = UNSET
        if not isinstance(self.randomizer, Unset):
            randomizer = self.randomizer.value

        drink_on_blocked = self.drink_on_blocked

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if randomizer is not UNSET:
            field_dict["randomizer"] = randomizer
        if drink_on_blocked is not UNSET:
            field_dict["drink_on_blocked"] = drink_on_blocked

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _randomizer = d.pop("randomizer", UNSET)
        randomizer: NetxijuRulesInputRandomizer | Unset
        if isinstance(_randomizer, Unset):
            randomizer = UNSET
        else:
            randomizer = NetxijuRulesInputRandomizer(_randomizer)

        drink_on_blocked = d.pop("drink_on_blocked", UNSET)

        netxiju_rules_input = cls(
            randomizer=randomizer,
            drink_on_blocked=drink_on_blocked,
        )

        return netxiju_rules_input
