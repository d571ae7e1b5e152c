from enum import StrEnum


class HandPenaltyName(StrEnum):
    撃皇 = "撃皇"
    皇再来 = "皇再来"

    def __str__(self) -> str:
        return str(self.value)
