from enum import StrEnum


class TaxotImmediateRequestKind(StrEnum):
    NAM = "nam"
    QUAD = "quad"

    def __str__(self) -> str:
        return str(self.value)
