from enum import StrEnum


class EffectiveRulesetScoring(StrEnum):
    HANDS = "hands"
    PER_PIECE_2X4X = "per_piece_2x4x"
    PER_PIECE_3X5X = "per_piece_3x5x"
    PER_PIECE_3X5X_UNUSED = "per_piece_3x5x_unused"

    def __str__(self) -> str:
        return str(self.value)
