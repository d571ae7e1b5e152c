from enum import StrEnum


class MovesRequestView(StrEnum):
    FULL = "full"
    NOTATIONS = "notations"

    def __str__(self) -> str:
        return str(self.value)
