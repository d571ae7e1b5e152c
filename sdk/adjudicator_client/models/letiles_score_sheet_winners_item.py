from enum import StrEnum


class LetilesScoreSheetWinnersItem(StrEnum):
    BLUE = "blue"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
