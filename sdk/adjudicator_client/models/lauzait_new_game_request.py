from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LauzaitNewGameRequest")


@_attrs_define
class LauzaitNewGameRequest:
    """
    Attributes:
        players (int): seats 0..n-1
        seed (int): the deals come from it
        luminous (bool | Unset): the optional luminous piece Default: False.
        ruleset (Any | Unset): a preset name ('default', 'english') or an options object
    """

    players: int
    seed: int
    luminous: bool | Unset = False
    ruleset: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        seed = self.seed

        luminous = self.luminous

        ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "seed": seed,
            }
        )
        if luminous is not UNSET:
            field_dict["luminous"] = luminous
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = d.pop("players")

        seed = d.pop("seed")

        luminous = d.pop("luminous", UNSET)

        ruleset = d.pop("ruleset", UNSET)

        lauzait_new_game_request = cls(
            players=players,
            seed=seed,
            luminous=luminous,
            ruleset=ruleset,
        )

        return lauzait_new_game_request
