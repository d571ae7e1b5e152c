from enum import StrEnum


class GetLauzaitCepDepartmentsRuleset(StrEnum):
    DEFAULT = "default"
    ENGLISH = "english"

    def __str__(self) -> str:
        return str(self.value)
