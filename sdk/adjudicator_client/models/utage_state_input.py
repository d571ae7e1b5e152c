from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.utage_state_input_phase import UtageStateInputPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.utage_player_input import UtagePlayerInput


T = TypeVar("T", bound="UtageStateInput")


@_attrs_define
class UtageStateInput:
    """
    Attributes:
        seats (list[UtagePlayerInput]): the players, in seat order
        lord_cups (int): the lord's stack
        first (int | Unset): the first player of the round
        phase (UtageStateInputPhase | Unset): setup (between rounds), play, end (after a declaration), scoring, over
        formula (None | str | Unset): the flipped lord card (null between rounds): integers, SLOTi or SLOT(i), MAX/最大,
            MIN/最小, COUNT/個数, + - × ÷ (or * /) and parentheses; division floors Example: SLOT1 + SLOT2 + MAX × COUNT.
        slots (list[int | None] | Unset): the die on each slot of the card (null = empty)
        lord_cup_dice (int | Unset): dice in the lord's cup (rolled only at scoring)
        to_play (int | None | Unset): the seat to act (read in the play phase; the head of the end queue after a
            declaration); null between rounds, at scoring and once over
        declarer (int | None | Unset): the seat that declared the end
        end_queue (list[int] | Unset): the seats still to take their end-phase turn, in order
        winner (int | None | Unset): the game's winner once it is over
        seed (int | None | Unset): the game's seed: the rolls not given are drawn from it and the round's number (null:
            at random)
        rounds (int | Unset): rounds started so far
        over (bool | Unset): the game has ended (phase over)
    """

    seats: list[UtagePlayerInput]
    lord_cups: int
    first: int | Unset = UNSET
    phase: UtageStateInputPhase | Unset = UNSET
    formula: None | str | Unset = UNSET
    slots: list[int | None] | Unset = UNSET
    lord_cup_dice: int | Unset = UNSET
    to_play: int | None | Unset = UNSET
    declarer: int | None | Unset = UNSET
    end_queue: list[int] | Unset = UNSET
    winner: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    rounds: int | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        lord_cups = self.lord_cups

        first = self.first

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        formula: None | str | Unset
        if isinstance(self.formula, Unset):
            formula = UNSET
        else:
            formula = self.formula

        slots: list[int | None] | Unset = UNSET
        if not isinstance(self.slots, Unset):
            slots = []
            for slots_item_data in self.slots:
                slots_item: int | None
                slots_item = slots_item_data
                slots.append(slots_item)

        lord_cup_dice = self.lord_cup_dice

        to_play: int | None | Unset
        if isinstance(self.to_play, Unset):
            to_play = UNSET
        else:
            to_play = self.to_play

        declarer: int | None | Unset
        if isinstance(self.declarer, Unset):
            declarer = UNSET
        else:
            declarer = self.declarer

        end_queue: list[int] | Unset = UNSET
        if not isinstance(self.end_queue, Unset):
            end_queue = self.end_queue

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        rounds = self.rounds

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "lord_cups": lord_cups,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first
        if phase is not UNSET:
            field_dict["phase"] = phase
        if formula is not UNSET:
            field_dict["formula"] = formula
        if slots is not UNSET:
            field_dict["slots"] = slots
        if lord_cup_dice is not UNSET:
            field_dict["lord_cup_dice"] = lord_cup_dice
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if declarer is not UNSET:
            field_dict["declarer"] = declarer
        if end_queue is not UNSET:
            field_dict["end_queue"] = end_queue
        if winner is not UNSET:
            field_dict["winner"] = winner
        if seed is not UNSET:
            field_dict["seed"] = seed
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.utage_player_input import UtagePlayerInput

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = UtagePlayerInput.from_dict(seats_item_data)

            seats.append(seats_item)

        lord_cups = d.pop("lord_cups")

        first = d.pop("first", UNSET)

        _phase = d.pop("phase", UNSET)
        phase: UtageStateInputPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = UtageStateInputPhase(_phase)

        def _parse_formula(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        formula = _parse_formula(d.pop("formula", UNSET))

        _slots = d.pop("slots", UNSET)
        slots: list[int | None] | Unset = UNSET
        if _slots is not UNSET:
            slots = []
            for slots_item_data in _slots:

                def _parse_slots_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                slots_item = _parse_slots_item(slots_item_data)

                slots.append(slots_item)

        lord_cup_dice = d.pop("lord_cup_dice", UNSET)

        def _parse_to_play(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_play = _parse_to_play(d.pop("to_play", UNSET))

        def _parse_declarer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        declarer = _parse_declarer(d.pop("declarer", UNSET))

        end_queue = cast(list[int], d.pop("end_queue", UNSET))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        rounds = d.pop("rounds", UNSET)

        over = d.pop("over", UNSET)

        utage_state_input = cls(
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

        return utage_state_input
