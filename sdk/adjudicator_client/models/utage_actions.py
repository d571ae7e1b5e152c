from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.utage_action import UtageAction


T = TypeVar("T", bound="UtageActions")


@_attrs_define
class UtageActions:
    """
    Attributes:
        seat (int):
        count (int):
        actions (list[UtageAction]): dice named by face, each face once; empty when not its turn
    """

    seat: int
    count: int
    actions: list[UtageAction]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        count = self.count

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "count": count,
                "actions": actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_action import UtageAction

        d = dict(src_dict)
        seat = d.pop("seat")

        count = d.pop("count")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = UtageAction.from_dict(actions_item_data)

            actions.append(actions_item)

        utage_actions = cls(
            seat=seat,
            count=count,
            actions=actions,
        )

        return utage_actions
