from enum import StrEnum


class GameOverVictorType2Type1(StrEnum):
    A = "A"
    ASIDE = "ASide"
    IA = "IA"
    IASIDE = "IASide"

    def __str__(self) -> str:
        return str(self.value)
