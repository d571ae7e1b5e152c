from enum import StrEnum


class TaxotActionAction(StrEnum):
    DECLINE = "decline"
    DISCARD = "discard"
    DRAW = "draw"
    EXPOSE_QUAD = "expose_quad"
    NAM = "nam"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
