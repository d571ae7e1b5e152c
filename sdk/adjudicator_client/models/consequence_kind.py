from enum import StrEnum


class ConsequenceKind(StrEnum):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"
    PENALIZED = "penalized"

    def __str__(self) -> str:
        return str(self.value)
