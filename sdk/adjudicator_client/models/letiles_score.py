from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_score_winners_item import LetilesScoreWinnersItem

if TYPE_CHECKING:
    from ..models.letiles_area import LetilesArea
    from ..models.letiles_chips import LetilesChips
    from ..models.letiles_player_score import LetilesPlayerScore
    from ..models.letiles_rules import LetilesRules


T = TypeVar("T", bound="LetilesScore")


@_attrs_define
class LetilesScore:
    """
    Attributes:
        areas (list[LetilesArea]):
        seats (list[LetilesPlayerScore]): each player's sheet, in seat order
        winners (list[LetilesScoreWinnersItem]): the highest total, ties broken by the fewest areas; several colours = a
            draw
        chips_left (LetilesChips | None): the chips left in the box under finite_chips (null: unlimited)
        draw (bool):
        ruleset (LetilesRules):
    """

    areas: list[LetilesArea]
    seats: list[LetilesPlayerScore]
    winners: list[LetilesScoreWinnersItem]
    chips_left: LetilesChips | None
    draw: bool
    ruleset: LetilesRules

    def to_dict(self) -> dict[str, Any]:
        from ..models.letiles_chips import LetilesChips

        areas = []
        for areas_item_data in self.areas:
            areas_item = areas_item_data.to_dict()
            areas.append(areas_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        winners = []
        for winners_item_data in self.winners:
            winners_item = winners_item_data.value
            winners.append(winners_item)

        chips_left: dict[str, Any] | None
        if isinstance(self.chips_left, LetilesChips):
            chips_left = self.chips_left.to_dict()
        else:
            chips_left = self.chips_left

        draw = self.draw

        ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "areas": areas,
                "seats": seats,
                "winners": winners,
                "chips_left": chips_left,
                "draw": draw,
                "ruleset": ruleset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_area import LetilesArea
        from ..models.letiles_chips import LetilesChips
        from ..models.letiles_player_score import LetilesPlayerScore
        from ..models.letiles_rules import LetilesRules

        d = dict(src_dict)
        areas = []
        _areas = d.pop("areas")
        for areas_item_data in _areas:
            areas_item = LetilesArea.from_dict(areas_item_data)

            areas.append(areas_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LetilesPlayerScore.from_dict(seats_item_data)

            seats.append(seats_item)

        winners = []
        _winners = d.pop("winners")
        for winners_item_data in _winners:
            winners_item = LetilesScoreWinnersItem(winners_item_data)

            winners.append(winners_item)

        def _parse_chips_left(data: object) -> LetilesChips | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                chips_left_type_0 = LetilesChips.from_dict(data)

                return chips_left_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LetilesChips | None, data)

        chips_left = _parse_chips_left(d.pop("chips_left"))

        draw = d.pop("draw")

        ruleset = LetilesRules.from_dict(d.pop("ruleset"))

        letiles_score = cls(
            areas=areas,
            seats=seats,
            winners=winners,
            chips_left=chips_left,
            draw=draw,
            ruleset=ruleset,
        )

        return letiles_score
