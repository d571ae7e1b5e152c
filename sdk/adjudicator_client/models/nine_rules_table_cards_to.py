from enum import StrEnum


class NineRulesTableCardsTo(StrEnum):
    CAPTURED = "captured"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
