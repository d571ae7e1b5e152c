from enum import StrEnum


class LauzaitCepHiringRequestRulesetType0(StrEnum):
    DEFAULT = "default"
    ENGLISH = "english"

    def __str__(self) -> str:
        return str(self.value)
