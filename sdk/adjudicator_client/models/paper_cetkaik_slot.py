from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.paper_cetkaik_slot_types_item import PaperCetkaikSlotTypesItem

T = TypeVar("T", bound="PaperCetkaikSlot")


@_attrs_define
class PaperCetkaikSlot:
    """
    Attributes:
        types (list[PaperCetkaikSlotTypesItem]):
        size (int):
    """

    types: list[PaperCetkaikSlotTypesItem]
    size: int

    def to_dict(self) -> dict[str, Any]:
        types = []
        for types_item_data in self.types:
            types_item = types_item_data.value
            types.append(types_item)

        size = self.size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "types": types,
                "size": size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        types = []
        _types = d.pop("types")
        for types_item_data in _types:
            types_item = PaperCetkaikSlotTypesItem(types_item_data)

            types.append(types_item)

        size = d.pop("size")

        paper_cetkaik_slot = cls(
            types=types,
            size=size,
        )

        return paper_cetkaik_slot
