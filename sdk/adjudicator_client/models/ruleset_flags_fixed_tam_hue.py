from enum import StrEnum


class RulesetFlagsFixedTamHue(StrEnum):
    CENTRE = "centre"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
