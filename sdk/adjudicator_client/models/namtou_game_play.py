from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.namtou_game_play_action import NamtouGamePlayAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="NamtouGamePlay")


@_attrs_define
class NamtouGamePlay:
    """
    Attributes:
        action (NamtouGamePlayAction): fold (無行) or bet (加行)
        player (str): the player who decides Example: 甲.
        amount (int | Unset): bet: the sticks bet, from min_bet to max_bet
    """

    action: NamtouGamePlayAction
    player: str
    amount: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        player = self.player

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "player": player,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = NamtouGamePlayAction(d.pop("action"))

        player = d.pop("player")

        amount = d.pop("amount", UNSET)

        namtou_game_play = cls(
            action=action,
            player=player,
            amount=amount,
        )

        return namtou_game_play
