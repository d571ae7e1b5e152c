from enum import StrEnum


class TaxotRulesInputExhaustiveDraw(StrEnum):
    DEALER_PASSES = "dealer_passes"
    NO_SCORE = "no_score"

    def __str__(self) -> str:
        return str(self.value)
