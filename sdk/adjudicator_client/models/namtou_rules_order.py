from enum import StrEnum


class NamtouRulesOrder(StrEnum):
    BOOK = "book"
    DRAFT = "draft"

    def __str__(self) -> str:
        return str(self.value)
