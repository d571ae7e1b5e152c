from enum import StrEnum


class LetilesBlockInputSymbolType1(StrEnum):
    CIRCLE = "circle"
    CROSS = "cross"
    PLUS = "plus"
    TRIANGLE = "triangle"
    VALUE_4 = "◎"
    VALUE_5 = "+"
    VALUE_6 = "△"

    def __str__(self) -> str:
        return str(self.value)
