"""What the stick-game operations share: their group (one tag, ``/v1/stick-games``)."""

from __future__ import annotations

from adjudicator.web.api import Operations

ops = Operations(
    "stick-games", "/v1/stick-games",
    "The stick games: 獣裁 (jujai), 連撃獣裁 / 連撃術 (renkeki) and 新遊 (lutu)",
)
