from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LutuBet")


@_attrs_define
class LutuBet:
    """
    Attributes:
        child (str): the child who bets Example: A.
        number (int): the number bet on (a cast of the sticks)
        stake (int): the stake
    """

    child: str
    number: int
    stake: int

    def to_dict(self) -> dict[str, Any]:
        child = self.child

        number = self.number

        stake = self.stake

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "child": child,
                "number": number,
                "stake": stake,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        child = d.pop("child")

        number = d.pop("number")

        stake = d.pop("stake")

        lutu_bet = cls(
            child=child,
            number=number,
            stake=stake,
        )

        return lutu_bet
