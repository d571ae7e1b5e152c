from enum import StrEnum


class UtageStateInputPhase(StrEnum):
    END = "end"
    OVER = "over"
    PLAY = "play"
    SCORING = "scoring"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
