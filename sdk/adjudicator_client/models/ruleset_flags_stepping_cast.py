from enum import StrEnum


class RulesetFlagsSteppingCast(StrEnum):
    CHAINED = "chained"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
