from enum import StrEnum


class NineRulesForcedFail(StrEnum):
    DECLINE = "decline"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
