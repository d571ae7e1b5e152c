"""HTTP adapter for the stick games, one module a game, all under ``/v1/stick-games`` with one tag: 獣裁 (jujai),
連撃獣裁 / 連撃術 (renkeki) and 新遊 (lutu). Importing a module declares its operations.
"""

from __future__ import annotations

from adjudicator.web.endpoints.stick_games import jujai, renkeki, lutu  # noqa: F401  # isort: skip  (the operations' order)
from adjudicator.web.endpoints.stick_games.common import ops

blp = ops.blp
