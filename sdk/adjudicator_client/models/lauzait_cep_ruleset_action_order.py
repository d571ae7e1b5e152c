from enum import StrEnum


class LauzaitCepRulesetActionOrder(StrEnum):
    ANY = "any"
    DESIGNERS = "designers"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
