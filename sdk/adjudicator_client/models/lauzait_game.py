from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_game_position import LauzaitGamePosition
    from ..models.lauzait_season_end import LauzaitSeasonEnd


T = TypeVar("T", bound="LauzaitGame")


@_attrs_define
class LauzaitGame:
    """
    Attributes:
        players (int):
        seed (int):
        season (int): 1-based
        seasons (int): as many as players
        scores (list[int]): the totals by seat
        order (list[int]): the seats in play order
        day (int): Days played in this Season
        done (list[str]): the Day's actions so far
        position (LauzaitGamePosition): board and hands (in play order)
        to_play (int | None): the seat whose Day it is
        over (bool):
        winners (list[int]):
        last_season (LauzaitSeasonEnd | None):
        bank (int | None | Unset): what the bank holds: 168 points less the totals (null when the bank never runs out)
    """

    players: int
    seed: int
    season: int
    seasons: int
    scores: list[int]
    order: list[int]
    day: int
    done: list[str]
    position: LauzaitGamePosition
    to_play: int | None
    over: bool
    winners: list[int]
    last_season: LauzaitSeasonEnd | None
    bank: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_season_end import LauzaitSeasonEnd

        players = self.players

        seed = self.seed

        season = self.season

        seasons = self.seasons

        scores = self.scores

        order = self.order

        day = self.day

        done = self.done

        position = self.position.to_dict()

        to_play: int | None
        to_play = self.to_play

        over = self.over

        winners = self.winners

        last_season: dict[str, Any] | None
        if isinstance(self.last_season, LauzaitSeasonEnd):
            last_season = self.last_season.to_dict()
        else:
            last_season = self.last_season

        bank: int | None | Unset
        if isinstance(self.bank, Unset):
            bank = UNSET
        else:
            bank = self.bank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "seed": seed,
                "season": season,
                "seasons": seasons,
                "scores": scores,
                "order": order,
                "day": day,
                "done": done,
                "position": position,
                "to_play": to_play,
                "over": over,
                "winners": winners,
                "last_season": last_season,
            }
        )
        if bank is not UNSET:
            field_dict["bank"] = bank

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_game_position import LauzaitGamePosition
        from ..models.lauzait_season_end import LauzaitSeasonEnd

        d = dict(src_dict)
        players = d.pop("players")

        seed = d.pop("seed")

        season = d.pop("season")

        seasons = d.pop("seasons")

        scores = cast(list[int], d.pop("scores"))

        order = cast(list[int], d.pop("order"))

        day = d.pop("day")

        done = cast(list[str], d.pop("done"))

        position = LauzaitGamePosition.from_dict(d.pop("position"))

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        over = d.pop("over")

        winners = cast(list[int], d.pop("winners"))

        def _parse_last_season(data: object) -> LauzaitSeasonEnd | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_season_type_0 = LauzaitSeasonEnd.from_dict(data)

                return last_season_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LauzaitSeasonEnd | None, data)

        last_season = _parse_last_season(d.pop("last_season"))

        def _parse_bank(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bank = _parse_bank(d.pop("bank", UNSET))

        lauzait_game = cls(
            players=players,
            seed=seed,
            season=season,
            seasons=seasons,
            scores=scores,
            order=order,
            day=day,
            done=done,
            position=position,
            to_play=to_play,
            over=over,
            winners=winners,
            last_season=last_season,
            bank=bank,
        )

        return lauzait_game
