from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.letiles_tile import LetilesTile


T = TypeVar("T", bound="LetilesExampleTileSet")


@_attrs_define
class LetilesExampleTileSet:
    """
    Attributes:
        illustrative (bool): always true: invented tiles, not the published (non-public) list
        notice (str):
        short_game (bool):
        expansion (bool):
        count (int): number of tiles
        tiles (list[LetilesTile]):
    """

    illustrative: bool
    notice: str
    short_game: bool
    expansion: bool
    count: int
    tiles: list[LetilesTile]

    def to_dict(self) -> dict[str, Any]:
        illustrative = self.illustrative

        notice = self.notice

        short_game = self.short_game

        expansion = self.expansion

        count = self.count

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "illustrative": illustrative,
                "notice": notice,
                "short_game": short_game,
                "expansion": expansion,
                "count": count,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_tile import LetilesTile

        d = dict(src_dict)
        illustrative = d.pop("illustrative")

        notice = d.pop("notice")

        short_game = d.pop("short_game")

        expansion = d.pop("expansion")

        count = d.pop("count")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = LetilesTile.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        letiles_example_tile_set = cls(
            illustrative=illustrative,
            notice=notice,
            short_game=short_game,
            expansion=expansion,
            count=count,
            tiles=tiles,
        )

        return letiles_example_tile_set
