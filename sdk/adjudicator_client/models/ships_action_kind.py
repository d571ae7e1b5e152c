from enum import StrEnum


class ShipsActionKind(StrEnum):
    BUILD = "build"
    MOVE = "move"
    PASS = "pass"
    PLUNDER = "plunder"
    RECALL = "recall"
    SUPPLY = "supply"

    def __str__(self) -> str:
        return str(self.value)
