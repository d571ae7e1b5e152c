from enum import StrEnum


class LauzaitCepCompactOutcomeObtained(StrEnum):
    MOVER = "mover"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
