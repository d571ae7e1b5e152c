from enum import StrEnum


class MakhupRulesScoring(StrEnum):
    CARDS_LEFT = "cards_left"
    SEASON_WON = "season_won"

    def __str__(self) -> str:
        return str(self.value)
