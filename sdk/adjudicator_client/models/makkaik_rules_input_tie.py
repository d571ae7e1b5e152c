from enum import StrEnum


class MakkaikRulesInputTie(StrEnum):
    SPLIT = "split"

    def __str__(self) -> str:
        return str(self.value)
