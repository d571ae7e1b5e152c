from enum import StrEnum


class LetilesRulesChipsRunOut(StrEnum):
    CHANGE = "change"
    LOST = "lost"

    def __str__(self) -> str:
        return str(self.value)
