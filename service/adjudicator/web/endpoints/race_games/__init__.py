"""The race games over HTTP, one module a game, declared once each: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships).

States and rules are loaded by the rules library (checked against their documented request forms first), so a
state the service returned can be sent back as it is; a library error is a 422 naming its field. Importing a module
declares its operations, netxiju first (the order of the race-games tag); its landing probabilities are in a second
group, race-games-odds.
"""

from __future__ import annotations

from adjudicator.web.endpoints.race_games import netxiju, mokzo, ships  # noqa: F401  # isort: skip  (the operations' order)
from adjudicator.web.endpoints.race_games.common import odds_ops, ops

blp = ops.blp
BLUEPRINTS = (blp, odds_ops.blp)
