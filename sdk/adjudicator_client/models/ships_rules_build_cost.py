from enum import StrEnum


class ShipsRulesBuildCost(StrEnum):
    BURN = "burn"
    TRANSFER = "transfer"

    def __str__(self) -> str:
        return str(self.value)
