from enum import StrEnum


class NamtouGamePlayAction(StrEnum):
    BET = "bet"
    FOLD = "fold"

    def __str__(self) -> str:
        return str(self.value)
