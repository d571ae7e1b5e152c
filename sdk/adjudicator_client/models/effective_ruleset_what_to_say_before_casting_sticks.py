from enum import StrEnum


class EffectiveRulesetWhatToSayBeforeCastingSticks(StrEnum):
    DIRECTION = "direction"
    EXACT_DESTINATION = "exact_destination"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
