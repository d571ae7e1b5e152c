from enum import StrEnum


class RenkekiTurnStatus(StrEnum):
    BANKED = "banked"
    BUST = "bust"
    ROLLING = "rolling"

    def __str__(self) -> str:
        return str(self.value)
