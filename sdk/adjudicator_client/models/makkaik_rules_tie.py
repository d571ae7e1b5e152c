from enum import StrEnum


class MakkaikRulesTie(StrEnum):
    DEALER_ORDER = "dealer_order"
    SPLIT = "split"

    def __str__(self) -> str:
        return str(self.value)
