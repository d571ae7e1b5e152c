from enum import StrEnum


class LauzaitCepDepartmentsRequestRulesetType0(StrEnum):
    DEFAULT = "default"
    ENGLISH = "english"

    def __str__(self) -> str:
        return str(self.value)
