from enum import StrEnum


class LauzaitCepDepartmentColour(StrEnum):
    G = "G"
    W = "W"

    def __str__(self) -> str:
        return str(self.value)
