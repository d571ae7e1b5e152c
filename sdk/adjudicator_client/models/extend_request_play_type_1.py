from enum import StrEnum


class ExtendRequestPlayType1(StrEnum):
    TA_XOT1 = "ta_xot1"
    TY_MOK1 = "ty_mok1"
    再行 = "再行"
    終季 = "終季"

    def __str__(self) -> str:
        return str(self.value)
