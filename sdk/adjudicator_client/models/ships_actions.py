from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

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
        to_play (int | None): the seat whose turn it is; null once the game is over
        ending (bool): someone has 20 at the goal: the game ends when every player has had as many turns
        over (bool): the game has ended (then no action is listed)
        throw (int):
        forced_pass (bool): a throw of 0 (or an empty start store): pass
        count (int):
        actions (list[ShipsAction]):
        rules (ShipsRules):
    """

    seat: int
    to_play: int | None
    ending: bool
    over: bool
    throw: int
    forced_pass: bool
    count: int
    actions: list[ShipsAction]
    rules: ShipsRules

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to_play: int | None
        to_play = self.to_play

        ending = self.ending

        over = self.over

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
                "to_play": to_play,
                "ending": ending,
                "over": over,
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

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        ending = d.pop("ending")

        over = d.pop("over")

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
            to_play=to_play,
            ending=ending,
            over=over,
            throw=throw,
            forced_pass=forced_pass,
            count=count,
            actions=actions,
            rules=rules,
        )

        return ships_actions
