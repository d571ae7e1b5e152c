from enum import StrEnum


class NineRulesInputForcedFail(StrEnum):
    DECLINE = "decline"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
