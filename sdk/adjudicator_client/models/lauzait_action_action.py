from enum import StrEnum


class LauzaitActionAction(StrEnum):
    DECLARE = "declare"
    DISSOLVE = "dissolve"
    END = "end"
    FORM = "form"
    HIRE = "hire"

    def __str__(self) -> str:
        return str(self.value)
