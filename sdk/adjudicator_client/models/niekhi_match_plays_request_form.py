from enum import StrEnum


class NiekhiMatchPlaysRequestForm(StrEnum):
    COMPACT = "compact"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
