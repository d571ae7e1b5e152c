from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_tile_set import LetilesTileSet

if TYPE_CHECKING:
    from ..models.letiles_block import LetilesBlock


T = TypeVar("T", bound="LetilesTile")


@_attrs_define
class LetilesTile:
    """
    Attributes:
        id (str): the tile id Example: red-01.
        set_ (LetilesTileSet): the player set (tile back colour)
        blocks (list[LetilesBlock]): the three blocks, each at its offset
        expansion (bool): an expansion tile: in play only under the ruleset's expansion, replacing its base tile
            (default false)
        replaces (None | str): the base tile of the same set and colour layout an expansion tile replaces (null for a
            base tile)
    """

    id: str
    set_: LetilesTileSet
    blocks: list[LetilesBlock]
    expansion: bool
    replaces: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        set_ = self.set_.value

        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data.to_dict()
            blocks.append(blocks_item)

        expansion = self.expansion

        replaces: None | str
        replaces = self.replaces

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "set": set_,
                "blocks": blocks,
                "expansion": expansion,
                "replaces": replaces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_block import LetilesBlock

        d = dict(src_dict)
        id = d.pop("id")

        set_ = LetilesTileSet(d.pop("set"))

        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = LetilesBlock.from_dict(blocks_item_data)

            blocks.append(blocks_item)

        expansion = d.pop("expansion")

        def _parse_replaces(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replaces = _parse_replaces(d.pop("replaces"))

        letiles_tile = cls(
            id=id,
            set_=set_,
            blocks=blocks,
            expansion=expansion,
            replaces=replaces,
        )

        return letiles_tile
