from enum import StrEnum


class MakhupRulesNextDealer(StrEnum):
    LEFT = "left"
    WINNER = "winner"

    def __str__(self) -> str:
        return str(self.value)
