from enum import StrEnum


class GetCetkaikMovesView(StrEnum):
    FULL = "full"
    NOTATIONS = "notations"

    def __str__(self) -> str:
        return str(self.value)
