from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_entry_default_ruleset_type_0 import GameEntryDefaultRulesetType0


T = TypeVar("T", bound="GameEntry")


@_attrs_define
class GameEntry:
    """
    Attributes:
        game (str): its name, as requests give it
        player_counts (list[int]): the numbers of players it can be set up for
        usual_players (int): the number of players start sets it up for when none is given
        text_form (bool): the game has a one-line text notation of its states (describe gives it)
        default_ruleset (GameEntryDefaultRulesetType0 | None): its rule options, each at its default, in the form
            start's ruleset takes them (the game's own operations' ruleset); null: it has none
        presets (list[str]): the presets start's ruleset may name instead of an object of options (empty: none)
    """

    game: str
    player_counts: list[int]
    usual_players: int
    text_form: bool
    default_ruleset: GameEntryDefaultRulesetType0 | None
    presets: list[str]

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_entry_default_ruleset_type_0 import (
            GameEntryDefaultRulesetType0,
        )

        game = self.game

        player_counts = self.player_counts

        usual_players = self.usual_players

        text_form = self.text_form

        default_ruleset: dict[str, Any] | None
        if isinstance(self.default_ruleset, GameEntryDefaultRulesetType0):
            default_ruleset = self.default_ruleset.to_dict()
        else:
            default_ruleset = self.default_ruleset

        presets = self.presets

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "player_counts": player_counts,
                "usual_players": usual_players,
                "text_form": text_form,
                "default_ruleset": default_ruleset,
                "presets": presets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_entry_default_ruleset_type_0 import (
            GameEntryDefaultRulesetType0,
        )

        d = dict(src_dict)
        game = d.pop("game")

        player_counts = cast(list[int], d.pop("player_counts"))

        usual_players = d.pop("usual_players")

        text_form = d.pop("text_form")

        def _parse_default_ruleset(data: object) -> GameEntryDefaultRulesetType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_ruleset_type_0 = GameEntryDefaultRulesetType0.from_dict(data)

                return default_ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameEntryDefaultRulesetType0 | None, data)

        default_ruleset = _parse_default_ruleset(d.pop("default_ruleset"))

        presets = cast(list[str], d.pop("presets"))

        game_entry = cls(
            game=game,
            player_counts=player_counts,
            usual_players=usual_players,
            text_form=text_form,
            default_ruleset=default_ruleset,
            presets=presets,
        )

        return game_entry
