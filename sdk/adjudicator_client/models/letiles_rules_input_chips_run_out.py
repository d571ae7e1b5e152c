from enum import StrEnum


class LetilesRulesInputChipsRunOut(StrEnum):
    CHANGE = "change"
    LOST = "lost"

    def __str__(self) -> str:
        return str(self.value)
