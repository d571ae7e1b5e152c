from enum import StrEnum


class MokkaikRulesMustBeat(StrEnum):
    CURRENT_BEST = "current_best"
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
