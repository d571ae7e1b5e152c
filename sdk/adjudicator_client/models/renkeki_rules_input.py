from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.renkeki_rules_input_order import RenkekiRulesInputOrder
from ..types import UNSET, Unset

T = TypeVar("T", bound="RenkekiRulesInput")


@_attrs_define
class RenkekiRulesInput:
    """
    Attributes:
        first_throw_can_bust (bool | Unset): a first throw of 0 or 1 already loses (default false)
        order (RenkekiRulesInputOrder | Unset): how the players take their turns: one after the other, each seeing the
            totals before (sequential_open, default), or all at once unseen (simultaneous_hidden)
        sticks (int | Unset): sticks thrown, 2 to 5 (default 5)
    """

    first_throw_can_bust: bool | Unset = UNSET
    order: RenkekiRulesInputOrder | Unset = UNSET
    sticks: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_throw_can_bust = self.first_throw_can_bust

        order: str | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order.value

        sticks = self.sticks

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_throw_can_bust is not UNSET:
            field_dict["first_throw_can_bust"] = first_throw_can_bust
        if order is not UNSET:
            field_dict["order"] = order
        if sticks is not UNSET:
            field_dict["sticks"] = sticks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        first_throw_can_bust = d.pop("first_throw_can_bust", UNSET)

        _order = d.pop("order", UNSET)
        order: RenkekiRulesInputOrder | Unset
        if isinstance(_order, Unset):
            order = UNSET
        else:
            order = RenkekiRulesInputOrder(_order)

        sticks = d.pop("sticks", UNSET)

        renkeki_rules_input = cls(
            first_throw_can_bust=first_throw_can_bust,
            order=order,
            sticks=sticks,
        )

        return renkeki_rules_input
