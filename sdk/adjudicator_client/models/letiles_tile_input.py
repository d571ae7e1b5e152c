from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_tile_input_set import LetilesTileInputSet
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.letiles_block_input import LetilesBlockInput


T = TypeVar("T", bound="LetilesTileInput")


@_attrs_define
class LetilesTileInput:
    """
    Attributes:
        id (str): the tile id Example: red-01.
        set_ (LetilesTileInputSet): the player set (tile back colour)
        blocks (list[LetilesBlockInput]): the three blocks, each at its offset
        expansion (bool | Unset): an expansion tile: in play only under the ruleset's expansion, replacing its base tile
            (default false)
        replaces (None | str | Unset): the base tile of the same set and colour layout an expansion tile replaces (null
            for a base tile)
    """

    id: str
    set_: LetilesTileInputSet
    blocks: list[LetilesBlockInput]
    expansion: bool | Unset = UNSET
    replaces: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        set_ = self.set_.value

        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data.to_dict()
            blocks.append(blocks_item)

        expansion = self.expansion

        replaces: None | str | Unset
        if isinstance(self.replaces, Unset):
            replaces = UNSET
        else:
            replaces = self.replaces

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "set": set_,
                "blocks": blocks,
            }
        )
        if expansion is not UNSET:
            field_dict["expansion"] = expansion
        if replaces is not UNSET:
            field_dict["replaces"] = replaces

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.letiles_block_input import LetilesBlockInput

        d = dict(src_dict)
        id = d.pop("id")

        set_ = LetilesTileInputSet(d.pop("set"))

        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = LetilesBlockInput.from_dict(blocks_item_data)

            blocks.append(blocks_item)

        expansion = d.pop("expansion", UNSET)

        def _parse_replaces(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        replaces = _parse_replaces(d.pop("replaces", UNSET))

        letiles_tile_input = cls(
            id=id,
            set_=set_,
            blocks=blocks,
            expansion=expansion,
            replaces=replaces,
        )

        return letiles_tile_input
