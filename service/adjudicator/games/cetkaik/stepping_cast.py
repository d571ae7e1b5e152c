"""The stepping cast: the bound on the distance of a ranged move after stepping (spec §9.3, §20.3).

Two ways of casting, chosen by the ruleset flag ``stepping_cast``:

* ``"single"`` (the standard rule): the five sticks are cast once; the bound is the number of marked faces
  (0-5, binomial).
* ``"chained"`` (連撃術, as in the game 連撃獣裁): the sticks are thrown, and the thrower either stops and banks the
  total, or throws again and adds the new throw. A throw of 0 or 1 *while continuing* (any throw after the
  first) wipes the total: the bound is then 0, so the move can only be given up. The bound may exceed 5.

The chained bound depends on when the thrower stops. This module fixes the policy that is optimal for
reaching the announced square: **keep throwing while the total is below the distance needed** (from the via
point to the planned square), and stop as soon as it is reached. The bound is then 0 (wiped, or a first throw
below the distance followed by a wipe) or between the distance and the distance + 4. Every throw after the
first adds at least 2, so the process ends after at most ``needed / 2 + 1`` throws.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache
from typing import Final

from adjudicator.games import sticks
from adjudicator.games.cetkaik.position import MAX_CIURL
from adjudicator.games.cetkaik.rulesets import SteppingCast

#: The number of sticks of every cast.
STICKS: Final = sticks.STANDARD_STICKS
#: A continuing throw showing at most this many marked faces wipes the chained total.
CHAINED_WIPE_AT_MOST: Final = 1


def max_bound(kind: SteppingCast) -> int:
    """The largest bound accepted for a cast of this kind: 5, or for a chained cast the cap a position may record."""
    return STICKS if kind == "single" else MAX_CIURL


@cache
def bound_distribution(kind: SteppingCast, needed: int) -> tuple[tuple[int, Fraction], ...]:
    """Return the exact distribution of the bound as ``(bound, probability)`` pairs, ascending; they sum to 1.

    ``needed`` is the distance from the via point to the announced square; the chained policy throws on while
    the total is below it (see the module docstring). A single cast does not depend on it.
    """
    throw = sticks.distribution(STICKS)
    if kind == "single":
        return tuple(enumerate(throw))
    banked: dict[int, Fraction] = {}
    continuing: dict[int, Fraction] = {}
    for total, p in enumerate(throw):
        target = banked if total >= needed else continuing
        target[total] = target.get(total, Fraction(0)) + p
    for total in range(needed):  # ascending: a continuing throw only ever raises the total
        q = continuing.pop(total, None)
        if q is None:
            continue
        for value, p in enumerate(throw):
            new = 0 if value <= CHAINED_WIPE_AT_MOST else total + value
            target = banked if new == 0 or new >= needed else continuing
            target[new] = target.get(new, Fraction(0)) + q * p
    return tuple(sorted(banked.items()))


def probability_bound_at_least(kind: SteppingCast, needed: int) -> Fraction:
    """Return P(bound >= needed): the chance that the announced square can be reached."""
    if needed <= 0:
        return Fraction(1)
    return sum((p for bound, p in bound_distribution(kind, needed) if bound >= needed), Fraction(0))


def draw_bound(kind: SteppingCast, needed: int, rng: random.Random) -> int:
    """Cast the sticks with ``rng`` as ``kind`` says (chained: by the policy of the module); return the bound."""
    total = sticks.cast(STICKS, rng).total
    if kind == "single":
        return total
    while total < needed:
        value = sticks.cast(STICKS, rng).total
        if value <= CHAINED_WIPE_AT_MOST:
            return 0
        total += value
    return total
