from enum import StrEnum


class GameOverReason(StrEnum):
    KING_CAPTURED = "king_captured"
    LAST_SEASON_ENDED = "last_season_ended"
    NO_MOVE_POSSIBLE = "no_move_possible"
    SCORE_REACHED_LIMIT = "score_reached_limit"

    def __str__(self) -> str:
        return str(self.value)
