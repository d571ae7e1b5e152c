from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.utage_state_phase import UtageStatePhase

if TYPE_CHECKING:
    from ..models.utage_player import UtagePlayer


T = TypeVar("T", bound="UtageState")


@_attrs_define
class UtageState:
    """
    Attributes:
        seats (list[UtagePlayer]): the players, in seat order
        lord_cups (int): the lord's stack
        first (int): the first player of the round
        phase (UtageStatePhase): setup (between rounds), play, end (after a declaration), scoring, over
        formula (None | str): the flipped lord card (null between rounds): integers, SLOTi or SLOT(i), MAX/最大, MIN/最小,
            COUNT/個数, + - × ÷ (or * /) and parentheses; division floors Example: SLOT1 + SLOT2 + MAX × COUNT.
        slots (list[int | None]): the die on each slot of the card (null = empty)
        lord_cup_dice (int): dice in the lord's cup (rolled only at scoring)
        to_play (int | None): the seat to act (read in the play phase; the head of the end queue after a declaration);
            null between rounds, at scoring and once over
        declarer (int | None): the seat that declared the end
        end_queue (list[int]): the seats still to take their end-phase turn, in order
        winner (int | None): the game's winner once it is over
        seed (int | None): the game's seed: the rolls not given are drawn from it and the round's number (null: at
            random)
        rounds (int): rounds started so far
        over (bool): the game has ended (phase over)
    """

    seats: list[UtagePlayer]
    lord_cups: int
    first: int
    phase: UtageStatePhase
    formula: None | str
    slots: list[int | None]
    lord_cup_dice: int
    to_play: int | None
    declarer: int | None
    end_queue: list[int]
    winner: int | None
    seed: int | None
    rounds: int
    over: bool

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        lord_cups = self.lord_cups

        first = self.first

        phase = self.phase.value

        formula: None | str
        formula = self.formula

        slots = []
        for slots_item_data in self.slots:
            slots_item: int | None
            slots_item = slots_item_data
            slots.append(slots_item)

        lord_cup_dice = self.lord_cup_dice

        to_play: int | None
        to_play = self.to_play

        declarer: int | None
        declarer = self.declarer

        end_queue = self.end_queue

        winner: int | None
        winner = self.winner

        seed: int | None
        seed = self.seed

        rounds = self.rounds

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "lord_cups": lord_cups,
                "first": first,
                "phase": phase,
                "formula": formula,
                "slots": slots,
                "lord_cup_dice": lord_cup_dice,
                "to_play": to_play,
                "declarer": declarer,
                "end_queue": end_queue,
                "winner": winner,
                "seed": seed,
                "rounds": rounds,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_player import UtagePlayer

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = UtagePlayer.from_dict(seats_item_data)

            seats.append(seats_item)

        lord_cups = d.pop("lord_cups")

        first = d.pop("first")

        phase = UtageStatePhase(d.pop("phase"))

        def _parse_formula(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        formula = _parse_formula(d.pop("formula"))

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:

            def _parse_slots_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            slots_item = _parse_slots_item(slots_item_data)

            slots.append(slots_item)

        lord_cup_dice = d.pop("lord_cup_dice")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        def _parse_declarer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        declarer = _parse_declarer(d.pop("declarer"))

        end_queue = cast(list[int], d.pop("end_queue"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        rounds = d.pop("rounds")

        over = d.pop("over")

        utage_state = cls(
            seats=seats,
            lord_cups=lord_cups,
            first=first,
            phase=phase,
            formula=formula,
            slots=slots,
            lord_cup_dice=lord_cup_dice,
            to_play=to_play,
            declarer=declarer,
            end_queue=end_queue,
            winner=winner,
            seed=seed,
            rounds=rounds,
            over=over,
        )

        return utage_state
