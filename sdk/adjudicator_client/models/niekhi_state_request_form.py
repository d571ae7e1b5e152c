from enum import StrEnum


class NiekhiStateRequestForm(StrEnum):
    COMPACT = "compact"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
