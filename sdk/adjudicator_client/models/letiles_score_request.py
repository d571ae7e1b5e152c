from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_score_request_seats_item import LetilesScoreRequestSeatsItem
from ..models.letiles_score_request_tileset_type_0 import (
    LetilesScoreRequestTilesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_placement_input import LetilesPlacementInput
    from ..models.letiles_rules_input import LetilesRulesInput
    from ..models.letiles_table_block_input import LetilesTableBlockInput
    from ..models.letiles_tile_set_input import LetilesTileSetInput


T = TypeVar("T", bound="LetilesScoreRequest")


@_attrs_define
class LetilesScoreRequest:
    """
    Attributes:
        seats (list[LetilesScoreRequestSeatsItem]): the colours in play (2 players: the third colour is ignored)
        tileset (LetilesScoreRequestTilesetType0 | LetilesTileSetInput | Unset): the tile set: "example" for the bundled
            ILLUSTRATIVE set, or the real tiles as data
        placements (list[LetilesPlacementInput] | Unset): the table as placed tiles (needs the tile set)
        blocks (list[LetilesTableBlockInput] | Unset): or the table cell by cell
        ruleset (LetilesRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    seats: list[LetilesScoreRequestSeatsItem]
    tileset: LetilesScoreRequestTilesetType0 | LetilesTileSetInput | Unset = UNSET
    placements: list[LetilesPlacementInput] | Unset = UNSET
    blocks: list[LetilesTableBlockInput] | Unset = UNSET
    ruleset: LetilesRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.letiles_rules_input import LetilesRulesInput

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.value
            seats.append(seats_item)

        tileset: dict[str, Any] | str | Unset
        if isinstance(self.tileset, Unset):
            tileset = UNSET
        elif isinstance(self.tileset, LetilesScoreRequestTilesetType0):
            tileset = self.tileset.value
        else:
            tileset = self.tileset.to_dict()

        placements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.placements, Unset):
            placements = []
            for placements_item_data in self.placements:
                placements_item = placements_item_data.to_dict()
                placements.append(placements_item)

        blocks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.blocks, Unset):
            blocks = []
            for blocks_item_data in self.blocks:
                blocks_item = blocks_item_data.to_dict()
                blocks.append(blocks_item)

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
                "seats": seats,
            }
        )
        if tileset is not UNSET:
            field_dict["tileset"] = tileset
        if placements is not UNSET:
            field_dict["placements"] = placements
        if blocks is not UNSET:
            field_dict["blocks"] = blocks
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_placement_input import LetilesPlacementInput
        from ..models.letiles_rules_input import LetilesRulesInput
        from ..models.letiles_table_block_input import LetilesTableBlockInput
        from ..models.letiles_tile_set_input import LetilesTileSetInput

        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LetilesScoreRequestSeatsItem(seats_item_data)

            seats.append(seats_item)

        def _parse_tileset(
            data: object,
        ) -> LetilesScoreRequestTilesetType0 | LetilesTileSetInput | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tileset_type_0 = LetilesScoreRequestTilesetType0(data)

                return tileset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tileset_type_1 = LetilesTileSetInput.from_dict(data)

            return tileset_type_1

        tileset = _parse_tileset(d.pop("tileset", UNSET))

        _placements = d.pop("placements", UNSET)
        placements: list[LetilesPlacementInput] | Unset = UNSET
        if _placements is not UNSET:
            placements = []
            for placements_item_data in _placements:
                placements_item = LetilesPlacementInput.from_dict(placements_item_data)

                placements.append(placements_item)

        _blocks = d.pop("blocks", UNSET)
        blocks: list[LetilesTableBlockInput] | Unset = UNSET
        if _blocks is not UNSET:
            blocks = []
            for blocks_item_data in _blocks:
                blocks_item = LetilesTableBlockInput.from_dict(blocks_item_data)

                blocks.append(blocks_item)

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

        letiles_score_request = cls(
            seats=seats,
            tileset=tileset,
            placements=placements,
            blocks=blocks,
            ruleset=ruleset,
        )

        return letiles_score_request
