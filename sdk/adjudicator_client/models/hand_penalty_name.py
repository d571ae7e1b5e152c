from enum import StrEnum


class HandPenaltyName(StrEnum):
    KUT2TAM2 = "kut2tam2"
    TAM2_TY_SAK2 = "tam2_ty_sak2"
    撃皇 = "撃皇"
    皇再来 = "皇再来"

    def __str__(self) -> str:
        return str(self.value)
