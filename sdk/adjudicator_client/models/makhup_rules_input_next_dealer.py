from enum import StrEnum


class MakhupRulesInputNextDealer(StrEnum):
    LEFT = "left"
    WINNER = "winner"

    def __str__(self) -> str:
        return str(self.value)
