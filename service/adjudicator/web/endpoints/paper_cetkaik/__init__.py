"""Paper Cetkaik (紙机戦) over HTTP, one module a card game, all under ``/v1/paper-cetkaik``: two tags, the whole
games (a 行戦 match, a 終季 season, a 値戦 or 開樽 game, dealt from a seed and played to the end) and the rest.

The games: 行戦 (mokkaik), 終季 (taxot), 値戦 (makkaik), 開樽 (namtou), 連友 (niekhi), 小猫 (nine), 値木 (makhup);
``combos`` has the deck and the combo look-ups they share. Importing a module declares its operations.
"""

from __future__ import annotations

from adjudicator.web.endpoints.paper_cetkaik import (  # noqa: F401
    combos,
    makhup,
    makkaik,
    mokkaik,
    namtou,
    niekhi,
    nine,
    taxot,
)
from adjudicator.web.endpoints.paper_cetkaik.common import games_ops, ops

blp = ops.blp
BLUEPRINTS = (blp, games_ops.blp)
