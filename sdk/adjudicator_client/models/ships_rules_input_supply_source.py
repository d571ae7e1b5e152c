from enum import StrEnum


class ShipsRulesInputSupplySource(StrEnum):
    BANK = "bank"
    START_STORE = "start_store"

    def __str__(self) -> str:
        return str(self.value)
