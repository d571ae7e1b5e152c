"""The stick games of the seed book: 獣裁 (``jujai``), 連撃獣裁 / 連撃術 (``renkeki``) and 新遊 / 算学 (``lutu``).

Every probability is an exact :class:`fractions.Fraction`; every ``to_json`` writes fractions as ``"a/b"`` strings.
Bad input raises :class:`StickGameError` (a ``ValueError``) naming the offending field.
"""

from __future__ import annotations

from adjudicator.games.stick_games.common import StickGameError

__all__ = ["StickGameError"]
