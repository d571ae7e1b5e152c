from enum import StrEnum


class MakhupRulesNewTips(StrEnum):
    EACH_PLAYED_CARD = "each_played_card"
    LAST_CARD_ONLY = "last_card_only"

    def __str__(self) -> str:
        return str(self.value)
