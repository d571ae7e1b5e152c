from enum import StrEnum


class ShipsRulesInputBuildCost(StrEnum):
    BURN = "burn"
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
