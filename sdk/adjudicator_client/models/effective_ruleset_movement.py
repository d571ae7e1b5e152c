from enum import StrEnum


class EffectiveRulesetMovement(StrEnum):
    HARD_TAM2 = "hard_tam2"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
