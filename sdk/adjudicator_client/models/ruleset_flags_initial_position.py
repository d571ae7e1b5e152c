from enum import StrEnum


class RulesetFlagsInitialPosition(StrEnum):
    EDUCATIONAL = "educational"
    OLD_CETKAIK = "old_cetkaik"
    OLD_CETKAIK_SWAPPED = "old_cetkaik_swapped"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
