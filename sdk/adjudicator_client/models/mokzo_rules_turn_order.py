from enum import StrEnum


class MokzoRulesTurnOrder(StrEnum):
    BOOK = "book"
    MANUAL = "manual"

    def __str__(self) -> str:
        return str(self.value)
