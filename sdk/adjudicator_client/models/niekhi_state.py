from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_current import NiekhiCurrent
    from ..models.niekhi_state_hands import NiekhiStateHands


T = TypeVar("T", bound="NiekhiState")


@_attrs_define
class NiekhiState:
    """
    Attributes:
        seats (list[str]): 3 to 12 distinct names in turn order
        hands (NiekhiStateHands): player -> cards
        to_play (None | str): whose turn it is; null once the game is over Example: 甲.
        current (NiekhiCurrent | None): null: the player to play leads
        passes (int): passes since the combo was played
        discard (list[str]): the discard pile (at most 96 in a request)
        finished (list[str]): the players who played out all their cards, in order
        out (list[str]): the players whose hands another player's 将 emptied (no win)
        winner (None | str): the first to play out all their own cards Example: 甲.
        over (bool): fewer than two players hold cards
    """

    seats: list[str]
    hands: NiekhiStateHands
    to_play: None | str
    current: NiekhiCurrent | None
    passes: int
    discard: list[str]
    finished: list[str]
    out: list[str]
    winner: None | str
    over: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.niekhi_current import NiekhiCurrent

        seats = self.seats

        hands = self.hands.to_dict()

        to_play: None | str
        to_play = self.to_play

        current: dict[str, Any] | None
        if isinstance(self.current, NiekhiCurrent):
            current = self.current.to_dict()
        else:
            current = self.current

        passes = self.passes

        discard = self.discard

        finished = self.finished

        out = self.out

        winner: None | str
        winner = self.winner

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "hands": hands,
                "to_play": to_play,
                "current": current,
                "passes": passes,
                "discard": discard,
                "finished": finished,
                "out": out,
                "winner": winner,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_current import NiekhiCurrent
        from ..models.niekhi_state_hands import NiekhiStateHands

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        hands = NiekhiStateHands.from_dict(d.pop("hands"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        def _parse_current(data: object) -> NiekhiCurrent | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_0 = NiekhiCurrent.from_dict(data)

                return current_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NiekhiCurrent | None, data)

        current = _parse_current(d.pop("current"))

        passes = d.pop("passes")

        discard = cast(list[str], d.pop("discard"))

        finished = cast(list[str], d.pop("finished"))

        out = cast(list[str], d.pop("out"))

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        over = d.pop("over")

        niekhi_state = cls(
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

        return niekhi_state
