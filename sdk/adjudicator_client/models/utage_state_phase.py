from enum import StrEnum


class UtageStatePhase(StrEnum):
    END = "end"
    OVER = "over"
    PLAY = "play"
    SCORING = "scoring"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
