from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.taxot_action_action import TaxotActionAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="TaxotAction")


@_attrs_define
class TaxotAction:
    """
    Attributes:
        action (TaxotActionAction):
        player (str):  Example: 甲.
        cards (list[str] | Unset):
    """

    action: TaxotActionAction
    player: str
    cards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        player = self.player

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "player": player,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = TaxotActionAction(d.pop("action"))

        player = d.pop("player")

        cards = cast(list[str], d.pop("cards", UNSET))

        taxot_action = cls(
            action=action,
            player=player,
            cards=cards,
        )

        return taxot_action
