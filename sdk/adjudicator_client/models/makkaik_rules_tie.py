from enum import StrEnum


class MakkaikRulesTie(StrEnum):
    SPLIT = "split"

    def __str__(self) -> str:
        return str(self.value)
