from enum import StrEnum


class NineRulesInputForcedFail(StrEnum):
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
