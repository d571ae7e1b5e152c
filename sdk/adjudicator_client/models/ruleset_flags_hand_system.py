from enum import StrEnum


class RulesetFlagsHandSystem(StrEnum):
    EDUCATIONAL = "educational"
    GUSHOU = "gushou"
    RENJUREN = "renjuren"
    SANREN = "sanren"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
