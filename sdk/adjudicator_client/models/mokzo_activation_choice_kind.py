from enum import StrEnum


class MokzoActivationChoiceKind(StrEnum):
    DAU = "dau"
    UAI = "uai"

    def __str__(self) -> str:
        return str(self.value)
