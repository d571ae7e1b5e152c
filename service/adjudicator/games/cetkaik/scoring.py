"""What a hop1zuo1 scores at ta xot1 under the ruleset's ``scoring`` flag (spec §14, §20.3).

* ``"hands"`` (standard): the sum of the points of the hands found (:mod:`.hands`).
* Old per-piece scoring: every piece has a value (:data:`PIECE_VALUES`, in tenths); a hand is worth a multiple
  of the sum of the values of the pieces it requires — the *small* multiple for hands that involve the pawn
  (兵) or need at most two pieces, the *large* one for the others:

  - ``"per_piece_2x4x"``: the values of all captured pieces, plus 2× / 4× per hand;
  - ``"per_piece_3x5x"``: the values of all captured pieces, plus 3× / 5× per hand;
  - ``"per_piece_3x5x_unused"``: 3× / 5× per hand, plus the values of only the pieces that are in no hand.

Decisions where the Book is silent: a hand's piece sum is taken over the professions the hand *requires* (a
king standing in for a piece counts as that piece); the flash (同色) bonus is not part of the per-piece
systems; a hand counted several times (``count_duplicate_hands``) adds its multiple once per copy; a piece is
"in a hand" (for ``_unused``) when one of the hands found uses it, and per profession as many pieces count as
used as the hand using the most of them needs. The Book's own 三連 example applies 4× to 車弓兵 and 弓兵船 although
they involve the pawn; the rule as stated (2×) is applied here.

Scores are exact :class:`~fractions.Fraction` values (multiples of 1/10).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from fractions import Fraction
from typing import Final

from adjudicator.games.cetkaik.hands import FoundHand, HandKind, HandsResult, evaluate_hands
from adjudicator.games.cetkaik.pieces import ColouredPiece, Profession
from adjudicator.games.cetkaik.rulesets import Ruleset, Scoring

_P = Profession
#: The value of each piece in the old per-piece scoring.
PIECE_VALUES: Final[dict[Profession, Fraction]] = {
    _P.NUAK1: Fraction(1, 10),
    _P.KAUK2: Fraction(2, 10),
    _P.KUA2: Fraction(3, 10),
    _P.GUA2: Fraction(4, 10),
    _P.MAUN1: Fraction(4, 10),
    _P.KAUN1: Fraction(5, 10),
    _P.TUK2: Fraction(5, 10),
    _P.DAU2: Fraction(6, 10),
    _P.UAI1: Fraction(6, 10),
    _P.IO: Fraction(1),
}
#: The (small, large) hand multiples of each per-piece scoring.
MULTIPLES: Final[dict[Scoring, tuple[int, int]]] = {
    "per_piece_2x4x": (2, 4),
    "per_piece_3x5x": (3, 5),
    "per_piece_3x5x_unused": (3, 5),
}


def hand_multiple(kind: HandKind, scoring: Scoring) -> int:
    """The multiple a hand takes: small if it involves the pawn or needs at most two pieces, else large."""
    small, large = MULTIPLES[scoring]
    if kind.size <= 2 or any(p is Profession.KAUK2 for p, _ in kind.required):
        return small
    return large


def hand_value(hand: FoundHand, scoring: Scoring) -> Fraction:
    """The per-piece value of one hand found (every copy counted)."""
    piece_sum = sum((PIECE_VALUES[p] * n for p, n in hand.kind.required), Fraction(0))
    return hand_multiple(hand.kind, scoring) * piece_sum * hand.copies


def _pieces_in_hands(hands: Iterable[FoundHand]) -> Counter[Profession]:
    """Per profession, the most pieces any one hand uses (the pieces counted as being in a hand)."""
    used: Counter[Profession] = Counter()
    for hand in hands:
        for profession, n in Counter(p.profession for p in hand.pieces).items():
            used[profession] = max(used[profession], n)
    return used


def per_piece_score(pieces: Iterable[ColouredPiece], hands: HandsResult, scoring: Scoring) -> Fraction:
    """The per-piece score of a hop1zuo1 whose hands are ``hands`` (see the module docstring)."""
    held = Counter(p.profession for p in pieces)
    if scoring == "per_piece_3x5x_unused":
        used = _pieces_in_hands(hands.hands)
        held = Counter({p: n - used[p] for p, n in held.items() if n > used[p]})
    loose = sum((PIECE_VALUES[p] * n for p, n in held.items()), Fraction(0))
    return loose + sum((hand_value(h, scoring) for h in hands.hands), Fraction(0))


def hands_of(pieces: Iterable[ColouredPiece], ruleset: Ruleset) -> HandsResult:
    """The hands of a hop1zuo1 under the ruleset's hand system and duplicate counting."""
    return evaluate_hands(pieces, ruleset.hand_system, ruleset.count_duplicate_hands)


def season_score(pieces: Iterable[ColouredPiece], hands: HandsResult, ruleset: Ruleset) -> int | Fraction:
    """What a hop1zuo1 with these hands scores at ta xot1 under the ruleset (an int for hand scoring)."""
    if ruleset.scoring == "hands":
        return hands.score
    return per_piece_score(pieces, hands, ruleset.scoring)
