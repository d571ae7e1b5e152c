from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.makhup_state_hands import MakhupStateHands


T = TypeVar("T", bound="MakhupState")


@_attrs_define
class MakhupState:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        hands (MakhupStateHands): player -> cards
        roads (list[str]): the tips of the open roads, by index (at most 96 in a request)
        stock (list[str]): top first (at most 96 in a request)
        to_play (None | str): whose turn it is; null once the game is over Example: 甲.
        dealer (str): who played first; the turns go round from them Example: 甲.
        turns_taken (int): the turns taken so far (plays, draws and passes): it is the turn of the player this many
            seats after the dealer
        passes (int): consecutive passes
        discard (list[str]): covered and erased cards (at most 96 in a request)
        winners (list[str]): the player who played out, or, once everyone passed with the stock empty, those holding the
            fewest cards
        over (bool): the game has ended (winners named)
    """

    seats: list[str]
    hands: MakhupStateHands
    roads: list[str]
    stock: list[str]
    to_play: None | str
    dealer: str
    turns_taken: int
    passes: int
    discard: list[str]
    winners: list[str]
    over: bool

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        hands = self.hands.to_dict()

        roads = self.roads

        stock = self.stock

        to_play: None | str
        to_play = self.to_play

        dealer = self.dealer

        turns_taken = self.turns_taken

        passes = self.passes

        discard = self.discard

        winners = self.winners

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "hands": hands,
                "roads": roads,
                "stock": stock,
                "to_play": to_play,
                "dealer": dealer,
                "turns_taken": turns_taken,
                "passes": passes,
                "discard": discard,
                "winners": winners,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_state_hands import MakhupStateHands

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        hands = MakhupStateHands.from_dict(d.pop("hands"))

        roads = cast(list[str], d.pop("roads"))

        stock = cast(list[str], d.pop("stock"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        dealer = d.pop("dealer")

        turns_taken = d.pop("turns_taken")

        passes = d.pop("passes")

        discard = cast(list[str], d.pop("discard"))

        winners = cast(list[str], d.pop("winners"))

        over = d.pop("over")

        makhup_state = cls(
            seats=seats,
            hands=hands,
            roads=roads,
            stock=stock,
            to_play=to_play,
            dealer=dealer,
            turns_taken=turns_taken,
            passes=passes,
            discard=discard,
            winners=winners,
            over=over,
        )

        return makhup_state
