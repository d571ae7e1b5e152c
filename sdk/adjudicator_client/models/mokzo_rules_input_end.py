from enum import StrEnum


class MokzoRulesInputEnd(StrEnum):
    FINISH_ROUND = "finish_round"
    IMMEDIATE = "immediate"

    def __str__(self) -> str:
        return str(self.value)
