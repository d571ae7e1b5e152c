from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_action import TaxotAction


T = TypeVar("T", bound="TaxotMatchActions")


@_attrs_define
class TaxotMatchActions:
    """
    Attributes:
        actions (list[TaxotAction]):
        to_play (None | str):  Example: 甲.
        over (bool):
    """

    actions: list[TaxotAction]
    to_play: None | str
    over: bool

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        to_play: None | str
        to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "to_play": to_play,
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

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        taxot_match_actions = cls(
            actions=actions,
            to_play=to_play,
            over=over,
        )

        return taxot_match_actions
