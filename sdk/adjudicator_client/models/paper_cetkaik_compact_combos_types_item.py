from enum import StrEnum


class PaperCetkaikCompactCombosTypesItem(StrEnum):
    SEQ = "seq"
    SEQ_OF_SETS = "seq_of_sets"
    SET = "set"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
