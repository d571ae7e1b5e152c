from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_game_input_seats_item import LetilesGameInputSeatsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_hand_input import LetilesHandInput
    from ..models.letiles_placement_input import LetilesPlacementInput
    from ..models.letiles_rules_input import LetilesRulesInput


T = TypeVar("T", bound="LetilesGameInput")


@_attrs_define
class LetilesGameInput:
    """
    Attributes:
        seats (list[LetilesGameInputSeatsItem]): the colours in seat order
        hands (list[LetilesHandInput]): one per seat
        placements (list[LetilesPlacementInput] | Unset): the table, in play order
        to_play (int | None | Unset): the seat to play (seat 0 if left out; it must be the seat after the last
            placement), null once the game is over
        ruleset (LetilesRulesInput | Unset):
        over (bool | Unset): the game is over: every tile played (checked on input)
    """

    seats: list[LetilesGameInputSeatsItem]
    hands: list[LetilesHandInput]
    placements: list[LetilesPlacementInput] | Unset = UNSET
    to_play: int | None | Unset = UNSET
    ruleset: LetilesRulesInput | Unset = UNSET
    over: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.value
            seats.append(seats_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        placements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.placements, Unset):
            placements = []
            for placements_item_data in self.placements:
                placements_item = placements_item_data.to_dict()
                placements.append(placements_item)

        to_play: int | None | Unset
        if isinstance(self.to_play, Unset):
            to_play = UNSET
        else:
            to_play = self.to_play

        ruleset: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.to_dict()

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "hands": hands,
            }
        )
        if placements is not UNSET:
            field_dict["placements"] = placements
        if to_play is not UNSET:
            field_dict["to_play"] = to_play
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if over is not UNSET:
            field_dict["over"] = over

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_hand_input import LetilesHandInput
        from ..models.letiles_placement_input import LetilesPlacementInput
        from ..models.letiles_rules_input import LetilesRulesInput

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LetilesGameInputSeatsItem(seats_item_data)

            seats.append(seats_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = LetilesHandInput.from_dict(hands_item_data)

            hands.append(hands_item)

        _placements = d.pop("placements", UNSET)
        placements: list[LetilesPlacementInput] | Unset = UNSET
        if _placements is not UNSET:
            placements = []
            for placements_item_data in _placements:
                placements_item = LetilesPlacementInput.from_dict(placements_item_data)

                placements.append(placements_item)

        def _parse_to_play(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_play = _parse_to_play(d.pop("to_play", UNSET))

        _ruleset = d.pop("ruleset", UNSET)
        ruleset: LetilesRulesInput | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = LetilesRulesInput.from_dict(_ruleset)

        over = d.pop("over", UNSET)

        letiles_game_input = cls(
            seats=seats,
            hands=hands,
            placements=placements,
            to_play=to_play,
            ruleset=ruleset,
            over=over,
        )

        return letiles_game_input
