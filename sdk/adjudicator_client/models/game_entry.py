from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameEntry")


@_attrs_define
class GameEntry:
    """
    Attributes:
        game (str): its name, as requests give it
        player_counts (list[int]): the numbers of players it can be set up for
        usual_players (int): the number of players start sets it up for when none is given
        text_form (bool): the game has a one-line text notation of its states (describe gives it)
    """

    game: str
    player_counts: list[int]
    usual_players: int
    text_form: bool

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        player_counts = self.player_counts

        usual_players = self.usual_players

        text_form = self.text_form

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "player_counts": player_counts,
                "usual_players": usual_players,
                "text_form": text_form,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game = d.pop("game")

        player_counts = cast(list[int], d.pop("player_counts"))

        usual_players = d.pop("usual_players")

        text_form = d.pop("text_form")

        game_entry = cls(
            game=game,
            player_counts=player_counts,
            usual_players=usual_players,
            text_form=text_form,
        )

        return game_entry
