"""Pieces shared by the stick games: the input error, throw validation and the tie-share win formula."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import comb
from typing import Any, Final

from adjudicator.games import sticks
from adjudicator.games.errors import RulesError
from adjudicator.games.shapes import part, text

#: The kind of a player's name in a state (:mod:`adjudicator.games.shapes`): 1 to 64 characters.
PLAYER: Final = text(min_length=1, max_length=64)
#: The kind of a game's seed: a 64-bit signed integer.


class StickGameError(RulesError):
    """Bad input to a stick game; ``field`` is the path of the offending field, which the message starts with.

    A message worded as a predicate reads on from the path: ``rounds[0].A must be a throw result ...``.
    """

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message, field)
        if field and message.startswith(("must ", "has ")):
            self.args = (f"{field} {message}",)


def check_sticks(value: object, field: str = "sticks") -> int:
    """Return ``value`` as a number of sticks, or raise naming ``field``."""
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= sticks.MAX_STICKS:
        raise StickGameError(f"must be a whole number from 1 to {sticks.MAX_STICKS}, got {value!r}", field)
    return value


def check_throw(value: object, stick_count: int, field: str) -> int:
    """Return ``value`` as a throw result 0..stick_count, or raise naming ``field``."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= stick_count:
        raise StickGameError(f"must be a throw result from 0 to {stick_count}, got {value!r}", field)
    return value


def check_positive(value: object, field: str) -> int:
    """Return ``value`` as a positive whole number, or raise naming ``field``."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise StickGameError(f"must be a positive whole number, got {value!r}", field)
    return value


def read_fraction(value: object, where: str) -> Fraction:
    """An exact amount as :func:`fraction_json` writes it (``"-1"``, ``"1/3"``), read back; else an error naming
    ``where``."""
    if isinstance(value, str):
        try:
            return Fraction(value)
        except (ValueError, ZeroDivisionError):
            pass
    raise StickGameError(f"expected an exact amount as a fraction string such as \"-1/3\", got {value!r}", where)


#: The kind of an exact amount written as a fraction string (the web layer documents it with an example).
FRACTION: Final = part(read_fraction, schema="string").named("fraction string")


def check_player(value: object, field: str) -> str:
    """Return ``value`` as a non-empty player name, or raise naming ``field``."""
    if not isinstance(value, str) or not value:
        raise StickGameError(f"must be a non-empty player name, got {value!r}", field)
    return value


def require_mapping(value: object, field: str) -> Mapping[str, Any]:
    """Return ``value`` as a JSON object, or raise naming ``field``."""
    if not isinstance(value, Mapping):
        raise StickGameError(f"must be an object, got {type(value).__name__}", field)
    return value


def require_list(value: object, field: str) -> Sequence[Any]:
    """Return ``value`` as a JSON array, or raise naming ``field``."""
    if not isinstance(value, list | tuple):
        raise StickGameError(f"must be an array, got {type(value).__name__}", field)
    return value


def share_of_win(mine: Mapping[int, Fraction], others: Mapping[int, Fraction], opponents: int) -> Fraction:
    """Return a player's expected share of the pot against ``opponents`` independent rivals.

    A player with result r who ties with j rivals at the top wins the fair rethrow with probability 1/(j+1), so the
    share is Σ_r P(r) Σ_j C(m, j) q_r^j F(r-1)^(m-j) / (j+1), with q the rivals' distribution and F its CDF.
    """
    total = Fraction(0)
    for r, p in mine.items():
        q_r = others.get(r, Fraction(0))
        below = sum((q for v, q in others.items() if v < r), Fraction(0))
        total += p * sum(
            (comb(opponents, j) * q_r**j * below ** (opponents - j) / (j + 1) for j in range(opponents + 1)),
            Fraction(0),
        )
    return total


def fraction_json(value: Fraction) -> str:
    """Write an exact probability or expectation as an ``"a/b"`` string (``"1"`` for whole numbers)."""
    return str(value)
