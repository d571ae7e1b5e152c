from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.start_game_request_game import StartGameRequestGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.start_game_request_ruleset_type_0 import StartGameRequestRulesetType0


T = TypeVar("T", bound="StartGameRequest")


@_attrs_define
class StartGameRequest:
    """
    Attributes:
        game (StartGameRequestGame): the game, by its name in GET /v1/games/catalogue Example: letiles.
        players (int | Unset): how many players (the game's usual number when absent; see player_counts)
        seed (int | None | Unset): deals or sets the game up, and draws its chance (else drawn at random and returned)
        ruleset (None | StartGameRequestRulesetType0 | str | Unset): the rules to play under, as the game's own
            operations take their ruleset: an object of options (those left out at their defaults) or, where the game has
            presets, a preset's name (GET /v1/games/catalogue lists each game's options, defaults and presets); absent or
            null: the defaults. Rules the game does not accept are a 422 naming ruleset.<option> Example: {'first_tile':
            'anywhere'}.
    """

    game: StartGameRequestGame
    players: int | Unset = UNSET
    seed: int | None | Unset = UNSET
    ruleset: None | StartGameRequestRulesetType0 | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.start_game_request_ruleset_type_0 import (
            StartGameRequestRulesetType0,
        )

        game = self.game.value

        players = self.players

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | None | str | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, StartGameRequestRulesetType0):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if players is not UNSET:
            field_dict["players"] = players
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.start_game_request_ruleset_type_0 import (
            StartGameRequestRulesetType0,
        )

        d = dict(src_dict)
        game = StartGameRequestGame(d.pop("game"))

        players = d.pop("players", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(
            data: object,
        ) -> None | StartGameRequestRulesetType0 | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = StartGameRequestRulesetType0.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartGameRequestRulesetType0 | str | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        start_game_request = cls(
            game=game,
            players=players,
            seed=seed,
            ruleset=ruleset,
        )

        return start_game_request
