from enum import StrEnum


class EffectiveRulesetSteppingCast(StrEnum):
    CHAINED = "chained"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
