from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_game_rounds_item import JujaiGameRoundsItem
    from ..models.jujai_settlement import JujaiSettlement


T = TypeVar("T", bound="JujaiGame")


@_attrs_define
class JujaiGame:
    """
    Attributes:
        seats (list[str]): the players in seating order (the order of each round) Example: ['A', 'B'].
        seed (int): casts not given are drawn from it (the same for the same game)
        rounds (list[JujaiGameRoundsItem]): player -> cast, a round each: everyone first, then the players tied at the
            top of the round before; the last round may be partly thrown
        to_play (None | str): who throws next; null once the game is over
        over (bool): a round had a unique highest cast
        settlement (JujaiSettlement):
    """

    seats: list[str]
    seed: int
    rounds: list[JujaiGameRoundsItem]
    to_play: None | str
    over: bool
    settlement: JujaiSettlement

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        seed = self.seed

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        to_play: None | str
        to_play = self.to_play

        over = self.over

        settlement = self.settlement.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "seed": seed,
                "rounds": rounds,
                "to_play": to_play,
                "over": over,
                "settlement": settlement,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_game_rounds_item import JujaiGameRoundsItem
        from ..models.jujai_settlement import JujaiSettlement

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = JujaiGameRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        settlement = JujaiSettlement.from_dict(d.pop("settlement"))

        jujai_game = cls(
            seats=seats,
            seed=seed,
            rounds=rounds,
            to_play=to_play,
            over=over,
            settlement=settlement,
        )

        return jujai_game
