from enum import StrEnum


class RenkekiStepDecision(StrEnum):
    BANK = "bank"
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
