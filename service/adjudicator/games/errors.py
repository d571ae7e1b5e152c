"""The one exception of the rules library: bad input, with the path of the field it concerns.

Every game's own error (``PositionError``, ``CardError``, ``UtageError``, ...) derives from :class:`RulesError`, so
a caller can catch them all at once and find the offending part of its input in ``field`` without reading the
message. ``field`` is a dotted path from the top of what the caller passed (``board.ZO``, ``hands.1``) or
``None`` when the input as a whole is wrong.

>>> err = RulesError("too many pawns", field="board")
>>> err.field, err.message, str(err)
('board', 'too many pawns', 'board: too many pawns')
>>> str(err.under("position"))
'position.board: too many pawns'
"""

from __future__ import annotations

__all__ = ["RulesError"]


class RulesError(ValueError):
    """Input that the rules refuse, with ``field`` (a dotted path, or ``None``) and a ``message`` naming the problem."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.message = message
        self.field = field

    def under(self, prefix: str | None) -> RulesError:
        """Return the same error with its field path placed under ``prefix`` (the caller's name for the input)."""
        if not prefix:
            return self
        field = f"{prefix}.{self.field}" if self.field else prefix
        return RulesError(self.message, field)
