from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mokkaik_match_season import MokkaikMatchSeason
    from ..models.mokkaik_match_totals import MokkaikMatchTotals


T = TypeVar("T", bound="MokkaikMatch")


@_attrs_define
class MokkaikMatch:
    """
    Attributes:
        seed (int): each season is dealt from it and its number
        season_number (int): 1-based
        seasons (int): seasons in the game (ruleset.seasons)
        points_cap (int | None): ruleset.points_cap: a total reaching it ends the game (null: no cap)
        season (MokkaikMatchSeason): the season in play: hands, 公開札, trick
        totals (MokkaikMatchTotals): player -> points won over the finished seasons
        to_play (None | str):  Example: 甲.
        over (bool):
        winners (list[str]): once over, the highest totals (all of them on a tie)
    """

    seed: int
    season_number: int
    seasons: int
    points_cap: int | None
    season: MokkaikMatchSeason
    totals: MokkaikMatchTotals
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
                "totals": totals,
                "to_play": to_play,
                "over": over,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mokkaik_match_season import MokkaikMatchSeason
        from ..models.mokkaik_match_totals import MokkaikMatchTotals

        d = dict(src_dict)
        seed = d.pop("seed")

        season_number = d.pop("season_number")

        seasons = d.pop("seasons")

        def _parse_points_cap(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points_cap = _parse_points_cap(d.pop("points_cap"))

        season = MokkaikMatchSeason.from_dict(d.pop("season"))

        totals = MokkaikMatchTotals.from_dict(d.pop("totals"))

        def _parse_to_play(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        winners = cast(list[str], d.pop("winners"))

        mokkaik_match = cls(
            seed=seed,
            season_number=season_number,
            seasons=seasons,
            points_cap=points_cap,
            season=season,
            totals=totals,
            to_play=to_play,
            over=over,
            winners=winners,
        )

        return mokkaik_match
