from enum import StrEnum


class NiekhiRulesInputUaiRemoveScope(StrEnum):
    ALL = "all"
    HANDS = "hands"

    def __str__(self) -> str:
        return str(self.value)
