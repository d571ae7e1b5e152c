from enum import StrEnum


class MakkaikRulesUnusedDraw(StrEnum):
    COMMUNITY = "community"
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
