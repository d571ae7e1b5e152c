"""Paper Cetkaik (紙机戦) over HTTP, one module a card game, all under ``/v1/paper-cetkaik`` with one tag.

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
from adjudicator.web.endpoints.paper_cetkaik.common import ops

blp = ops.blp
