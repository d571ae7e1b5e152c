from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.renkeki_rules_order import RenkekiRulesOrder

T = TypeVar("T", bound="RenkekiRules")


@_attrs_define
class RenkekiRules:
    """
    Attributes:
        first_throw_can_bust (bool): a first throw of 0 or 1 already loses (default false)
        order (RenkekiRulesOrder): how the players take their turns: one after the other, each seeing the totals before
            (sequential_open, default), or all at once unseen (simultaneous_hidden)
        sticks (int): sticks thrown, 2 to 5 (default 5)
    """

    first_throw_can_bust: bool
    order: RenkekiRulesOrder
    sticks: int

    def to_dict(self) -> dict[str, Any]:
        first_throw_can_bust = self.first_throw_can_bust

        order = self.order.value

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_throw_can_bust": first_throw_can_bust,
                "order": order,
                "sticks": sticks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        first_throw_can_bust = d.pop("first_throw_can_bust")

        order = RenkekiRulesOrder(d.pop("order"))

        sticks = d.pop("sticks")

        renkeki_rules = cls(
            first_throw_can_bust=first_throw_can_bust,
            order=order,
            sticks=sticks,
        )

        return renkeki_rules
