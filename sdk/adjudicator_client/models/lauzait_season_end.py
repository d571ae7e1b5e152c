from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_season_end_scores_item import LauzaitSeasonEndScoresItem


T = TypeVar("T", bound="LauzaitSeasonEnd")


@_attrs_define
class LauzaitSeasonEnd:
    """
    Attributes:
        season (int):
        declarer (int): the seat that declared
        grounds (str): revealed, concealed or stalemate
        points (int):
        scores (list[LauzaitSeasonEndScoresItem]): formation scores
        paid (int | Unset): what the bank paid of the points: all of them unless the bank ran out (finite_banknotes)
    """

    season: int
    declarer: int
    grounds: str
    points: int
    scores: list[LauzaitSeasonEndScoresItem]
    paid: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        season = self.season

        declarer = self.declarer

        grounds = self.grounds

        points = self.points

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        paid = self.paid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "season": season,
                "declarer": declarer,
                "grounds": grounds,
                "points": points,
                "scores": scores,
            }
        )
        if paid is not UNSET:
            field_dict["paid"] = paid

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_season_end_scores_item import LauzaitSeasonEndScoresItem

        d = dict(src_dict)
        season = d.pop("season")

        declarer = d.pop("declarer")

        grounds = d.pop("grounds")

        points = d.pop("points")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = LauzaitSeasonEndScoresItem.from_dict(scores_item_data)

            scores.append(scores_item)

        paid = d.pop("paid", UNSET)

        lauzait_season_end = cls(
            season=season,
            declarer=declarer,
            grounds=grounds,
            points=points,
            scores=scores,
            paid=paid,
        )

        return lauzait_season_end
