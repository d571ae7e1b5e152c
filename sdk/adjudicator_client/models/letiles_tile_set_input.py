from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.letiles_tile_input import LetilesTileInput


T = TypeVar("T", bound="LetilesTileSetInput")


@_attrs_define
class LetilesTileSetInput:
    """
    Attributes:
        tiles (list[LetilesTileInput]): the tiles the game is played with (the published list is not public: it is
            input)
    """

    tiles: list[LetilesTileInput]

    def to_dict(self) -> dict[str, Any]:
        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_tile_input import LetilesTileInput

        d = dict(src_dict)
        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = LetilesTileInput.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        letiles_tile_set_input = cls(
            tiles=tiles,
        )

        return letiles_tile_set_input
