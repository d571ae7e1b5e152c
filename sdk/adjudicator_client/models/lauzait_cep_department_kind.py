from enum import StrEnum


class LauzaitCepDepartmentKind(StrEnum):
    SEQUENCE_OF_THREE = "sequence-of-three"
    THREE_OF_A_KIND = "three-of-a-kind"

    def __str__(self) -> str:
        return str(self.value)
