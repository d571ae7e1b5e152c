from enum import StrEnum


class TaxotClaimKind(StrEnum):
    NAM = "nam"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
