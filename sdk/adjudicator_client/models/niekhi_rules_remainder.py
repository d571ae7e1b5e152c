from enum import StrEnum


class NiekhiRulesRemainder(StrEnum):
    UNEVEN = "uneven"
    UNUSED = "unused"

    def __str__(self) -> str:
        return str(self.value)
