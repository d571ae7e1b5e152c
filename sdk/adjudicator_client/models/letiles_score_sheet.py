from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_score_sheet_winners_item import LetilesScoreSheetWinnersItem

if TYPE_CHECKING:
    from ..models.letiles_area import LetilesArea
    from ..models.letiles_chips import LetilesChips
    from ..models.letiles_player_score import LetilesPlayerScore


T = TypeVar("T", bound="LetilesScoreSheet")


@_attrs_define
class LetilesScoreSheet:
    """
    Attributes:
        areas (list[LetilesArea]):
        seats (list[LetilesPlayerScore]): each player's sheet, in seat order
        winners (list[LetilesScoreSheetWinnersItem]): the highest total, ties broken by the fewest areas; several
            colours = a draw
        chips_left (LetilesChips | None): the chips left in the box under finite_chips (null: unlimited)
        draw (bool):
    """

    areas: list[LetilesArea]
    seats: list[LetilesPlayerScore]
    winners: list[LetilesScoreSheetWinnersItem]
    chips_left: LetilesChips | None
    draw: bool

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "areas": areas,
                "seats": seats,
                "winners": winners,
                "chips_left": chips_left,
                "draw": draw,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_area import LetilesArea
        from ..models.letiles_chips import LetilesChips
        from ..models.letiles_player_score import LetilesPlayerScore

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
            winners_item = LetilesScoreSheetWinnersItem(winners_item_data)

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

        letiles_score_sheet = cls(
            areas=areas,
            seats=seats,
            winners=winners,
            chips_left=chips_left,
            draw=draw,
        )

        return letiles_score_sheet
