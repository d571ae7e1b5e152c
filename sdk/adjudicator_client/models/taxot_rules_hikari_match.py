from enum import StrEnum


class TaxotRulesHikariMatch(StrEnum):
    CARD = "card"
    KIND = "kind"

    def __str__(self) -> str:
        return str(self.value)
