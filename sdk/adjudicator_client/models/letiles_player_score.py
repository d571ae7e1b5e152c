from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.letiles_player_score_colour import LetilesPlayerScoreColour

if TYPE_CHECKING:
    from ..models.letiles_chips import LetilesChips


T = TypeVar("T", bound="LetilesPlayerScore")


@_attrs_define
class LetilesPlayerScore:
    """
    Attributes:
        colour (LetilesPlayerScoreColour):
        areas (int): areas of the player's colour (13+ included)
        area_points (int):
        largest_area_bonus (int): 3 to every owner of the largest
        most_areas_bonus (int): 3 to every player tied on most
        symbol_bonus (int): 3 per area where the symbol qualifies
        points_lost (int): points no chip was left to pay (only under finite_chips; deducted from the total)
        chips (LetilesChips):
        total (int):
    """

    colour: LetilesPlayerScoreColour
    areas: int
    area_points: int
    largest_area_bonus: int
    most_areas_bonus: int
    symbol_bonus: int
    points_lost: int
    chips: LetilesChips
    total: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        areas = self.areas

        area_points = self.area_points

        largest_area_bonus = self.largest_area_bonus

        most_areas_bonus = self.most_areas_bonus

        symbol_bonus = self.symbol_bonus

        points_lost = self.points_lost

        chips = self.chips.to_dict()

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "areas": areas,
                "area_points": area_points,
                "largest_area_bonus": largest_area_bonus,
                "most_areas_bonus": most_areas_bonus,
                "symbol_bonus": symbol_bonus,
                "points_lost": points_lost,
                "chips": chips,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_chips import LetilesChips

        d = dict(src_dict)
        colour = LetilesPlayerScoreColour(d.pop("colour"))

        areas = d.pop("areas")

        area_points = d.pop("area_points")

        largest_area_bonus = d.pop("largest_area_bonus")

        most_areas_bonus = d.pop("most_areas_bonus")

        symbol_bonus = d.pop("symbol_bonus")

        points_lost = d.pop("points_lost")

        chips = LetilesChips.from_dict(d.pop("chips"))

        total = d.pop("total")

        letiles_player_score = cls(
            colour=colour,
            areas=areas,
            area_points=area_points,
            largest_area_bonus=largest_area_bonus,
            most_areas_bonus=most_areas_bonus,
            symbol_bonus=symbol_bonus,
            points_lost=points_lost,
            chips=chips,
            total=total,
        )

        return letiles_player_score
