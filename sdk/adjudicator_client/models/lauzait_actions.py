from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lauzait_action import LauzaitAction


T = TypeVar("T", bound="LauzaitActions")


@_attrs_define
class LauzaitActions:
    """
    Attributes:
        to_play (int | None):
        actions (list[LauzaitAction]):
        stalemate (bool):
    """

    to_play: int | None
    actions: list[LauzaitAction]
    stalemate: bool

    def to_dict(self) -> dict[str, Any]:
        to_play: int | None
        to_play = self.to_play

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        stalemate = self.stalemate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "actions": actions,
                "stalemate": stalemate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_action import LauzaitAction

        d = dict(src_dict)

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = LauzaitAction.from_dict(actions_item_data)

            actions.append(actions_item)

        stalemate = d.pop("stalemate")

        lauzait_actions = cls(
            to_play=to_play,
            actions=actions,
            stalemate=stalemate,
        )

        return lauzait_actions
