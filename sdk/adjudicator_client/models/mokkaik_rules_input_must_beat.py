from enum import StrEnum


class MokkaikRulesInputMustBeat(StrEnum):
    CURRENT_BEST = "current_best"
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
