from enum import StrEnum


class LauzaitCepRulesetFlagsPreset(StrEnum):
    DEFAULT = "default"
    ENGLISH = "english"

    def __str__(self) -> str:
        return str(self.value)
