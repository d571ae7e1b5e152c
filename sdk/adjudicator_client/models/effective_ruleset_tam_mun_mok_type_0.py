from enum import StrEnum


class EffectiveRulesetTamMunMokType0(StrEnum):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"

    def __str__(self) -> str:
        return str(self.value)
