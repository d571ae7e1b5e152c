from enum import StrEnum


class NineRulesInputTableCardsTo(StrEnum):
    CAPTURED = "captured"
    HAND = "hand"

    def __str__(self) -> str:
        return str(self.value)
