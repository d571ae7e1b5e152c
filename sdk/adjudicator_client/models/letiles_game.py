from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_game_seats_item import LetilesGameSeatsItem

if TYPE_CHECKING:
    from ..models.letiles_hand import LetilesHand
    from ..models.letiles_placement import LetilesPlacement
    from ..models.letiles_rules import LetilesRules


T = TypeVar("T", bound="LetilesGame")


@_attrs_define
class LetilesGame:
    """
    Attributes:
        placements (list[LetilesPlacement]): the table, in play order
        seats (list[LetilesGameSeatsItem]): the colours in seat order
        hands (list[LetilesHand]): one per seat
        to_play (int | None): the seat to play (seat 0 if left out; it must be the seat after the last placement), null
            once the game is over
        ruleset (LetilesRules):
        over (bool): the game is over: every tile played (checked on input)
    """

    placements: list[LetilesPlacement]
    seats: list[LetilesGameSeatsItem]
    hands: list[LetilesHand]
    to_play: int | None
    ruleset: LetilesRules
    over: bool

    def to_dict(self) -> dict[str, Any]:
        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.value
            seats.append(seats_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        to_play: int | None
        to_play = self.to_play

        ruleset = self.ruleset.to_dict()

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "placements": placements,
                "seats": seats,
                "hands": hands,
                "to_play": to_play,
                "ruleset": ruleset,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_hand import LetilesHand
        from ..models.letiles_placement import LetilesPlacement
        from ..models.letiles_rules import LetilesRules

        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in _placements:
            placements_item = LetilesPlacement.from_dict(placements_item_data)

            placements.append(placements_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LetilesGameSeatsItem(seats_item_data)

            seats.append(seats_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = LetilesHand.from_dict(hands_item_data)

            hands.append(hands_item)

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        ruleset = LetilesRules.from_dict(d.pop("ruleset"))

        over = d.pop("over")

        letiles_game = cls(
            placements=placements,
            seats=seats,
            hands=hands,
            to_play=to_play,
            ruleset=ruleset,
            over=over,
        )

        return letiles_game
