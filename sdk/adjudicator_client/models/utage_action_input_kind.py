from enum import StrEnum


class UtageActionInputKind(StrEnum):
    DECLARE = "declare"
    END_DECLINE = "end_decline"
    END_TO_LORD = "end_to_lord"
    GIVE = "give"
    PLACE = "place"
    TO_LORD = "to_lord"

    def __str__(self) -> str:
        return str(self.value)
