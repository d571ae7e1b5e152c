from enum import StrEnum


class UtageFormulaMarksItem(StrEnum):
    MAX = "max"
    MIN = "min"

    def __str__(self) -> str:
        return str(self.value)
