from enum import StrEnum


class LauzaitGameDoneItem(StrEnum):
    DISSOLVE = "dissolve"
    FORM = "form"
    HIRE = "hire"

    def __str__(self) -> str:
        return str(self.value)
