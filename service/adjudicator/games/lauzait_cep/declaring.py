"""Declaring "Lauzait-Cep!" (spec §6-7): when it is allowed and the formation scores it earns.

It may be declared with three revealed Departments, with nothing revealed and nine concealed pieces that split
into three Departments, or in Stalemate. Formation scores are evaluated on a *reading* of the hand: its
Departments with the role of every joker (which may differ from the roles chosen when forming, Q&A 1); the
declarer gets the best reading. Revealed Departments keep their pieces together but may be re-read.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from itertools import combinations, product
from typing import Final

from ..jsonform import json_form
from ..shapes import declared, integer, text
from .departments import Department, fits_piece_set, iter_decompositions, readings
from .pieces import Colour, Piece
from .position import Hand, Position
from .rulesets import Ruleset
from .stalemate import is_stalemate

#: The formation score for the declaration itself.
DECLARATION_POINTS: Final = 3
SPECIALIZED_EXPERTS_POINTS: Final = 3
GREAT_SEQUENCE_POINTS: Final = 3
WELL_BALANCED_POINTS: Final = 10
STALEMATE_POINTS: Final = 15
#: Points per luminous piece in the hand (optional rule).
LUMINOUS_POINTS: Final = 1


class Grounds(StrEnum):
    """Why a declaration is allowed."""

    REVEALED = "three revealed Departments"
    CONCEALED = "complete concealed hand"
    STALEMATE = "stalemate"


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One formation score earned."""

    name: str = field(metadata=declared(text(), "Lauzait-Cep, Specialized Experts, Great Sequence, Layered Bridges, "
                                                "Well-Balanced, Stalemate or Luminous pieces", example="Well-Balanced"))
    points: int = field(metadata=declared(integer(1, 10**3), "the points it earns"))

    def to_json(self) -> dict[str, object]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class Declaration:
    """The verdict on declaring: allowed or not (with the reason), on what grounds, the reading and the scores."""

    allowed: bool
    reason: str
    grounds: Grounds | None = None
    departments: tuple[Department, ...] = ()
    scores: tuple[ScoreLine, ...] = ()

    @property
    def total(self) -> int:
        """The sum of the formation scores."""
        return sum(line.points for line in self.scores)

    def to_json(self) -> dict[str, object]:
        """Return the verdict as JSON."""
        return {
            "allowed": self.allowed,
            "reason": self.reason,
            "grounds": None if self.grounds is None else self.grounds.value,
            "departments": [d.to_json() for d in self.departments],
            "scores": [line.to_json() for line in self.scores],
            "total": self.total,
        }


def is_specialized_experts(pieces: Sequence[Piece]) -> bool:
    """Specialized Experts (専門家委員会): every piece has the same colour (a joker has none unless read as one)."""
    colours = {p.colour for p in pieces}
    return len(colours) == 1 and None not in colours


def is_great_sequence(roles: Sequence[Piece]) -> bool:
    """Great Sequence (大行列): the nine pieces, as read, are nine consecutive numbers (0-8 or 1-9)."""
    numbers = sorted(p.number for p in roles if p.number is not None)
    return len(numbers) == 9 and numbers == list(range(numbers[0], numbers[0] + 9))


def layered_bridges(departments: Sequence[Department], ruleset: Ruleset) -> int:
    """Layered Bridges (重なり橋): two Departments made of the same numbers (any colours, any kinds); return points.

    Scored once by default, or once per such pair with ``layered_bridges_each_pair``.
    """
    pairs = sum(a.numbers == b.numbers for a, b in combinations(departments, 2))
    if not ruleset.layered_bridges_each_pair:
        pairs = min(pairs, 1)
    return pairs * ruleset.layered_bridges_points


def is_well_balanced(pieces: Sequence[Piece]) -> bool:
    """Well-Balanced (筆兵無傾): the numbers on white pieces sum to those on green ones; jokers are ignored."""
    sums = {colour: sum(p.number or 0 for p in pieces if p.colour is colour) for colour in Colour}
    return sums[Colour.WHITE] == sums[Colour.GREEN]


def luminous_pieces(pieces: Sequence[Piece], luminous: Piece | None) -> int:
    """Count the luminous pieces in the hand: those identical to the face-up indicator (optional rule)."""
    return 0 if luminous is None else sum(p == luminous for p in pieces)


def formation_scores(
    pieces: Sequence[Piece],
    departments: Sequence[Department],
    ruleset: Ruleset,
    luminous: Piece | None = None,
) -> list[ScoreLine]:
    """Return the formation scores of a hand read as ``departments`` (none: the pieces as they are).

    The declaration's own 3 points come first; Stalemate is added by :func:`declaration`.
    """
    roles = [r for d in departments for r in d.roles] if departments else list(pieces)
    lines = [ScoreLine("Lauzait-Cep", DECLARATION_POINTS)]
    if is_specialized_experts(roles if ruleset.joker_has_role_colour else pieces):
        lines.append(ScoreLine("Specialized Experts", SPECIALIZED_EXPERTS_POINTS))
    if is_great_sequence(roles):
        lines.append(ScoreLine("Great Sequence", GREAT_SEQUENCE_POINTS))
    bridges = layered_bridges(departments, ruleset)
    if bridges:
        lines.append(ScoreLine("Layered Bridges", bridges))
    if is_well_balanced(pieces):
        lines.append(ScoreLine("Well-Balanced", WELL_BALANCED_POINTS))
    lines.extend(_luminous_line(pieces, luminous))
    return lines


def _luminous_line(pieces: Sequence[Piece], luminous: Piece | None) -> list[ScoreLine]:
    count = luminous_pieces(pieces, luminous)
    return [ScoreLine("Luminous pieces", count * LUMINOUS_POINTS)] if count else []


def hand_readings(hand: Hand, players: int = 4, ruleset: Ruleset | None = None) -> list[tuple[Department, ...]]:
    """Return every reading of the whole hand as three Departments, keeping each revealed Department together."""
    return list(_iter_readings(tuple(hand.concealed), tuple(d.pieces for d in hand.revealed), players,
                               ruleset or Ruleset()))


def _iter_readings(concealed: tuple[Piece, ...], revealed: tuple[tuple[Piece, ...], ...], players: int,
                   ruleset: Ruleset) -> Iterator[tuple[Department, ...]]:
    """Yield each reading of a hand (its concealed pieces, the pieces of each revealed Department) as Departments."""
    revealed_options = [readings(pieces, players, ruleset) for pieces in revealed]
    for concealed_reading in iter_decompositions(concealed, players, ruleset):
        for shown in product(*revealed_options):
            reading = (*shown, *concealed_reading)
            if not ruleset.jokers_within_piece_set or fits_piece_set((r for d in reading for r in d.roles), players):
                yield reading


@lru_cache(maxsize=4096)
def _readable(concealed: tuple[Piece, ...], revealed: tuple[tuple[Piece, ...], ...], players: int,
              ruleset: Ruleset) -> bool:
    """Whether a hand has a reading as Departments at all (the first one found decides; kept by hand, for the
    same hand is asked again and again while a Day's Forms and Dissolves are tried)."""
    return next(_iter_readings(concealed, revealed, players, ruleset), None) is not None


def declaration_allowed(position: Position, ruleset: Ruleset | None = None) -> bool:
    """Whether the current player may declare Lauzait-Cep! now: what ``declaration(position, ruleset).allowed``
    says, without finding and scoring every reading of the hand (0 or 3 revealed Departments and a reading of the
    whole hand, or a Stalemate)."""
    ruleset = ruleset or Ruleset()
    hand = position.hand
    # a hand keeps its concealed pieces sorted: equal hands are one key
    if len(hand.revealed) in (0, 3) and _readable(hand.concealed, tuple(d.pieces for d in hand.revealed),
                                                  position.players, ruleset):
        return True
    return is_stalemate(position, ruleset)


def declaration(position: Position, ruleset: Ruleset | None = None) -> Declaration:
    """Judge a declaration of Lauzait-Cep! by the current player and score it with the best reading."""
    ruleset = ruleset or Ruleset()
    hand = position.hand
    pieces = hand.pieces
    stalemate = is_stalemate(position, ruleset)
    revealed = len(hand.revealed)
    reading_list = hand_readings(hand, position.players, ruleset) if revealed in (0, 3) or stalemate else []
    grounds = None
    if reading_list and revealed == 3:
        grounds = Grounds.REVEALED
    elif reading_list and revealed == 0:
        grounds = Grounds.CONCEALED
    if grounds is None and not stalemate:
        return Declaration(False, _refusal(revealed))
    stalemate_line = ScoreLine("Stalemate", STALEMATE_POINTS)

    def scored(reading: tuple[Department, ...], label: Grounds, extra: list[ScoreLine]) -> Declaration:
        lines = (*formation_scores(pieces, reading, ruleset, position.luminous), *extra)
        return Declaration(True, "", label, reading, lines)

    if stalemate and ruleset.stalemate_adds_formation_scores:
        candidates = [scored(r, Grounds.STALEMATE, [stalemate_line]) for r in reading_list or [()]]
    else:
        candidates = [scored(r, grounds, []) for r in reading_list] if grounds is not None else []
        if stalemate:
            lines = (stalemate_line, *_luminous_line(pieces, position.luminous))
            candidates.append(Declaration(True, "", Grounds.STALEMATE, (), lines))
    return max(candidates, key=lambda d: d.total)


def _refusal(revealed: int) -> str:
    if revealed in (1, 2):
        return f"you have {revealed} revealed Department(s); declare with 0 or 3 revealed (or in Stalemate)"
    if revealed == 0:
        return "your nine concealed pieces do not split into three Departments, and it is not a Stalemate"
    return "your revealed Departments cannot all be read as Departments"
