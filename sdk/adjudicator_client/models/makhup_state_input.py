from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.makhup_state_input_hands import MakhupStateInputHands


T = TypeVar("T", bound="MakhupStateInput")


@_attrs_define
class MakhupStateInput:
    """
    Attributes:
        seats (list[str]): 2 to 6 distinct names in turn order
        hands (MakhupStateInputHands): player -> cards
        to_play (None | str): whose turn it is; null once the game is over Example: 甲.
        dealer (str): who played first; the turns go round from them Example: 甲.
        turns_taken (int): the turns taken so far (plays, draws and passes): it is the turn of the player this many
            seats after the dealer
        roads (list[str] | Unset): the tips of the open roads, by index (at most 96 in a request)
        stock (list[str] | Unset): top first (at most 96 in a request)
        passes (int | Unset): consecutive passes
        discard (list[str] | Unset): covered and erased cards (at most 96 in a request)
        winners (list[str] | Unset): the player who played out, or, once everyone passed with the stock empty, those
            holding the fewest cards
        over (bool | Unset): the game has ended (winners named)
    """

    seats: list[str]
    hands: MakhupStateInputHands
    to_play: None | str
    dealer: str
    turns_taken: int
    roads: list[str] | Unset = UNSET
    stock: list[str] | Unset = UNSET
    passes: int | Unset = UNSET
    discard: list[str] | Unset = UNSET
    winners: list[str] | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        hands = self.hands.to_dict()

        to_play: None | str
        to_play = self.to_play

        dealer = self.dealer

        turns_taken = self.turns_taken

        roads: list[str] | Unset = UNSET
        if not isinstance(self.roads, Unset):
            roads = self.roads

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        passes = self.passes

        discard: list[str] | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = self.discard

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "hands": hands,
                "to_play": to_play,
                "dealer": dealer,
                "turns_taken": turns_taken,
            }
        )
        if roads is not UNSET:
            field_dict["roads"] = roads
        if stock is not UNSET:
            field_dict["stock"] = stock
        if passes is not UNSET:
            field_dict["passes"] = passes
        if discard is not UNSET:
            field_dict["discard"] = discard
        if winners is not UNSET:
            field_dict["winners"] = winners
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.makhup_state_input_hands import MakhupStateInputHands

        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        hands = MakhupStateInputHands.from_dict(d.pop("hands"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        dealer = d.pop("dealer")

        turns_taken = d.pop("turns_taken")

        roads = cast(list[str], d.pop("roads", UNSET))

        stock = cast(list[str], d.pop("stock", UNSET))

        passes = d.pop("passes", UNSET)

        discard = cast(list[str], d.pop("discard", UNSET))

        winners = cast(list[str], d.pop("winners", UNSET))

        over = d.pop("over", UNSET)

        makhup_state_input = cls(
            seats=seats,
            hands=hands,
            to_play=to_play,
            dealer=dealer,
            turns_taken=turns_taken,
            roads=roads,
            stock=stock,
            passes=passes,
            discard=discard,
            winners=winners,
            over=over,
        )

        return makhup_state_input
