from enum import StrEnum


class MakkaikHandValueCategory(StrEnum):
    PAIR = "pair"
    SEQUENCE = "sequence"
    SINGLE = "single"
    TRIPLE = "triple"

    def __str__(self) -> str:
        return str(self.value)
