from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

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
        cast (int): the cast, observed or drawn
        forced_pass (bool): a cast of 0 (or an empty start store): pass
        count (int):
        actions (list[ShipsAction]):
        ruleset (ShipsRules):
    """

    seat: int
    to_play: int | None
    ending: bool
    over: bool
    cast: int
    forced_pass: bool
    count: int
    actions: list[ShipsAction]
    ruleset: ShipsRules

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to_play: int | None
        to_play = self.to_play

        ending = self.ending

        over = self.over

        cast = self.cast

        forced_pass = self.forced_pass

        count = self.count

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "to_play": to_play,
                "ending": ending,
                "over": over,
                "cast": cast,
                "forced_pass": forced_pass,
                "count": count,
                "actions": actions,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.ships_action import ShipsAction
        from ..models.ships_rules import ShipsRules

        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        ending = d.pop("ending")

        over = d.pop("over")

        cast = d.pop("cast")

        forced_pass = d.pop("forced_pass")

        count = d.pop("count")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ShipsAction.from_dict(actions_item_data)

            actions.append(actions_item)

        ruleset = ShipsRules.from_dict(d.pop("ruleset"))

        ships_actions = cls(
            seat=seat,
            to_play=to_play,
            ending=ending,
            over=over,
            cast=cast,
            forced_pass=forced_pass,
            count=count,
            actions=actions,
            ruleset=ruleset,
        )

        return ships_actions
