from enum import StrEnum


class MakkaikPlayAction(StrEnum):
    BASE = "base"
    CALL = "call"
    DECLINE = "decline"
    DRAW = "draw"
    FOLD = "fold"
    KEEP = "keep"
    PASS = "pass"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
