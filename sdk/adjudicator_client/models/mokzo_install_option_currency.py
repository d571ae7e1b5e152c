from enum import StrEnum


class MokzoInstallOptionCurrency(StrEnum):
    COIN = "coin"
    RICE = "rice"

    def __str__(self) -> str:
        return str(self.value)
