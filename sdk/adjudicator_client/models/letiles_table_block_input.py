from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_table_block_input_colour import LetilesTableBlockInputColour
from ..models.letiles_table_block_input_symbol_type_1 import (
    LetilesTableBlockInputSymbolType1,
)
from ..models.letiles_table_block_input_symbol_type_2_type_1 import (
    LetilesTableBlockInputSymbolType2Type1,
)
from ..models.letiles_table_block_input_symbol_type_3_type_1 import (
    LetilesTableBlockInputSymbolType3Type1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LetilesTableBlockInput")


@_attrs_define
class LetilesTableBlockInput:
    """
    Attributes:
        x (int): cell x (grows right)
        y (int): cell y (grows up)
        colour (LetilesTableBlockInputColour):
        symbol (LetilesTableBlockInputSymbolType1 | LetilesTableBlockInputSymbolType2Type1 |
            LetilesTableBlockInputSymbolType3Type1 | None | Unset):
    """

    x: int
    y: int
    colour: LetilesTableBlockInputColour
    symbol: (
        LetilesTableBlockInputSymbolType1
        | LetilesTableBlockInputSymbolType2Type1
        | LetilesTableBlockInputSymbolType3Type1
        | None
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        colour = self.colour.value

        symbol: None | str | Unset
        if isinstance(self.symbol, Unset):
            symbol = UNSET
        elif (
            isinstance(self.symbol, LetilesTableBlockInputSymbolType1)
            or isinstance(self.symbol, LetilesTableBlockInputSymbolType2Type1)
            or isinstance(self.symbol, LetilesTableBlockInputSymbolType3Type1)
        ):
            symbol = self.symbol.value
        else:
            symbol = self.symbol

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "x": x,
                "y": y,
                "colour": colour,
            }
        )
        if symbol is not UNSET:
            field_dict["symbol"] = symbol

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        colour = LetilesTableBlockInputColour(d.pop("colour"))

        def _parse_symbol(
            data: object,
        ) -> (
            LetilesTableBlockInputSymbolType1
            | LetilesTableBlockInputSymbolType2Type1
            | LetilesTableBlockInputSymbolType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_1 = LetilesTableBlockInputSymbolType1(data)

                return symbol_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_2_type_1 = LetilesTableBlockInputSymbolType2Type1(data)

                return symbol_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_3_type_1 = LetilesTableBlockInputSymbolType3Type1(data)

                return symbol_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                LetilesTableBlockInputSymbolType1
                | LetilesTableBlockInputSymbolType2Type1
                | LetilesTableBlockInputSymbolType3Type1
                | None
                | Unset,
                data,
            )

        symbol = _parse_symbol(d.pop("symbol", UNSET))

        letiles_table_block_input = cls(
            x=x,
            y=y,
            colour=colour,
            symbol=symbol,
        )

        return letiles_table_block_input
