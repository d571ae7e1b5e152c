"""The throwing sticks (裁, ciurl): n two-sided sticks, each showing its marked face with probability 1/2.

The result of a cast is the number of marked faces. Every game of the seeds uses five sticks; the functions
take the number of sticks so that variants and analyses can use others.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb
from typing import Final

from adjudicator.games.errors import RulesError

#: The number of sticks every game here uses.
STANDARD_STICKS: Final = 5
#: The most sticks the library will analyse or cast at once.
MAX_STICKS: Final = 20


def _check_sticks(sticks: int) -> None:
    if not isinstance(sticks, int) or isinstance(sticks, bool) or not 1 <= sticks <= MAX_STICKS:
        raise RulesError(f"must be a whole number from 1 to {MAX_STICKS}, got {sticks!r}", "sticks")


@cache
def distribution(sticks: int = STANDARD_STICKS) -> tuple[Fraction, ...]:
    """Return P(result = k) for k = 0..sticks, exactly (binomial with p = 1/2)."""
    _check_sticks(sticks)
    total = 2**sticks
    return tuple(Fraction(comb(sticks, k), total) for k in range(sticks + 1))


@cache
def at_least(sticks: int = STANDARD_STICKS) -> tuple[Fraction, ...]:
    """Return P(result >= k) for k = 0..sticks, exactly."""
    dist = distribution(sticks)
    return tuple(sum(dist[k:], Fraction(0)) for k in range(sticks + 1))


def probability_at_least(k: int, sticks: int = STANDARD_STICKS) -> Fraction:
    """Return P(result >= k); 1 for k <= 0 and 0 for k > sticks."""
    if k <= 0:
        return Fraction(1)
    if k > sticks:
        return Fraction(0)
    return at_least(sticks)[k]


@dataclass(frozen=True, slots=True)
class Cast:
    """One cast of the sticks: the face of each stick (True = marked) and their total."""

    faces: tuple[bool, ...]

    @property
    def total(self) -> int:
        """The number of marked faces."""
        return sum(self.faces)


def cast(sticks: int, rng: random.Random) -> Cast:
    """Cast ``sticks`` fair sticks with the given random generator."""
    _check_sticks(sticks)
    return Cast(tuple(rng.random() < 0.5 for _ in range(sticks)))


def casts(sticks: int, count: int, seed: int | None = None) -> list[Cast]:
    """Cast the sticks ``count`` times; the same ``seed`` always gives the same casts."""
    _check_sticks(sticks)
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    return [cast(sticks, rng) for _ in range(count)]
