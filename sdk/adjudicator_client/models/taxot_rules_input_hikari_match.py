from enum import StrEnum


class TaxotRulesInputHikariMatch(StrEnum):
    CARD = "card"
    KIND = "kind"

    def __str__(self) -> str:
        return str(self.value)
