from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_cep_day_order_actions_item import LauzaitCepDayOrderActionsItem
from ..models.lauzait_cep_day_order_order_type_0_item import (
    LauzaitCepDayOrderOrderType0Item,
)

if TYPE_CHECKING:
    from ..models.lauzait_cep_ruleset import LauzaitCepRuleset


T = TypeVar("T", bound="LauzaitCepDayOrder")


@_attrs_define
class LauzaitCepDayOrder:
    """
    Attributes:
        legal (bool):
        reason (None | str): why not, when illegal
        actions (list[LauzaitCepDayOrderActionsItem]):
        order (list[LauzaitCepDayOrderOrderType0Item] | None): the order the ruleset fixes (null: any order)
        ruleset (LauzaitCepRuleset):
    """

    legal: bool
    reason: None | str
    actions: list[LauzaitCepDayOrderActionsItem]
    order: list[LauzaitCepDayOrderOrderType0Item] | None
    ruleset: LauzaitCepRuleset

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.value
            actions.append(actions_item)

        order: list[str] | None
        if isinstance(self.order, list):
            order = []
            for order_type_0_item_data in self.order:
                order_type_0_item = order_type_0_item_data.value
                order.append(order_type_0_item)

        else:
            order = self.order

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "actions": actions,
                "order": order,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_ruleset import LauzaitCepRuleset

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = LauzaitCepDayOrderActionsItem(actions_item_data)

            actions.append(actions_item)

        def _parse_order(data: object) -> list[LauzaitCepDayOrderOrderType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = []
                _order_type_0 = data
                for order_type_0_item_data in _order_type_0:
                    order_type_0_item = LauzaitCepDayOrderOrderType0Item(
                        order_type_0_item_data
                    )

                    order_type_0.append(order_type_0_item)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LauzaitCepDayOrderOrderType0Item] | None, data)

        order = _parse_order(d.pop("order"))

        ruleset = LauzaitCepRuleset.from_dict(d.pop("ruleset"))

        lauzait_cep_day_order = cls(
            legal=legal,
            reason=reason,
            actions=actions,
            order=order,
            ruleset=ruleset,
        )

        return lauzait_cep_day_order
