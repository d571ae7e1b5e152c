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

import json
from collections.abc import Mapping

__all__ = ["RulesError", "check_stated"]


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


def check_stated(data: Mapping[str, object], derived: Mapping[str, object], where: str,
                 error: type[RulesError] = RulesError) -> None:
    """Refuse a derived field sent back with a state (whose turn it is, whether the game is over) that is not the
    one the state makes: a client cannot claim a turn or an end the rules do not give.

    >>> check_stated({"over": True}, {"over": False}, "state")
    Traceback (most recent call last):
    ...
    adjudicator.games.errors.RulesError: state.over: the state makes it false, not true
    """
    for key, value in derived.items():
        if key in data and (type(data[key]) is not type(value) or data[key] != value):
            said, made = (json.dumps(v, ensure_ascii=False) for v in (data[key], value))
            raise error(f"the state makes it {made}, not {said}", f"{where}.{key}")
