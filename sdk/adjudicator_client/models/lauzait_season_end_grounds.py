from enum import StrEnum


class LauzaitSeasonEndGrounds(StrEnum):
    COMPLETE_CONCEALED_HAND = "complete concealed hand"
    STALEMATE = "stalemate"
    THREE_REVEALED_DEPARTMENTS = "three revealed Departments"

    def __str__(self) -> str:
        return str(self.value)
