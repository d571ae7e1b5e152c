"""The lord's score (spec other-games §6): fill the marks from the lord's rolled cup, and its exact distribution.

Marks are filled left to right: each 最大 takes the highest die still in the lord's cup, each 最小 the lowest,
and a mark finds no die once the cup is empty. Because the highest and lowest dice are taken from opposite ends,
the ``j``-th mark (counting from 0) gets a die exactly when ``j`` is below the number of dice, and the 最大 marks
among those take the top dice in order while the 最小 marks take the bottom ones. 個数 is what remains.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import Any, Final

from ..jsonform import json_doc, json_form
from .errors import UtageError
from .formula import Formula
from .rules import UtageRules

DIE_FACES: Final = 6
#: The most lord-cup dice the exact distribution is computed for.
MAX_LORD_DICE: Final = 60


@dataclass(frozen=True, slots=True)
class LordScore:
    """The lord's score for one roll: the die on each mark (left to right), the 個数 and the value."""

    marks: tuple[int | None, ...] = field(
        metadata=json_doc("the die each MAX/MIN mark took, left to right (null: no die left)"))
    count: int = field(metadata=json_doc("COUNT: dice left in the lord's cup"))
    value: int

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def check_die(value: object, where: str) -> int:
    """Return ``value`` if it is a die face 1..6; raise :class:`UtageError` naming ``where`` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= DIE_FACES:
        raise UtageError(f"a die shows 1 to {DIE_FACES}, got {value!r}", where)
    return value


def check_slots(formula: Formula, slots: Sequence[int | None]) -> tuple[int | None, ...]:
    """Check that ``slots`` has one entry (a face or null) per slot of the card."""
    if len(slots) != formula.slot_count:
        raise UtageError(f"the card has {formula.slot_count} slot(s), got {len(slots)} value(s)", "slots")
    return tuple(None if v is None else check_die(v, f"slots[{i}]") for i, v in enumerate(slots))


def _fill(formula: Formula, ordered: Sequence[int]) -> tuple[tuple[int | None, ...], int]:
    """Fill the marks from the lord's dice sorted ascending; return the mark dice and the 個数."""
    low, high = 0, len(ordered) - 1
    filled: list[int | None] = []
    for kind in formula.marks:
        if low > high:
            filled.append(None)
        elif kind == "max":
            filled.append(ordered[high])
            high -= 1
        else:
            filled.append(ordered[low])
            low += 1
    return tuple(filled), high - low + 1


def lord_score(formula: Formula, slots: Sequence[int | None], lord_dice: Sequence[int],
               rules: UtageRules | None = None) -> LordScore:
    """Score the lord for the rolled lord-cup dice, with the player dice on the card's slots."""
    rules = rules or UtageRules()
    on_slots = check_slots(formula, slots)
    dice = sorted(check_die(d, f"lord_dice[{i}]") for i, d in enumerate(lord_dice))
    marks, count = _fill(formula, dice)
    return LordScore(marks, count, formula.evaluate(on_slots, marks, count, rules.empty_value))


def lord_score_distribution(formula: Formula, slots: Sequence[int | None], n_dice: int,
                            rules: UtageRules | None = None) -> dict[int, Fraction]:
    """Return the exact distribution {score: probability} of the lord's score when ``n_dice`` dice are rolled.

    Only the dice the marks take matter, so the sorted roll is built face by face keeping just its lowest
    ``b`` and highest ``a`` dice (``a``/``b`` = the 最大/最小 marks that get a die), weighted by the number of
    ordered rolls; the result is exact and its probabilities sum to 1.
    """
    rules = rules or UtageRules()
    on_slots = check_slots(formula, slots)
    if not isinstance(n_dice, int) or isinstance(n_dice, bool) or not 0 <= n_dice <= MAX_LORD_DICE:
        raise UtageError(f"expected 0..{MAX_LORD_DICE} dice in the lord's cup, got {n_dice!r}", "n_dice")
    served = formula.marks[:n_dice]
    tops, bottoms = served.count("max"), served.count("min")
    # state: (dice placed so far, lowest `bottoms` dice, highest `tops` dice so far) -> number of ordered rolls
    states: dict[tuple[int, tuple[int, ...], tuple[int, ...]], int] = {(0, (), ()): 1}
    for face in range(1, DIE_FACES + 1):
        following: dict[tuple[int, tuple[int, ...], tuple[int, ...]], int] = defaultdict(int)
        for (placed, low, high), ways in states.items():
            left = n_dice - placed
            for copies in range(left + 1) if face < DIE_FACES else (left,):
                run = (face,) * copies
                key = (placed + copies, (low + run)[:bottoms], (high + run)[max(0, len(high) + copies - tops):])
                following[key] += ways * comb(left, copies)
        states = following
    result: dict[int, Fraction] = defaultdict(Fraction)
    total = DIE_FACES**n_dice
    for (_, low, high), ways in states.items():
        ordered = [*low, *([0] * (n_dice - len(low) - len(high))), *high]
        marks, count = _fill(formula, ordered)
        result[formula.evaluate(on_slots, marks, count, rules.empty_value)] += Fraction(ways, total)
    return dict(sorted(result.items()))


def expected_lord_score(formula: Formula, slots: Sequence[int | None], n_dice: int,
                        rules: UtageRules | None = None) -> Fraction:
    """Return the exact expected lord's score for ``n_dice`` unrolled dice."""
    return sum((v * p for v, p in lord_score_distribution(formula, slots, n_dice, rules).items()), Fraction(0))
