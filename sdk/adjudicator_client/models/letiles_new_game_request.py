from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_new_game_request_seats_item import LetilesNewGameRequestSeatsItem
from ..models.letiles_new_game_request_tileset_type_0 import (
    LetilesNewGameRequestTilesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_rules_input import LetilesRulesInput
    from ..models.letiles_tile_set_input import LetilesTileSetInput


T = TypeVar("T", bound="LetilesNewGameRequest")


@_attrs_define
class LetilesNewGameRequest:
    """
    Attributes:
        tileset (LetilesNewGameRequestTilesetType0 | LetilesTileSetInput): the tile set: "example" for the bundled
            ILLUSTRATIVE set, or the real tiles as data
        seats (list[LetilesNewGameRequestSeatsItem]): the colours in seat order (2 or 3 players)
        first (int | Unset): the seat that starts Default: 0.
        seed (int | None | Unset): makes the shuffle reproducible; without it a random seed is drawn (not cached)
        ruleset (LetilesRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    tileset: LetilesNewGameRequestTilesetType0 | LetilesTileSetInput
    seats: list[LetilesNewGameRequestSeatsItem]
    first: int | Unset = 0
    seed: int | None | Unset = UNSET
    ruleset: LetilesRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.letiles_rules_input import LetilesRulesInput

        tileset: dict[str, Any] | str
        if isinstance(self.tileset, LetilesNewGameRequestTilesetType0):
            tileset = self.tileset.value
        else:
            tileset = self.tileset.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.value
            seats.append(seats_item)

        first = self.first

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        ruleset: dict[str, Any] | None | Unset
        if isinstance(self.ruleset, Unset):
            ruleset = UNSET
        elif isinstance(self.ruleset, LetilesRulesInput):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tileset": tileset,
                "seats": seats,
            }
        )
        if first is not UNSET:
            field_dict["first"] = first
        if seed is not UNSET:
            field_dict["seed"] = seed
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_rules_input import LetilesRulesInput
        from ..models.letiles_tile_set_input import LetilesTileSetInput

        d = dict(src_dict)

        def _parse_tileset(
            data: object,
        ) -> LetilesNewGameRequestTilesetType0 | LetilesTileSetInput:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tileset_type_0 = LetilesNewGameRequestTilesetType0(data)

                return tileset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tileset_type_1 = LetilesTileSetInput.from_dict(data)

            return tileset_type_1

        tileset = _parse_tileset(d.pop("tileset"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LetilesNewGameRequestSeatsItem(seats_item_data)

            seats.append(seats_item)

        first = d.pop("first", UNSET)

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_ruleset(data: object) -> LetilesRulesInput | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_0 = LetilesRulesInput.from_dict(data)

                return ruleset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LetilesRulesInput | None | Unset, data)

        ruleset = _parse_ruleset(d.pop("ruleset", UNSET))

        letiles_new_game_request = cls(
            tileset=tileset,
            seats=seats,
            first=first,
            seed=seed,
            ruleset=ruleset,
        )

        return letiles_new_game_request
