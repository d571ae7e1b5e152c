from enum import StrEnum


class MokkaikRulesDealerMultiplier(StrEnum):
    PAYER_IS_DEALER = "payer_is_dealer"
    PAYER_OR_PAYEE_IS_DEALER = "payer_or_payee_is_dealer"

    def __str__(self) -> str:
        return str(self.value)
