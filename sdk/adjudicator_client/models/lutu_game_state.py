from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_bet import LutuBet
    from ..models.lutu_game_settlement import LutuGameSettlement


T = TypeVar("T", bound="LutuGameState")


@_attrs_define
class LutuGameState:
    """
    Attributes:
        banker (str): the banker Example: A.
        children (list[str]): the children in betting order Example: ['A', 'B'].
        seed (int): the banker's cast is drawn from it when not observed
        bets (list[LutuBet]): the bets so far, child by child in betting order
        cast (int | None): the banker's cast; null until thrown
        to_play (None | str): the child to bet, then the banker; null once thrown
        over (bool): the banker has thrown
        settlement (LutuGameSettlement | None): once thrown: each net gain (checked on input)
    """

    banker: str
    children: list[str]
    seed: int
    bets: list[LutuBet]
    cast: int | None
    to_play: None | str
    over: bool
    settlement: LutuGameSettlement | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.lutu_game_settlement import LutuGameSettlement

        banker = self.banker

        children = self.children

        seed = self.seed

        bets = []
        for bets_item_data in self.bets:
            bets_item = bets_item_data.to_dict()
            bets.append(bets_item)

        cast: int | None
        cast = self.cast

        to_play: None | str
        to_play = self.to_play

        over = self.over

        settlement: dict[str, Any] | None
        if isinstance(self.settlement, LutuGameSettlement):
            settlement = self.settlement.to_dict()
        else:
            settlement = self.settlement

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "banker": banker,
                "children": children,
                "seed": seed,
                "bets": bets,
                "cast": cast,
                "to_play": to_play,
                "over": over,
                "settlement": settlement,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> typing.Self:
        from ..models.lutu_bet import LutuBet
        from ..models.lutu_game_settlement import LutuGameSettlement

        d = dict(src_dict)
        banker = d.pop("banker")

        children = typing.cast(list[str], d.pop("children"))

        seed = d.pop("seed")

        bets = []
        _bets = d.pop("bets")
        for bets_item_data in _bets:
            bets_item = LutuBet.from_dict(bets_item_data)

            bets.append(bets_item)

        def _parse_cast(data: object) -> int | None:
            if data is None:
                return data
            return typing.cast(int | None, data)

        cast = _parse_cast(d.pop("cast"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return typing.cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        def _parse_settlement(data: object) -> LutuGameSettlement | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                settlement_type_0 = LutuGameSettlement.from_dict(data)

                return settlement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return typing.cast(LutuGameSettlement | None, data)

        settlement = _parse_settlement(d.pop("settlement"))

        lutu_game_state = cls(
            banker=banker,
            children=children,
            seed=seed,
            bets=bets,
            cast=cast,
            to_play=to_play,
            over=over,
            settlement=settlement,
        )

        return lutu_game_state
