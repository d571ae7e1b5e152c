from enum import StrEnum


class RenkekiAdviceDecision(StrEnum):
    BANK = "bank"
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
