from enum import StrEnum


class LetilesRulesInputSymbolRule(StrEnum):
    CONNECTED = "connected"
    COUNT = "count"

    def __str__(self) -> str:
        return str(self.value)
