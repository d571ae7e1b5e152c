from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.makkaik_play_action import MakkaikPlayAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="MakkaikPlay")


@_attrs_define
class MakkaikPlay:
    """
    Attributes:
        action (MakkaikPlayAction): the exchange or betting action
        player (str): the player who plays Example: 甲.
        give (str | Unset): swap/keep: the hand card given up, e.g. 黒馬 Example: 黒馬.
        take (str | Unset): swap: the community card taken; keep: the drawn card kept Example: 黒馬.
        amount (int | Unset): base: the dealer's base bet, 1 to 5
    """

    action: MakkaikPlayAction
    player: str
    give: str | Unset = UNSET
    take: str | Unset = UNSET
    amount: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        player = self.player

        give = self.give

        take = self.take

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "player": player,
            }
        )
        if give is not UNSET:
            field_dict["give"] = give
        if take is not UNSET:
            field_dict["take"] = take
        if amount is not UNSET:
            field_dict["amount"] = amount

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MakkaikPlayAction(d.pop("action"))

        player = d.pop("player")

        give = d.pop("give", UNSET)

        take = d.pop("take", UNSET)

        amount = d.pop("amount", UNSET)

        makkaik_play = cls(
            action=action,
            player=player,
            give=give,
            take=take,
            amount=amount,
        )

        return makkaik_play
