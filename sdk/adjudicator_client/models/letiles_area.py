from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_area_colour import LetilesAreaColour
from ..models.letiles_area_symbol_bonus_to_item import LetilesAreaSymbolBonusToItem

T = TypeVar("T", bound="LetilesArea")


@_attrs_define
class LetilesArea:
    """
    Attributes:
        colour (LetilesAreaColour):
        cells (list[list[int]]): the cells as [x, y] pairs
        points (int): 4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0
        symbol_bonus_to (list[LetilesAreaSymbolBonusToItem]): the players earning a symbol bonus in this area
        size (int): blocks in the area
    """

    colour: LetilesAreaColour
    cells: list[list[int]]
    points: int
    symbol_bonus_to: list[LetilesAreaSymbolBonusToItem]
    size: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data

            cells.append(cells_item)

        points = self.points

        symbol_bonus_to = []
        for symbol_bonus_to_item_data in self.symbol_bonus_to:
            symbol_bonus_to_item = symbol_bonus_to_item_data.value
            symbol_bonus_to.append(symbol_bonus_to_item)

        size = self.size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "cells": cells,
                "points": points,
                "symbol_bonus_to": symbol_bonus_to,
                "size": size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = LetilesAreaColour(d.pop("colour"))

        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = cast(list[int], cells_item_data)

            cells.append(cells_item)

        points = d.pop("points")

        symbol_bonus_to = []
        _symbol_bonus_to = d.pop("symbol_bonus_to")
        for symbol_bonus_to_item_data in _symbol_bonus_to:
            symbol_bonus_to_item = LetilesAreaSymbolBonusToItem(
                symbol_bonus_to_item_data
            )

            symbol_bonus_to.append(symbol_bonus_to_item)

        size = d.pop("size")

        letiles_area = cls(
            colour=colour,
            cells=cells,
            points=points,
            symbol_bonus_to=symbol_bonus_to,
            size=size,
        )

        return letiles_area
