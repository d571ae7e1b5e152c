from enum import StrEnum


class StartGameRequestGame(StrEnum):
    CETKAIK = "cetkaik"
    JUJAI = "jujai"
    LAUZAIT_CEP = "lauzait_cep"
    LETILES = "letiles"
    LUTU = "lutu"
    MAKHUP = "makhup"
    MAKKAIK = "makkaik"
    MOKKAIK = "mokkaik"
    MOKZO = "mokzo"
    NAMTOU = "namtou"
    NETXIJU = "netxiju"
    NIEKHI = "niekhi"
    NINE = "nine"
    RENKEKI = "renkeki"
    SHIPS = "ships"
    TAXOT = "taxot"
    UTAGE = "utage"

    def __str__(self) -> str:
        return str(self.value)
