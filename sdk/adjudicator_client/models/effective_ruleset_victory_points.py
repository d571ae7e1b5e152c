from enum import IntEnum


class EffectiveRulesetVictoryPoints(IntEnum):
    VALUE_20 = 20
    VALUE_40 = 40

    def __str__(self) -> str:
        return str(self.value)
