from enum import StrEnum


class EffectiveRulesetGame(StrEnum):
    CETKAIK = "cetkaik"
    OLD_CETKAIK = "old_cetkaik"

    def __str__(self) -> str:
        return str(self.value)
