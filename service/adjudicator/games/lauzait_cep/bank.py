"""The bank's banknotes (spec §1.3, §8): 1, 3 and 10 points, 12 of each, so 168 points in all.

The rulebook counts the banknotes but says nothing of a bank that runs out. The project's reading (documented in
the game's guide): money is conserved, the bank holding what the players do not; change is always made (notes
are exchanged at equal value), so only the amounts matter. A Department's bonus is paid in full when it is formed
or the Department is not formed (its record is what dissolving refunds); a declaration, which must end the Season,
is paid as far as the bank can, and the rest is lost. Under ``finite_banknotes = false`` the bank never runs out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

#: The banknotes by value: how many of each the game holds.
BANKNOTES: Final[Mapping[int, int]] = {1: 12, 3: 12, 10: 12}
#: The money in the game: what the bank holds before the first Season.
BANK_TOTAL: Final = sum(value * count for value, count in BANKNOTES.items())


def bank_holds(scores: Sequence[int]) -> int:
    """What the bank holds while the players hold ``scores`` (money is conserved)."""
    return BANK_TOTAL - sum(scores)


def payable(points: int, scores: Sequence[int]) -> int:
    """What the bank can pay of ``points`` while the players hold ``scores``: all of it, or what it has left."""
    return max(0, min(points, bank_holds(scores)))
