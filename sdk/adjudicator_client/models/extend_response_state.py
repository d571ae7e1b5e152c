from enum import StrEnum


class ExtendResponseState(StrEnum):
    GAME_OVER = "game_over"
    MUST_DECLARE = "must_declare"
    TURN_PASSED = "turn_passed"

    def __str__(self) -> str:
        return str(self.value)
