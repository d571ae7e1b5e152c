from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.nine_match_season import NineMatchSeason
    from ..models.nine_match_totals import NineMatchTotals
    from ..models.nine_season_result import NineSeasonResult


T = TypeVar("T", bound="NineMatch")


@_attrs_define
class NineMatch:
    """
    Attributes:
        seed (int): the deals are made from it
        season_number (int): 1-based
        seasons (int): seasons in the game (ruleset.seasons)
        points_cap (int | None): ruleset.points_cap: a total reaching it ends the game (null: no cap)
        dealer (str): who dealt the season in play Example: 甲.
        season (NineMatchSeason): the season in play, as /nine/apply's state
        results (list[NineSeasonResult]): the finished seasons, first first
        totals (NineMatchTotals): player -> points over the finished seasons
        to_play (None | str):  Example: 甲.
        over (bool):
        winners (list[str]): once over, the highest totals (all of them on a tie)
    """

    seed: int
    season_number: int
    seasons: int
    points_cap: int | None
    dealer: str
    season: NineMatchSeason
    results: list[NineSeasonResult]
    totals: NineMatchTotals
    to_play: None | str
    over: bool
    winners: list[str]

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        season_number = self.season_number

        seasons = self.seasons

        points_cap: int | None
        points_cap = self.points_cap

        dealer = self.dealer

        season = self.season.to_dict()

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        totals = self.totals.to_dict()

        to_play: None | str
        to_play = self.to_play

        over = self.over

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "season_number": season_number,
                "seasons": seasons,
                "points_cap": points_cap,
                "dealer": dealer,
                "season": season,
                "results": results,
                "totals": totals,
                "to_play": to_play,
                "over": over,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.nine_match_season import NineMatchSeason
        from ..models.nine_match_totals import NineMatchTotals
        from ..models.nine_season_result import NineSeasonResult

        d = dict(src_dict)
        seed = d.pop("seed")

        season_number = d.pop("season_number")

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        dealer = d.pop("dealer")

        season = NineMatchSeason.from_dict(d.pop("season"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = NineSeasonResult.from_dict(results_item_data)

            results.append(results_item)

        totals = NineMatchTotals.from_dict(d.pop("totals"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        winners = cast(list[str], d.pop("winners"))

        nine_match = cls(
            seed=seed,
            season_number=season_number,
            seasons=seasons,
            points_cap=points_cap,
            dealer=dealer,
            season=season,
            results=results,
            totals=totals,
            to_play=to_play,
            over=over,
            winners=winners,
        )

        return nine_match
