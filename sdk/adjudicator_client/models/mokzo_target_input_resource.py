from enum import StrEnum


class MokzoTargetInputResource(StrEnum):
    COIN = "coin"
    RICE = "rice"

    def __str__(self) -> str:
        return str(self.value)
