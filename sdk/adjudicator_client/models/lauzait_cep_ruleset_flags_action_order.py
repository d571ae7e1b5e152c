from enum import StrEnum


class LauzaitCepRulesetFlagsActionOrder(StrEnum):
    ANY = "any"
    DESIGNERS = "designers"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
