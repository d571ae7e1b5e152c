from enum import StrEnum


class MoveObjectColor(StrEnum):
    HUOK2 = "Huok2"
    KOK1 = "Kok1"
    赤 = "赤"
    黒 = "黒"

    def __str__(self) -> str:
        return str(self.value)
