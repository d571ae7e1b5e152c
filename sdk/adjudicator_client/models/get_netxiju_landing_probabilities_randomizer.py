from enum import StrEnum


class GetNetxijuLandingProbabilitiesRandomizer(StrEnum):
    D6 = "d6"
    STICKS5 = "sticks5"
    STICKS6 = "sticks6"

    def __str__(self) -> str:
        return str(self.value)
