from enum import StrEnum


class LetilesRulesInputFirstTile(StrEnum):
    ANYWHERE = "anywhere"
    COVERS_MIDDLE = "covers_middle"

    def __str__(self) -> str:
        return str(self.value)
