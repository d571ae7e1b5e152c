from enum import StrEnum


class RenkekiRulesOrder(StrEnum):
    SEQUENTIAL_OPEN = "sequential_open"
    SIMULTANEOUS_HIDDEN = "simultaneous_hidden"

    def __str__(self) -> str:
        return str(self.value)
