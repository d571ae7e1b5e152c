from enum import StrEnum


class NiekhiRulesUaiRemoveScope(StrEnum):
    ALL = "all"
    HANDS = "hands"

    def __str__(self) -> str:
        return str(self.value)
