from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ShipsNewGameRequest")


@_attrs_define
class ShipsNewGameRequest:
    """
    Attributes:
        players (int):
    """

    players: int

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        players = d.pop("players")

        ships_new_game_request = cls(
            players=players,
        )

        return ships_new_game_request
