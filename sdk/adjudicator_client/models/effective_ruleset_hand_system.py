from enum import StrEnum


class EffectiveRulesetHandSystem(StrEnum):
    EDUCATIONAL = "educational"
    GUSHOU = "gushou"
    RENJUREN = "renjuren"
    SANREN = "sanren"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
