from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_block_input_colour import LetilesBlockInputColour
from ..models.letiles_block_input_symbol_type_1 import LetilesBlockInputSymbolType1
from ..models.letiles_block_input_symbol_type_2_type_1 import (
    LetilesBlockInputSymbolType2Type1,
)
from ..models.letiles_block_input_symbol_type_3_type_1 import (
    LetilesBlockInputSymbolType3Type1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LetilesBlockInput")


@_attrs_define
class LetilesBlockInput:
    """
    Attributes:
        colour (LetilesBlockInputColour): red, blue or yellow (R/B/Y and 赤/青/黄 accepted on input)
        dx (int): x offset from the tile origin (grows right)
        dy (int): y offset from the tile origin (grows up)
        symbol (LetilesBlockInputSymbolType1 | LetilesBlockInputSymbolType2Type1 | LetilesBlockInputSymbolType3Type1 |
            None | Unset): circle ◎ (red's), cross + (blue's), triangle △ (yellow's), or null
    """

    colour: LetilesBlockInputColour
    dx: int
    dy: int
    symbol: (
        LetilesBlockInputSymbolType1
        | LetilesBlockInputSymbolType2Type1
        | LetilesBlockInputSymbolType3Type1
        | None
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        dx = self.dx

        dy = self.dy

        symbol: None | str | Unset
        if isinstance(self.symbol, Unset):
            symbol = UNSET
        elif (
            isinstance(self.symbol, LetilesBlockInputSymbolType1)
            or isinstance(self.symbol, LetilesBlockInputSymbolType2Type1)
            or isinstance(self.symbol, LetilesBlockInputSymbolType3Type1)
        ):
            symbol = self.symbol.value
        else:
            symbol = self.symbol

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "dx": dx,
                "dy": dy,
            }
        )
        if symbol is not UNSET:
            field_dict["symbol"] = symbol

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = LetilesBlockInputColour(d.pop("colour"))

        dx = d.pop("dx")

        dy = d.pop("dy")

        def _parse_symbol(
            data: object,
        ) -> (
            LetilesBlockInputSymbolType1
            | LetilesBlockInputSymbolType2Type1
            | LetilesBlockInputSymbolType3Type1
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
                symbol_type_1 = LetilesBlockInputSymbolType1(data)

                return symbol_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_2_type_1 = LetilesBlockInputSymbolType2Type1(data)

                return symbol_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_3_type_1 = LetilesBlockInputSymbolType3Type1(data)

                return symbol_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                LetilesBlockInputSymbolType1
                | LetilesBlockInputSymbolType2Type1
                | LetilesBlockInputSymbolType3Type1
                | None
                | Unset,
                data,
            )

        symbol = _parse_symbol(d.pop("symbol", UNSET))

        letiles_block_input = cls(
            colour=colour,
            dx=dx,
            dy=dy,
            symbol=symbol,
        )

        return letiles_block_input
