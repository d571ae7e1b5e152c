from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ships_action import ShipsAction
    from ..models.ships_rules import ShipsRules


T = TypeVar("T", bound="ShipsActions")


@_attrs_define
class ShipsActions:
    """
    Attributes:
        seat (int):
        throw (int):
        forced_pass (bool): a throw of 0 (or an empty start store): pass
        count (int):
        actions (list[ShipsAction]):
        rules (ShipsRules):
    """

    seat: int
    throw: int
    forced_pass: bool
    count: int
    actions: list[ShipsAction]
    rules: ShipsRules

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        throw = self.throw

        forced_pass = self.forced_pass

        count = self.count

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "throw": throw,
                "forced_pass": forced_pass,
                "count": count,
                "actions": actions,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ships_action import ShipsAction
        from ..models.ships_rules import ShipsRules

        d = dict(src_dict)
        seat = d.pop("seat")

        throw = d.pop("throw")

        forced_pass = d.pop("forced_pass")

        count = d.pop("count")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ShipsAction.from_dict(actions_item_data)

            actions.append(actions_item)

        rules = ShipsRules.from_dict(d.pop("rules"))

        ships_actions = cls(
            seat=seat,
            throw=throw,
            forced_pass=forced_pass,
            count=count,
            actions=actions,
            rules=rules,
        )

        return ships_actions
