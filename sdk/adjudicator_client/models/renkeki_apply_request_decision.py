from enum import StrEnum


class RenkekiApplyRequestDecision(StrEnum):
    BANK = "bank"
    THROW = "throw"

    def __str__(self) -> str:
        return str(self.value)
