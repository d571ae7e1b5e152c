from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lutu_number import LutuNumber


T = TypeVar("T", bound="LutuEdges")


@_attrs_define
class LutuEdges:
    """
    Attributes:
        numbers (list[LutuNumber]):
    """

    numbers: list[LutuNumber]

    def to_dict(self) -> dict[str, Any]:
        numbers = []
        for numbers_item_data in self.numbers:
            numbers_item = numbers_item_data.to_dict()
            numbers.append(numbers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "numbers": numbers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lutu_number import LutuNumber

        d = dict(src_dict)
        numbers = []
        _numbers = d.pop("numbers")
        for numbers_item_data in _numbers:
            numbers_item = LutuNumber.from_dict(numbers_item_data)

            numbers.append(numbers_item)

        lutu_edges = cls(
            numbers=numbers,
        )

        return lutu_edges
