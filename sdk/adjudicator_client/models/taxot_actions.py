from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_action import TaxotAction


T = TypeVar("T", bound="TaxotActions")


@_attrs_define
class TaxotActions:
    """
    Attributes:
        actions (list[TaxotAction]):
        over (bool):
    """

    actions: list[TaxotAction]
    over: bool

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_action import TaxotAction

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = TaxotAction.from_dict(actions_item_data)

            actions.append(actions_item)

        over = d.pop("over")

        taxot_actions = cls(
            actions=actions,
            over=over,
        )

        return taxot_actions
