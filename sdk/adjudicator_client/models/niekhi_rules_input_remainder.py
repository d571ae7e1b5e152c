from enum import StrEnum


class NiekhiRulesInputRemainder(StrEnum):
    UNEVEN = "uneven"
    UNUSED = "unused"

    def __str__(self) -> str:
        return str(self.value)
