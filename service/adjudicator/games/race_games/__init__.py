"""The race games: 行山 (``mokzo``), 六裁 (``netxiju``) and 連船之遊 (``ships``), spec other-games §4."""

from __future__ import annotations

from .errors import RaceGameError

__all__ = ["RaceGameError"]
