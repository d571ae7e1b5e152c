from enum import StrEnum


class MokzoActivationChoiceBranch(StrEnum):
    AGE = "age"
    DESTROY = "destroy"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
