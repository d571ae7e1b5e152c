from enum import StrEnum


class DeclareRequestFirst(StrEnum):
    A = "A"
    ASIDE = "ASide"
    IA = "IA"
    IASIDE = "IASide"

    def __str__(self) -> str:
        return str(self.value)
