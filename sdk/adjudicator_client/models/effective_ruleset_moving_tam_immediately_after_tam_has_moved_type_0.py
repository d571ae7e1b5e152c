from enum import StrEnum


class EffectiveRulesetMovingTamImmediatelyAfterTamHasMovedType0(StrEnum):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"

    def __str__(self) -> str:
        return str(self.value)
