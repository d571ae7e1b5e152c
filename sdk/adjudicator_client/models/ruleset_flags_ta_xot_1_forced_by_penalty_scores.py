from enum import StrEnum


class RulesetFlagsTaXot1ForcedByPenaltyScores(StrEnum):
    HANDS_AND_PENALTIES = "hands_and_penalties"
    PENALTIES_ONLY = "penalties_only"

    def __str__(self) -> str:
        return str(self.value)
