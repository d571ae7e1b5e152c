from enum import StrEnum


class LetilesRulesSymbolRule(StrEnum):
    CONNECTED = "connected"
    COUNT = "count"

    def __str__(self) -> str:
        return str(self.value)
