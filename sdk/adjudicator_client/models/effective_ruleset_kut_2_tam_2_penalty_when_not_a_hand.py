from enum import StrEnum


class EffectiveRulesetKut2Tam2PenaltyWhenNotAHand(StrEnum):
    IMMEDIATE = "immediate"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
