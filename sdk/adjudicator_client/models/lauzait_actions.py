from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_action import LauzaitAction
    from ..models.lauzait_compact_actions import LauzaitCompactActions


T = TypeVar("T", bound="LauzaitActions")


@_attrs_define
class LauzaitActions:
    """
    Attributes:
        to_play (int | None):
        stalemate (bool):
        actions (list[LauzaitAction] | Unset): absent under form: compact
        compact_actions (LauzaitCompactActions | Unset):
    """

    to_play: int | None
    stalemate: bool
    actions: list[LauzaitAction] | Unset = UNSET
    compact_actions: LauzaitCompactActions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to_play: int | None
        to_play = self.to_play

        stalemate = self.stalemate

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item = actions_item_data.to_dict()
                actions.append(actions_item)

        compact_actions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.compact_actions, Unset):
            compact_actions = self.compact_actions.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "stalemate": stalemate,
            }
        )
        if actions is not UNSET:
            field_dict["actions"] = actions
        if compact_actions is not UNSET:
            field_dict["compact_actions"] = compact_actions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_action import LauzaitAction
        from ..models.lauzait_compact_actions import LauzaitCompactActions

        d = dict(src_dict)

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        stalemate = d.pop("stalemate")

        _actions = d.pop("actions", UNSET)
        actions: list[LauzaitAction] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = LauzaitAction.from_dict(actions_item_data)

                actions.append(actions_item)

        _compact_actions = d.pop("compact_actions", UNSET)
        compact_actions: LauzaitCompactActions | Unset
        if isinstance(_compact_actions, Unset):
            compact_actions = UNSET
        else:
            compact_actions = LauzaitCompactActions.from_dict(_compact_actions)

        lauzait_actions = cls(
            to_play=to_play,
            stalemate=stalemate,
            actions=actions,
            compact_actions=compact_actions,
        )

        return lauzait_actions
