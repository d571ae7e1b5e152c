from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.mokzo_state_input_done_item import MokzoStateInputDoneItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mokzo_card_input import MokzoCardInput
    from ..models.mokzo_player_input import MokzoPlayerInput
    from ..models.mokzo_route_input import MokzoRouteInput


T = TypeVar("T", bound="MokzoStateInput")


@_attrs_define
class MokzoStateInput:
    """
    Attributes:
        seats (list[MokzoPlayerInput]): the players by seat
        deck (list[MokzoCardInput] | Unset): the draw pile
        discard (list[MokzoCardInput] | Unset): the discard pile
        route (MokzoRouteInput | Unset):
        first (int | Unset): the seat that played the first turn
        turn_number (int | Unset): turns played
        done (list[MokzoStateInputDoneItem] | Unset): main steps done this turn
        half_move (bool | Unset): a 巫 low throw halves this turn's move
        moves_made (int | Unset): paid moves made this turn
        seed (int | Unset): draws the casts a request does not give
        final_round (bool | Unset): a horse has reached the summit: the round under way is the last
        winners (list[int] | Unset): the seats on the summit in ranking order once the game is decided
        to_play (int | None | Unset): the seat to play, null once the game is over (the state's own; checked when sent
            back)
        over (bool | Unset): checked on input
    """

    seats: list[MokzoPlayerInput]
    deck: list[MokzoCardInput] | Unset = UNSET
    discard: list[MokzoCardInput] | Unset = UNSET
    route: MokzoRouteInput | Unset = UNSET
    first: int | Unset = UNSET
    turn_number: int | Unset = UNSET
    done: list[MokzoStateInputDoneItem] | Unset = UNSET
    half_move: bool | Unset = UNSET
    moves_made: int | Unset = UNSET
    seed: int | Unset = UNSET
    final_round: bool | Unset = UNSET
    winners: list[int] | Unset = UNSET
    to_play: int | None | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        deck: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = []
            for deck_item_data in self.deck:
                deck_item = deck_item_data.to_dict()
                deck.append(deck_item)

        discard: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = []
            for discard_item_data in self.discard:
                discard_item = discard_item_data.to_dict()
                discard.append(discard_item)

        route: dict[str, Any] | Unset = UNSET
        if not isinstance(self.route, Unset):
            route = self.route.to_dict()

        first = self.first

        turn_number = self.turn_number

        done: list[str] | Unset = UNSET
        if not isinstance(self.done, Unset):
            done = []
            for done_item_data in self.done:
                done_item = done_item_data.value
                done.append(done_item)

        half_move = self.half_move

        moves_made = self.moves_made

        seed = self.seed

        final_round = self.final_round

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        to_play: int | None | Unset
        if isinstance(self.to_play, Unset):
            to_play = UNSET
        else:
            to_play = self.to_play

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
            }
        )
        if deck is not UNSET:
            field_dict["deck"] = deck
        if discard is not UNSET:
            field_dict["discard"] = discard
        if route is not UNSET:
            field_dict["route"] = route
        if first is not UNSET:
            field_dict["first"] = first
        if turn_number is not UNSET:
            field_dict["turn_number"] = turn_number
        if done is not UNSET:
            field_dict["done"] = done
        if half_move is not UNSET:
            field_dict["half_move"] = half_move
        if moves_made is not UNSET:
            field_dict["moves_made"] = moves_made
        if seed is not UNSET:
            field_dict["seed"] = seed
        if final_round is not UNSET:
            field_dict["final_round"] = final_round
        if winners is not UNSET:
            field_dict["winners"] = winners
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokzo_card_input import MokzoCardInput
        from ..models.mokzo_player_input import MokzoPlayerInput
        from ..models.mokzo_route_input import MokzoRouteInput

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MokzoPlayerInput.from_dict(seats_item_data)

            seats.append(seats_item)

        _deck = d.pop("deck", UNSET)
        deck: list[MokzoCardInput] | Unset = UNSET
        if _deck is not UNSET:
            deck = []
            for deck_item_data in _deck:
                deck_item = MokzoCardInput.from_dict(deck_item_data)

                deck.append(deck_item)

        _discard = d.pop("discard", UNSET)
        discard: list[MokzoCardInput] | Unset = UNSET
        if _discard is not UNSET:
            discard = []
            for discard_item_data in _discard:
                discard_item = MokzoCardInput.from_dict(discard_item_data)

                discard.append(discard_item)

        _route = d.pop("route", UNSET)
        route: MokzoRouteInput | Unset
        if isinstance(_route, Unset):
            route = UNSET
        else:
            route = MokzoRouteInput.from_dict(_route)

        first = d.pop("first", UNSET)

        turn_number = d.pop("turn_number", UNSET)

        _done = d.pop("done", UNSET)
        done: list[MokzoStateInputDoneItem] | Unset = UNSET
        if _done is not UNSET:
            done = []
            for done_item_data in _done:
                done_item = MokzoStateInputDoneItem(done_item_data)

                done.append(done_item)

        half_move = d.pop("half_move", UNSET)

        moves_made = d.pop("moves_made", UNSET)

        seed = d.pop("seed", UNSET)

        final_round = d.pop("final_round", UNSET)

        winners = cast(list[int], d.pop("winners", UNSET))

        def _parse_to_play(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_play = _parse_to_play(d.pop("to_play", UNSET))

        over = d.pop("over", UNSET)

        mokzo_state_input = cls(
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

        return mokzo_state_input
