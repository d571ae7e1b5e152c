from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_season_result_points import NineSeasonResultPoints
    from ..models.nine_season_result_scores import NineSeasonResultScores


T = TypeVar("T", bound="NineSeasonResult")


@_attrs_define
class NineSeasonResult:
    """
    Attributes:
        season (int): 1-based
        dealer (str): who dealt the season Example: 甲.
        next_dealer (str): the dealer when the season ended (the last round's winner): deals the next season Example: 甲.
        scores (NineSeasonResultScores): the points scored in the season
        points (NineSeasonResultPoints): the scores, +1 to next_dealer if among the highest
        winners (list[str]): the highest scores
    """

    season: int
    dealer: str
    next_dealer: str
    scores: NineSeasonResultScores
    points: NineSeasonResultPoints
    winners: list[str]

    def to_dict(self) -> dict[str, Any]:
        season = self.season

        dealer = self.dealer

        next_dealer = self.next_dealer

        scores = self.scores.to_dict()

        points = self.points.to_dict()

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "season": season,
                "dealer": dealer,
                "next_dealer": next_dealer,
                "scores": scores,
                "points": points,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_season_result_points import NineSeasonResultPoints
        from ..models.nine_season_result_scores import NineSeasonResultScores

        d = dict(src_dict)
        season = d.pop("season")

        dealer = d.pop("dealer")

        next_dealer = d.pop("next_dealer")

        scores = NineSeasonResultScores.from_dict(d.pop("scores"))

        points = NineSeasonResultPoints.from_dict(d.pop("points"))

        winners = cast(list[str], d.pop("winners"))

        nine_season_result = cls(
            season=season,
            dealer=dealer,
            next_dealer=next_dealer,
            scores=scores,
            points=points,
            winners=winners,
        )

        return nine_season_result
