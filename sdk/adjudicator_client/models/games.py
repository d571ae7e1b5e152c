from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_entry import GameEntry


T = TypeVar("T", bound="Games")


@_attrs_define
class Games:
    """
    Attributes:
        games (list[GameEntry]):
    """

    games: list[GameEntry]

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_entry import GameEntry

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = GameEntry.from_dict(games_item_data)

            games.append(games_item)

        games = cls(
            games=games,
        )

        return games
