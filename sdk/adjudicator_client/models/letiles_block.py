from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.letiles_block_colour import LetilesBlockColour
from ..models.letiles_block_symbol_type_1 import LetilesBlockSymbolType1
from ..models.letiles_block_symbol_type_2_type_1 import LetilesBlockSymbolType2Type1
from ..models.letiles_block_symbol_type_3_type_1 import LetilesBlockSymbolType3Type1

T = TypeVar("T", bound="LetilesBlock")


@_attrs_define
class LetilesBlock:
    """
    Attributes:
        colour (LetilesBlockColour): red, blue or yellow (R/B/Y and 赤/青/黄 accepted on input)
        symbol (LetilesBlockSymbolType1 | LetilesBlockSymbolType2Type1 | LetilesBlockSymbolType3Type1 | None): circle ◎
            (red's), cross + (blue's), triangle △ (yellow's), or null
        dx (int): x offset from the tile origin (grows right)
        dy (int): y offset from the tile origin (grows up)
    """

    colour: LetilesBlockColour
    symbol: (
        LetilesBlockSymbolType1
        | LetilesBlockSymbolType2Type1
        | LetilesBlockSymbolType3Type1
        | None
    )
    dx: int
    dy: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        symbol: None | str
        if (
            isinstance(self.symbol, LetilesBlockSymbolType1)
            or isinstance(self.symbol, LetilesBlockSymbolType2Type1)
            or isinstance(self.symbol, LetilesBlockSymbolType3Type1)
        ):
            symbol = self.symbol.value
        else:
            symbol = self.symbol

        dx = self.dx

        dy = self.dy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "symbol": symbol,
                "dx": dx,
                "dy": dy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = LetilesBlockColour(d.pop("colour"))

        def _parse_symbol(
            data: object,
        ) -> (
            LetilesBlockSymbolType1
            | LetilesBlockSymbolType2Type1
            | LetilesBlockSymbolType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_1 = LetilesBlockSymbolType1(data)

                return symbol_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_2_type_1 = LetilesBlockSymbolType2Type1(data)

                return symbol_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                symbol_type_3_type_1 = LetilesBlockSymbolType3Type1(data)

                return symbol_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                LetilesBlockSymbolType1
                | LetilesBlockSymbolType2Type1
                | LetilesBlockSymbolType3Type1
                | None,
                data,
            )

        symbol = _parse_symbol(d.pop("symbol"))

        dx = d.pop("dx")

        dy = d.pop("dy")

        letiles_block = cls(
            colour=colour,
            symbol=symbol,
            dx=dx,
            dy=dy,
        )

        return letiles_block
