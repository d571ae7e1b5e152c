from enum import StrEnum


class TaxotRulesInputDealerMultiplier(StrEnum):
    ALWAYS = "always"
    PAYER_OR_PAYEE_IS_DEALER = "payer_or_payee_is_dealer"
    WINNER_IS_DEALER = "winner_is_dealer"

    def __str__(self) -> str:
        return str(self.value)
