from enum import StrEnum


class MakhupRulesInputDrawTo(StrEnum):
    HAND = "hand"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
