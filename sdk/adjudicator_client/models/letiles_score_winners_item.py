from enum import StrEnum


class LetilesScoreWinnersItem(StrEnum):
    BLUE = "blue"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
