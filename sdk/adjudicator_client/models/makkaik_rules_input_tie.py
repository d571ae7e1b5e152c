from enum import StrEnum


class MakkaikRulesInputTie(StrEnum):
    DEALER_ORDER = "dealer_order"
    SPLIT = "split"

    def __str__(self) -> str:
        return str(self.value)
