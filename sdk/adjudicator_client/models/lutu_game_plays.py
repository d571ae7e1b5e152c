from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_number import LutuNumber
    from ..models.lutu_throw_outcome import LutuThrowOutcome


T = TypeVar("T", bound="LutuGamePlays")


@_attrs_define
class LutuGamePlays:
    """
    Attributes:
        to_play (None | str): null once thrown
        over (bool):
        numbers (list[LutuNumber]): a child's turn: the numbers to bet on (none otherwise)
        most_bets (int): how many different numbers the child may bet on (1 unless multi_bets; 0 when it is not a
            child's turn)
        casts (list[LutuThrowOutcome]): the banker's turn: every cast with its exact probability and what the banker
            nets by it (none otherwise)
    """

    to_play: None | str
    over: bool
    numbers: list[LutuNumber]
    most_bets: int
    casts: list[LutuThrowOutcome]

    def to_dict(self) -> dict[str, Any]:
        to_play: None | str
        to_play = self.to_play

        over = self.over

        numbers = []
        for numbers_item_data in self.numbers:
            numbers_item = numbers_item_data.to_dict()
            numbers.append(numbers_item)

        most_bets = self.most_bets

        casts = []
        for casts_item_data in self.casts:
            casts_item = casts_item_data.to_dict()
            casts.append(casts_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_play": to_play,
                "over": over,
                "numbers": numbers,
                "most_bets": most_bets,
                "casts": casts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_number import LutuNumber
        from ..models.lutu_throw_outcome import LutuThrowOutcome

        d = dict(src_dict)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        numbers = []
        _numbers = d.pop("numbers")
        for numbers_item_data in _numbers:
            numbers_item = LutuNumber.from_dict(numbers_item_data)

            numbers.append(numbers_item)

        most_bets = d.pop("most_bets")

        casts = []
        _casts = d.pop("casts")
        for casts_item_data in _casts:
            casts_item = LutuThrowOutcome.from_dict(casts_item_data)

            casts.append(casts_item)

        lutu_game_plays = cls(
            to_play=to_play,
            over=over,
            numbers=numbers,
            most_bets=most_bets,
            casts=casts,
        )

        return lutu_game_plays
