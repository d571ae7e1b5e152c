from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NamtouBet")


@_attrs_define
class NamtouBet:
    """
    Attributes:
        player (str):  Example: 甲.
        amount (int | None): 加行: the bet (at least the previous one); null: 無行, out
    """

    player: str
    amount: int | None

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        amount: int | None
        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player")

        def _parse_amount(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount = _parse_amount(d.pop("amount"))

        namtou_bet = cls(
            player=player,
            amount=amount,
        )

        return namtou_bet
