from enum import StrEnum


class LauzaitCepDayOrderActionsItem(StrEnum):
    DECLARE = "declare"
    DISSOLVE = "dissolve"
    FORM = "form"
    HIRE = "hire"

    def __str__(self) -> str:
        return str(self.value)
