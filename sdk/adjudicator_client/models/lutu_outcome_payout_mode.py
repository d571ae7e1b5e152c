from enum import StrEnum


class LutuOutcomePayoutMode(StrEnum):
    GROSS = "gross"
    NET = "net"

    def __str__(self) -> str:
        return str(self.value)
