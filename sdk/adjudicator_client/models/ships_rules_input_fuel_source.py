from enum import StrEnum


class ShipsRulesInputFuelSource(StrEnum):
    SHIP = "ship"
    START_STORE = "start_store"

    def __str__(self) -> str:
        return str(self.value)
