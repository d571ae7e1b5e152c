"""Small helpers shared by the race games: reading JSON fields and the randomisers."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Final, Literal, TypeAlias

from ..sticks import distribution
from .errors import RaceGameError

Randomizer: TypeAlias = Literal["sticks5", "sticks6", "d6"]
RANDOMIZERS: Final[tuple[Randomizer, ...]] = ("sticks5", "sticks6", "d6")
#: The kind of a state's seed (:mod:`adjudicator.games.shapes`): a 64-bit signed integer.


def outcomes(randomizer: Randomizer) -> dict[int, Fraction]:
    """Return the exact distribution of one throw: 5 or 6 sticks (Binomial, 0 possible) or a die (1..6)."""
    if randomizer == "d6":
        return {face: Fraction(1, 6) for face in range(1, 7)}
    if randomizer in ("sticks5", "sticks6"):
        return dict(enumerate(distribution(int(randomizer[-1]))))
    raise RaceGameError(f"expected one of {', '.join(RANDOMIZERS)}, got {randomizer!r}", "rules.randomizer")


def whole(value: object, where: str, low: int = 0, high: int | None = None) -> int:
    """Return ``value`` if it is an integer in ``low..high``; raise :class:`RaceGameError` naming ``where``."""
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        bound = f"{low}..{high}" if high is not None else f">= {low}"
        raise RaceGameError(f"expected an integer {bound}, got {value!r}", where)
    return value


def seq(value: object, where: str) -> Sequence[Any]:
    """Return ``value`` if it is a JSON list; raise :class:`RaceGameError` naming ``where``."""
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise RaceGameError("expected a list", where)
    return value


def obj(value: object, where: str) -> Mapping[str, Any]:
    """Return ``value`` if it is a JSON object; raise :class:`RaceGameError` naming ``where``."""
    if not isinstance(value, Mapping):
        raise RaceGameError("expected an object", where)
    return value


def only(value: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> Mapping[str, Any]:
    """Return ``value`` if it has no field outside ``allowed``; raise :class:`RaceGameError` naming the first."""
    unknown = sorted(k for k in value if k not in allowed)
    if unknown:
        raise RaceGameError(f"unknown field {unknown[0]!r} (expected only {', '.join(allowed)})",
                            f"{where}.{unknown[0]}")
    return value


def seeded_throw(randomizer: Randomizer, seed: int) -> int:
    """Return one throw of the randomiser drawn reproducibly from ``seed`` (for play without observed throws)."""
    faces = list(outcomes(randomizer))
    rng = random.Random(seed)
    if randomizer == "d6":
        return rng.choice(faces)
    return sum(rng.random() < 0.5 for _ in range(max(faces)))
