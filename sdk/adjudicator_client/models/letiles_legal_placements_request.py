from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_legal_placements_request_tileset_type_0 import (
    LetilesLegalPlacementsRequestTilesetType0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_placement_input import LetilesPlacementInput
    from ..models.letiles_rules_input import LetilesRulesInput
    from ..models.letiles_tile_set_input import LetilesTileSetInput


T = TypeVar("T", bound="LetilesLegalPlacementsRequest")


@_attrs_define
class LetilesLegalPlacementsRequest:
    """
    Attributes:
        tileset (LetilesLegalPlacementsRequestTilesetType0 | LetilesTileSetInput): the tile set: "example" for the
            bundled ILLUSTRATIVE set, or the real tiles as data
        tile (str): the tile id
        placements (list[LetilesPlacementInput] | Unset): the tiles already on the table, in play order
        ruleset (LetilesRulesInput | None | Unset): flags overriding the defaults; the answer echoes them all
    """

    tileset: LetilesLegalPlacementsRequestTilesetType0 | LetilesTileSetInput
    tile: str
    placements: list[LetilesPlacementInput] | Unset = UNSET
    ruleset: LetilesRulesInput | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.letiles_rules_input import LetilesRulesInput

        tileset: dict[str, Any] | str
        if isinstance(self.tileset, LetilesLegalPlacementsRequestTilesetType0):
            tileset = self.tileset.value
        else:
            tileset = self.tileset.to_dict()

        tile = self.tile

        placements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.placements, Unset):
            placements = []
            for placements_item_data in self.placements:
                placements_item = placements_item_data.to_dict()
                placements.append(placements_item)

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
                "tile": tile,
            }
        )
        if placements is not UNSET:
            field_dict["placements"] = placements
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_placement_input import LetilesPlacementInput
        from ..models.letiles_rules_input import LetilesRulesInput
        from ..models.letiles_tile_set_input import LetilesTileSetInput

        d = dict(src_dict)

        def _parse_tileset(
            data: object,
        ) -> LetilesLegalPlacementsRequestTilesetType0 | LetilesTileSetInput:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tileset_type_0 = LetilesLegalPlacementsRequestTilesetType0(data)

                return tileset_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tileset_type_1 = LetilesTileSetInput.from_dict(data)

            return tileset_type_1

        tileset = _parse_tileset(d.pop("tileset"))

        tile = d.pop("tile")

        _placements = d.pop("placements", UNSET)
        placements: list[LetilesPlacementInput] | Unset = UNSET
        if _placements is not UNSET:
            placements = []
            for placements_item_data in _placements:
                placements_item = LetilesPlacementInput.from_dict(placements_item_data)

                placements.append(placements_item)

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

        letiles_legal_placements_request = cls(
            tileset=tileset,
            tile=tile,
            placements=placements,
            ruleset=ruleset,
        )

        return letiles_legal_placements_request
