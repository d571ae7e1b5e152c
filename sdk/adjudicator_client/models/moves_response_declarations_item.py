from enum import StrEnum


class MovesResponseDeclarationsItem(StrEnum):
    TA_XOT1 = "ta_xot1"
    TY_MOK1 = "ty_mok1"

    def __str__(self) -> str:
        return str(self.value)
