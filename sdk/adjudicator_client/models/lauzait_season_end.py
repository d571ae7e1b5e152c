from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.lauzait_season_end_grounds import LauzaitSeasonEndGrounds

if TYPE_CHECKING:
    from ..models.lauzait_cep_score_line import LauzaitCepScoreLine


T = TypeVar("T", bound="LauzaitSeasonEnd")


@_attrs_define
class LauzaitSeasonEnd:
    """
    Attributes:
        season (int): the Season that ended
        declarer (int): the seat that declared
        grounds (LauzaitSeasonEndGrounds): the grounds: three revealed Departments, a complete concealed hand or
            stalemate
        points (int): the points the declaration earned
        scores (list[LauzaitCepScoreLine]): formation scores
        paid (int): what the bank paid of the points: all of them unless the bank ran out (finite_banknotes)
    """

    season: int
    declarer: int
    grounds: LauzaitSeasonEndGrounds
    points: int
    scores: list[LauzaitCepScoreLine]
    paid: int

    def to_dict(self) -> dict[str, Any]:
        season = self.season

        declarer = self.declarer

        grounds = self.grounds.value

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
                "paid": paid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_score_line import LauzaitCepScoreLine

        d = dict(src_dict)
        season = d.pop("season")

        declarer = d.pop("declarer")

        grounds = LauzaitSeasonEndGrounds(d.pop("grounds"))

        points = d.pop("points")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = LauzaitCepScoreLine.from_dict(scores_item_data)

            scores.append(scores_item)

        paid = d.pop("paid")

        lauzait_season_end = cls(
            season=season,
            declarer=declarer,
            grounds=grounds,
            points=points,
            scores=scores,
            paid=paid,
        )

        return lauzait_season_end
