from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.niekhi_current_input import NiekhiCurrentInput
    from ..models.niekhi_state_input_hands import NiekhiStateInputHands


T = TypeVar("T", bound="NiekhiStateInput")


@_attrs_define
class NiekhiStateInput:
    """
    Attributes:
        seats (list[str]): 3 to 12 distinct names in turn order
        hands (NiekhiStateInputHands): player -> cards
        to_play (None | str): whose turn it is; null once the game is over Example: 甲.
        current (NiekhiCurrentInput | None | Unset): null: the player to play leads
        passes (int | Unset): passes since the combo was played
        discard (list[str] | Unset): the discard pile (at most 96 in a request)
        finished (list[str] | Unset): the players who played out all their cards, in order
        out (list[str] | Unset): the players whose hands another player's 将 emptied (no win)
        winner (None | str | Unset): the first to play out all their own cards Example: 甲.
        over (bool | Unset): fewer than two players hold cards
    """

    seats: list[str]
    hands: NiekhiStateInputHands
    to_play: None | str
    current: NiekhiCurrentInput | None | Unset = UNSET
    passes: int | Unset = UNSET
    discard: list[str] | Unset = UNSET
    finished: list[str] | Unset = UNSET
    out: list[str] | Unset = UNSET
    winner: None | str | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_current_input import NiekhiCurrentInput

        seats = self.seats

        hands = self.hands.to_dict()

        to_play: None | str
        to_play = self.to_play

        current: dict[str, Any] | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        elif isinstance(self.current, NiekhiCurrentInput):
            current = self.current.to_dict()
        else:
            current = self.current

        passes = self.passes

        discard: list[str] | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = self.discard

        finished: list[str] | Unset = UNSET
        if not isinstance(self.finished, Unset):
            finished = self.finished

        out: list[str] | Unset = UNSET
        if not isinstance(self.out, Unset):
            out = self.out

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "hands": hands,
                "to_play": to_play,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current
        if passes is not UNSET:
            field_dict["passes"] = passes
        if discard is not UNSET:
            field_dict["discard"] = discard
        if finished is not UNSET:
            field_dict["finished"] = finished
        if out is not UNSET:
            field_dict["out"] = out
        if winner is not UNSET:
            field_dict["winner"] = winner
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_current_input import NiekhiCurrentInput
        from ..models.niekhi_state_input_hands import NiekhiStateInputHands

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        hands = NiekhiStateInputHands.from_dict(d.pop("hands"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        def _parse_current(data: object) -> NiekhiCurrentInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = NiekhiCurrentInput.from_dict(data)

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiCurrentInput | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        passes = d.pop("passes", UNSET)

        discard = cast(list[str], d.pop("discard", UNSET))

        finished = cast(list[str], d.pop("finished", UNSET))

        out = cast(list[str], d.pop("out", UNSET))

        def _parse_winner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        over = d.pop("over", UNSET)

        niekhi_state_input = cls(
            seats=seats,
            hands=hands,
            to_play=to_play,
            current=current,
            passes=passes,
            discard=discard,
            finished=finished,
            out=out,
            winner=winner,
            over=over,
        )

        return niekhi_state_input
