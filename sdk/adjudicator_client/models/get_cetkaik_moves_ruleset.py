from enum import StrEnum


class GetCetkaikMovesRuleset(StrEnum):
    CERKE_ONLINE_ALPHA = "cerke_online_alpha"
    EDUCATIONAL = "educational"
    OLD_CETKAIK = "old_cetkaik"
    STRICT_Y1_HUAP1 = "strict_y1_huap1"

    def __str__(self) -> str:
        return str(self.value)
