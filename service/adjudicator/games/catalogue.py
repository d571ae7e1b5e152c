"""Every game of the rules library, by name, as the one interface they all implement
(:class:`~adjudicator.games.game.Game`).

>>> sorted(GAMES)[:4]
['cetkaik', 'jujai', 'lauzait_cep', 'letiles']
>>> GAMES["letiles"].to_play(GAMES["letiles"].new(seed=1))
0
"""

from __future__ import annotations

from typing import Any, Final

from adjudicator.games.cetkaik.game_interface import CETKAIK
from adjudicator.games.game import Game
from adjudicator.games.lauzait_cep.game_interface import LAUZAIT_CEP
from adjudicator.games.letiles.game_interface import LETILES
from adjudicator.games.paper_cetkaik.game_interface import MAKHUP, MAKKAIK, MOKKAIK, NAMTOU, NIEKHI, NINE, TAXOT
from adjudicator.games.race_games.game_interface import MOKZO, NETXIJU, SHIPS
from adjudicator.games.stick_games.game_interface import JUJAI, LUTU, RENKEKI
from adjudicator.games.utage.game_interface import UTAGE

__all__ = ["GAMES"]

#: every game, by its name
GAMES: Final[dict[str, Game[Any, Any]]] = {
    game.name: game
    for game in (CETKAIK, LAUZAIT_CEP, LETILES, UTAGE, SHIPS, MOKZO, NETXIJU, NIEKHI, NINE, MAKHUP, MOKKAIK, TAXOT,
                 MAKKAIK, NAMTOU, JUJAI, RENKEKI, LUTU)
}
