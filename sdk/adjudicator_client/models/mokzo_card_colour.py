from enum import StrEnum


class MokzoCardColour(StrEnum):
    BLACK = "black"
    RED = "red"
    赤 = "赤"
    黒 = "黒"

    def __str__(self) -> str:
        return str(self.value)
