from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.namtou_game_play import NamtouGamePlay


T = TypeVar("T", bound="NamtouMatchPlays")


@_attrs_define
class NamtouMatchPlays:
    """
    Attributes:
        plays (list[NamtouGamePlay]): fold, and a bet of min_bet when affordable (any amount from min_bet to max_bet is
            legal)
        to_play (None | str):  Example: 甲.
        min_bet (int): the least 加行: the last 加行 made, else 1
        max_bet (int): the most: the sticks the player has left
        over (bool):
    """

    plays: list[NamtouGamePlay]
    to_play: None | str
    min_bet: int
    max_bet: int
    over: bool

    def to_dict(self) -> dict[str, Any]:
        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        to_play: None | str
        to_play = self.to_play

        min_bet = self.min_bet

        max_bet = self.max_bet

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
                "to_play": to_play,
                "min_bet": min_bet,
                "max_bet": max_bet,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.namtou_game_play import NamtouGamePlay

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = NamtouGamePlay.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        min_bet = d.pop("min_bet")

        max_bet = d.pop("max_bet")

        over = d.pop("over")

        namtou_match_plays = cls(
            plays=plays,
            to_play=to_play,
            min_bet=min_bet,
            max_bet=max_bet,
            over=over,
        )

        return namtou_match_plays
