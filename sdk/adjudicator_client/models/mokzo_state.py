from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokzo_state_done_item import MokzoStateDoneItem

if TYPE_CHECKING:
    from ..models.mokzo_card import MokzoCard
    from ..models.mokzo_player import MokzoPlayer
    from ..models.mokzo_route import MokzoRoute


T = TypeVar("T", bound="MokzoState")


@_attrs_define
class MokzoState:
    """
    Attributes:
        seats (list[MokzoPlayer]): the players by seat
        deck (list[MokzoCard]): the draw pile
        discard (list[MokzoCard]): the discard pile
        route (MokzoRoute):
        first (int): the seat that played the first turn
        turn_number (int): turns played
        done (list[MokzoStateDoneItem]): main steps done this turn
        half_move (bool): a 巫 low throw halves this turn's move
        moves_made (int): paid moves made this turn
        seed (int): draws the casts a request does not give
        final_round (bool): a horse has reached the summit: the round under way is the last
        winners (list[int]): the seats on the summit in ranking order once the game is decided
        to_play (int | None): the seat to play, null once the game is over (the state's own; checked when sent back)
        over (bool): checked on input
    """

    seats: list[MokzoPlayer]
    deck: list[MokzoCard]
    discard: list[MokzoCard]
    route: MokzoRoute
    first: int
    turn_number: int
    done: list[MokzoStateDoneItem]
    half_move: bool
    moves_made: int
    seed: int
    final_round: bool
    winners: list[int]
    to_play: int | None
    over: bool

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        deck = []
        for deck_item_data in self.deck:
            deck_item = deck_item_data.to_dict()
            deck.append(deck_item)

        discard = []
        for discard_item_data in self.discard:
            discard_item = discard_item_data.to_dict()
            discard.append(discard_item)

        route = self.route.to_dict()

        first = self.first

        turn_number = self.turn_number

        done = []
        for done_item_data in self.done:
            done_item = done_item_data.value
            done.append(done_item)

        half_move = self.half_move

        moves_made = self.moves_made

        seed = self.seed

        final_round = self.final_round

        winners = self.winners

        to_play: int | None
        to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "deck": deck,
                "discard": discard,
                "route": route,
                "first": first,
                "turn_number": turn_number,
                "done": done,
                "half_move": half_move,
                "moves_made": moves_made,
                "seed": seed,
                "final_round": final_round,
                "winners": winners,
                "to_play": to_play,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_card import MokzoCard
        from ..models.mokzo_player import MokzoPlayer
        from ..models.mokzo_route import MokzoRoute

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MokzoPlayer.from_dict(seats_item_data)

            seats.append(seats_item)

        deck = []
        _deck = d.pop("deck")
        for deck_item_data in _deck:
            deck_item = MokzoCard.from_dict(deck_item_data)

            deck.append(deck_item)

        discard = []
        _discard = d.pop("discard")
        for discard_item_data in _discard:
            discard_item = MokzoCard.from_dict(discard_item_data)

            discard.append(discard_item)

        route = MokzoRoute.from_dict(d.pop("route"))

        first = d.pop("first")

        turn_number = d.pop("turn_number")

        done = []
        _done = d.pop("done")
        for done_item_data in _done:
            done_item = MokzoStateDoneItem(done_item_data)

            done.append(done_item)

        half_move = d.pop("half_move")

        moves_made = d.pop("moves_made")

        seed = d.pop("seed")

        final_round = d.pop("final_round")

        winners = cast(list[int], d.pop("winners"))

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        mokzo_state = cls(
            seats=seats,
            deck=deck,
            discard=discard,
            route=route,
            first=first,
            turn_number=turn_number,
            done=done,
            half_move=half_move,
            moves_made=moves_made,
            seed=seed,
            final_round=final_round,
            winners=winners,
            to_play=to_play,
            over=over,
        )

        return mokzo_state
