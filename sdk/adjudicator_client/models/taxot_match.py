from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.taxot_match_finished_item import TaxotMatchFinishedItem
    from ..models.taxot_match_season import TaxotMatchSeason
    from ..models.taxot_match_totals import TaxotMatchTotals


T = TypeVar("T", bound="TaxotMatch")


@_attrs_define
class TaxotMatch:
    """
    Attributes:
        seed (int): the deals are made from it
        season_number (int): 1-based: the season in play (the last one once over)
        seasons (int): seasons in the game (ruleset.seasons)
        points_cap (int | None): ruleset.points_cap: a total reaching it ends the game (null: no cap)
        season (TaxotMatchSeason): the season in play, as taxot/season states
        finished (list[TaxotMatchFinishedItem]): the seasons before it, each as it ended
        totals (TaxotMatchTotals): player -> every payment of the game so far (finished seasons and this season's 臨時点)
        to_play (None | str): who draws or discards (others may claim a pending discard) Example: 甲.
        over (bool):
        winners (list[str]): once over, the highest totals (all of them on a tie)
    """

    seed: int
    season_number: int
    seasons: int
    points_cap: int | None
    season: TaxotMatchSeason
    finished: list[TaxotMatchFinishedItem]
    totals: TaxotMatchTotals
    to_play: None | str
    over: bool
    winners: list[str]

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        season_number = self.season_number

        seasons = self.seasons

        points_cap: int | None
        points_cap = self.points_cap

        season = self.season.to_dict()

        finished = []
        for finished_item_data in self.finished:
            finished_item = finished_item_data.to_dict()
            finished.append(finished_item)

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
                "season": season,
                "finished": finished,
                "totals": totals,
                "to_play": to_play,
                "over": over,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.taxot_match_finished_item import TaxotMatchFinishedItem
        from ..models.taxot_match_season import TaxotMatchSeason
        from ..models.taxot_match_totals import TaxotMatchTotals

        d = dict(src_dict)
        seed = d.pop("seed")

        season_number = d.pop("season_number")

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        season = TaxotMatchSeason.from_dict(d.pop("season"))

        finished = []
        _finished = d.pop("finished")
        for finished_item_data in _finished:
            finished_item = TaxotMatchFinishedItem.from_dict(finished_item_data)

            finished.append(finished_item)

        totals = TaxotMatchTotals.from_dict(d.pop("totals"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        winners = cast(list[str], d.pop("winners"))

        taxot_match = cls(
            seed=seed,
            season_number=season_number,
            seasons=seasons,
            points_cap=points_cap,
            season=season,
            finished=finished,
            totals=totals,
            to_play=to_play,
            over=over,
            winners=winners,
        )

        return taxot_match
