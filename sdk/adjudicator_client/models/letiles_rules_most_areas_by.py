from enum import StrEnum


class LetilesRulesMostAreasBy(StrEnum):
    AREAS = "areas"
    CHIPS = "chips"

    def __str__(self) -> str:
        return str(self.value)
