from enum import StrEnum


class LauzaitCepPositionRequestRulesetType0(StrEnum):
    DEFAULT = "default"
    ENGLISH = "english"

    def __str__(self) -> str:
        return str(self.value)
