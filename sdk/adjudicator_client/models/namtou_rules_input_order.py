from enum import StrEnum


class NamtouRulesInputOrder(StrEnum):
    BOOK = "book"
    DRAFT = "draft"

    def __str__(self) -> str:
        return str(self.value)
