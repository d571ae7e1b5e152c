from enum import StrEnum


class LauzaitCepDayOrderOrderType0Item(StrEnum):
    DECLARE = "declare"
    DISSOLVE = "dissolve"
    FORM = "form"
    HIRE = "hire"

    def __str__(self) -> str:
        return str(self.value)
