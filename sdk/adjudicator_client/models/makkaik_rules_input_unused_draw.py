from enum import StrEnum


class MakkaikRulesInputUnusedDraw(StrEnum):
    COMMUNITY = "community"
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
