from enum import StrEnum


class LetilesRulesInputMostAreasBy(StrEnum):
    AREAS = "areas"
    CHIPS = "chips"

    def __str__(self) -> str:
        return str(self.value)
