from enum import StrEnum


class MokzoTargetResource(StrEnum):
    COIN = "coin"
    RICE = "rice"

    def __str__(self) -> str:
        return str(self.value)
