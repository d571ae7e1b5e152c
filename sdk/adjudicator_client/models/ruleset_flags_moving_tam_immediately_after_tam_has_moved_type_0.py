from enum import StrEnum


class RulesetFlagsMovingTamImmediatelyAfterTamHasMovedType0(StrEnum):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"
    PENALIZED = "penalized"

    def __str__(self) -> str:
        return str(self.value)
