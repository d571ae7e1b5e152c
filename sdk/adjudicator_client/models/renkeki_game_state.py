from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.jujai_settlement import JujaiSettlement
    from ..models.renkeki_game_state_rounds_item import RenkekiGameStateRoundsItem
    from ..models.renkeki_turn import RenkekiTurn


T = TypeVar("T", bound="RenkekiGameState")


@_attrs_define
class RenkekiGameState:
    """
    Attributes:
        seats (list[str]): the players in seating order (the order of each round) Example: ['A', 'B'].
        seed (int): casts not given are drawn from it (the same for the same game)
        stake (int): what each player stakes a round
        rounds (list[RenkekiGameStateRoundsItem]): player -> the turn's decisions, a round each: everyone first, then
            the players tied at the top of the round before; the last turn may be unfinished
        to_play (None | str): whose turn it is; null once the game is over
        over (bool): a round had a unique highest result
        turn (RenkekiTurn):
        settlement (JujaiSettlement):
    """

    seats: list[str]
    seed: int
    stake: int
    rounds: list[RenkekiGameStateRoundsItem]
    to_play: None | str
    over: bool
    turn: RenkekiTurn
    settlement: JujaiSettlement

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        seed = self.seed

        stake = self.stake

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        to_play: None | str
        to_play = self.to_play

        over = self.over

        turn = self.turn.to_dict()

        settlement = self.settlement.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "seed": seed,
                "stake": stake,
                "rounds": rounds,
                "to_play": to_play,
                "over": over,
                "turn": turn,
                "settlement": settlement,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.jujai_settlement import JujaiSettlement
        from ..models.renkeki_game_state_rounds_item import RenkekiGameStateRoundsItem
        from ..models.renkeki_turn import RenkekiTurn

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        seed = d.pop("seed")

        stake = d.pop("stake")

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = RenkekiGameStateRoundsItem.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        turn = RenkekiTurn.from_dict(d.pop("turn"))

        settlement = JujaiSettlement.from_dict(d.pop("settlement"))

        renkeki_game_state = cls(
            seats=seats,
            seed=seed,
            stake=stake,
            rounds=rounds,
            to_play=to_play,
            over=over,
            turn=turn,
            settlement=settlement,
        )

        return renkeki_game_state
