from enum import StrEnum


class MakhupRulesDrawTo(StrEnum):
    HAND = "hand"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
