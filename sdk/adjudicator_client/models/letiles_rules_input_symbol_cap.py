from enum import StrEnum


class LetilesRulesInputSymbolCap(StrEnum):
    PER_AREA = "per_area"
    PER_AREA_PER_SYMBOL = "per_area_per_symbol"

    def __str__(self) -> str:
        return str(self.value)
