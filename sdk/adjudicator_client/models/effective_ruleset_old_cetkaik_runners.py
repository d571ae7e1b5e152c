from enum import StrEnum


class EffectiveRulesetOldCetkaikRunners(StrEnum):
    BOTH = "both"
    CHARIOT = "chariot"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
