from enum import StrEnum


class GetInitialCetkaikPositionToPlay(StrEnum):
    A = "A"
    ASIDE = "ASide"
    IA = "IA"
    IASIDE = "IASide"

    def __str__(self) -> str:
        return str(self.value)
