from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lauzait_game_done_item import LauzaitGameDoneItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lauzait_cep_position import LauzaitCepPosition
    from ..models.lauzait_season_end import LauzaitSeasonEnd


T = TypeVar("T", bound="LauzaitGame")


@_attrs_define
class LauzaitGame:
    """
    Attributes:
        players (int): 2, 3 or 4 players
        seed (int): the deals come from it
        season (int): 1-based
        scores (list[int]): the totals by seat
        order (list[int]): the seats in play order
        position (LauzaitCepPosition):
        day (int): Days played in this Season
        done (list[LauzaitGameDoneItem]): the Day's actions so far
        over (bool): the game is over
        last_season (LauzaitSeasonEnd | None): how the last Season ended (null before the first declaration)
        seasons (int): as many as players
        to_play (int | None): the seat whose Day it is
        winners (list[int]):
        bank (int | None | Unset): what the bank holds: 168 points less the totals (null when the bank never runs out)
    """

    players: int
    seed: int
    season: int
    scores: list[int]
    order: list[int]
    position: LauzaitCepPosition
    day: int
    done: list[LauzaitGameDoneItem]
    over: bool
    last_season: LauzaitSeasonEnd | None
    seasons: int
    to_play: int | None
    winners: list[int]
    bank: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.lauzait_season_end import LauzaitSeasonEnd

        players = self.players

        seed = self.seed

        season = self.season

        scores = self.scores

        order = self.order

        position = self.position.to_dict()

        day = self.day

        done = []
        for done_item_data in self.done:
            done_item = done_item_data.value
            done.append(done_item)

        over = self.over

        last_season: dict[str, Any] | None
        if isinstance(self.last_season, LauzaitSeasonEnd):
            last_season = self.last_season.to_dict()
        else:
            last_season = self.last_season

        seasons = self.seasons

        to_play: int | None
        to_play = self.to_play

        winners = self.winners

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
                "scores": scores,
                "order": order,
                "position": position,
                "day": day,
                "done": done,
                "over": over,
                "last_season": last_season,
                "seasons": seasons,
                "to_play": to_play,
                "winners": winners,
            }
        )
        if bank is not UNSET:
            field_dict["bank"] = bank

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lauzait_cep_position import LauzaitCepPosition
        from ..models.lauzait_season_end import LauzaitSeasonEnd

        d = dict(src_dict)
        players = d.pop("players")

        seed = d.pop("seed")

        season = d.pop("season")

        scores = cast(list[int], d.pop("scores"))

        order = cast(list[int], d.pop("order"))

        position = LauzaitCepPosition.from_dict(d.pop("position"))

        day = d.pop("day")

        done = []
        _done = d.pop("done")
        for done_item_data in _done:
            done_item = LauzaitGameDoneItem(done_item_data)

            done.append(done_item)

        over = d.pop("over")

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

        seasons = d.pop("seasons")

        def _parse_to_play(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_play = _parse_to_play(d.pop("to_play"))

        winners = cast(list[int], d.pop("winners"))

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
            scores=scores,
            order=order,
            position=position,
            day=day,
            done=done,
            over=over,
            last_season=last_season,
            seasons=seasons,
            to_play=to_play,
            winners=winners,
            bank=bank,
        )

        return lauzait_game
