from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.niekhi_season_result_points import NiekhiSeasonResultPoints


T = TypeVar("T", bound="NiekhiSeasonResult")


@_attrs_define
class NiekhiSeasonResult:
    """
    Attributes:
        season (int): 1-based
        dealer (str): who dealt the season (and led it) Example: 甲.
        finished (list[str]): the players who played out all their own cards, in order
        points (NiekhiSeasonResultPoints): the k-th of n players to play out scores n − k, the others 0
        next_dealer (str): the winner (no winner: the next seat) Example: 甲.
    """

    season: int
    dealer: str
    finished: list[str]
    points: NiekhiSeasonResultPoints
    next_dealer: str

    def to_dict(self) -> dict[str, Any]:
        season = self.season

        dealer = self.dealer

        finished = self.finished

        points = self.points.to_dict()

        next_dealer = self.next_dealer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "season": season,
                "dealer": dealer,
                "finished": finished,
                "points": points,
                "next_dealer": next_dealer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.niekhi_season_result_points import NiekhiSeasonResultPoints

        d = dict(src_dict)
        season = d.pop("season")

        dealer = d.pop("dealer")

        finished = cast(list[str], d.pop("finished"))

        points = NiekhiSeasonResultPoints.from_dict(d.pop("points"))

        next_dealer = d.pop("next_dealer")

        niekhi_season_result = cls(
            season=season,
            dealer=dealer,
            finished=finished,
            points=points,
            next_dealer=next_dealer,
        )

        return niekhi_season_result
