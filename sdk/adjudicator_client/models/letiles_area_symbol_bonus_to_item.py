from enum import StrEnum


class LetilesAreaSymbolBonusToItem(StrEnum):
    BLUE = "blue"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
