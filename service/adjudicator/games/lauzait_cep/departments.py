"""Departments (組合せ): three-of-a-kind and sequence-of-three, their joker readings and bonus scores.

A *reading* of three pieces says what each joker stands for; a joker may read differently when a Department is
formed and when Lauzait-Cep! is declared (Q&A 1), so every function here works on all readings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import combinations, product
from typing import Final

from .pieces import Colour, Piece, copies_per_colour, dots, format_pieces, lowest_number, piece_key, sort_pieces
from .rulesets import Ruleset


class Kind(StrEnum):
    """The two kinds of Department."""

    TRIPLE = "three-of-a-kind"
    SEQUENCE = "sequence-of-three"


def department_numbers(kind: Kind, low: int) -> tuple[int, int, int]:
    """Return the numbers of a Department (spec §5.1): the same number thrice, or three consecutive ones."""
    step = 0 if kind is Kind.TRIPLE else 1
    return (low, low + step, low + 2 * step)


#: Every Department as (kind, colour, lowest number): no number above 9, so no wrap-around (8-9-0 is none).
DEPARTMENT_SHAPES: Final = tuple(
    (kind, colour, low)
    for colour, kind, low in product(Colour, Kind, range(10))
    if department_numbers(kind, low)[2] <= 9
)


@dataclass(frozen=True, slots=True)
class Department:
    """One reading of three pieces as a Department: ``low`` is its lowest number, ``pieces`` the actual pieces."""

    kind: Kind
    colour: Colour
    low: int
    pieces: tuple[Piece, ...]

    @property
    def numbers(self) -> tuple[int, int, int]:
        """The three numbers the Department stands for, ascending."""
        return department_numbers(self.kind, self.low)

    @property
    def roles(self) -> tuple[Piece, ...]:
        """The three pieces the Department stands for (what the jokers represent filled in)."""
        return tuple(Piece(self.colour, n) for n in self.numbers)

    def __repr__(self) -> str:
        """``<Department G3 G4 J = G2 G3 G4>``: the pieces, then what they stand for."""
        return f"<Department {' '.join(map(str, self.pieces))} = {' '.join(map(str, self.roles))}>"

    @property
    def jokers(self) -> int:
        """The number of jokers among the pieces."""
        return sum(p.is_joker for p in self.pieces)

    @property
    def bonus(self) -> int:
        """Return the bonus score (spec §5.2).

        The dots of the largest number (as read), tripled for a three-of-a-kind, minus one per joker, never
        below zero.
        """
        base = dots(self.numbers[2]) * (3 if self.kind is Kind.TRIPLE else 1)
        return max(0, base - self.jokers)

    def to_json(self) -> dict[str, object]:
        """Return the reading as JSON: kind, colour, numbers, pieces, roles, jokers and bonus."""
        return {
            "kind": self.kind.value,
            "colour": self.colour.value,
            "numbers": list(self.numbers),
            "pieces": format_pieces(self.pieces),
            "roles": [str(p) for p in self.roles],
            "jokers": self.jokers,
            "bonus": self.bonus,
        }


def fits_piece_set(roles: Iterable[Piece], players: int) -> bool:
    """Return whether the set in play has every role: numbers in play, no more copies than exist."""
    low = lowest_number(players)
    return all(
        piece.number is not None and piece.number >= low and count <= copies_per_colour(piece.number)
        for piece, count in Counter(roles).items()
    )


def readings(pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None) -> list[Department]:
    """Return every reading of three pieces as a Department (empty if they form none)."""
    if len(pieces) != 3:
        return []
    return list(_readings(tuple(sort_pieces(pieces)), players, ruleset or Ruleset()))


# Bounded: the pieces, player count and ruleset come from requests, and a worker serves for long.
@lru_cache(maxsize=65536)
def _readings(pieces: tuple[Piece, ...], players: int, ruleset: Ruleset) -> tuple[Department, ...]:
    naturals = Counter(p for p in pieces if not p.is_joker)
    found = []
    for kind, colour, low in DEPARTMENT_SHAPES:
        candidate = Department(kind, colour, low, pieces)
        roles = Counter(candidate.roles)
        if any(count > roles[piece] for piece, count in naturals.items()):
            continue
        if ruleset.jokers_within_piece_set and not fits_piece_set(candidate.roles, players):
            continue
        found.append(candidate)
    return tuple(found)


def is_department(pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None) -> bool:
    """Return whether three pieces form a Department under some reading."""
    return bool(readings(pieces, players, ruleset))


def best_reading(pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None) -> Department | None:
    """Return the reading with the highest bonus (``None`` if the pieces form no Department)."""
    return max(readings(pieces, players, ruleset), key=lambda d: d.bonus, default=None)


def _group_key(group: tuple[Piece, ...]) -> tuple[tuple[bool, int, int], ...]:
    return tuple(piece_key(p) for p in group)


def _triples(pieces: Sequence[Piece]) -> Iterator[tuple[Piece, ...]]:
    """Yield each distinct sub-multiset of three pieces once."""
    yield from sorted(set(combinations(sort_pieces(pieces), 3)), key=_group_key)


def departments_in(pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None) -> list[Department]:
    """Return every Department (every reading) that three of these pieces form, best bonus first.

    Ties are ordered by fewer jokers, then by notation; so the first entry is the best set to reveal now.
    """
    found = [d for triple in _triples(pieces) for d in readings(triple, players, ruleset)]
    return sorted(found, key=lambda d: (-d.bonus, d.jokers, str(d.kind), str(d.colour), d.low))


def best_department(pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None) -> Department | None:
    """Return the best set to reveal now: the highest bonus, then the fewest jokers (``None`` if there is none)."""
    found = departments_in(pieces, players, ruleset)
    return found[0] if found else None


def _partitions(pieces: Sequence[Piece]) -> Iterator[tuple[tuple[Piece, ...], ...]]:
    """Yield each split of the pieces into groups of three once (groups and partitions as sorted multisets)."""
    seen: set[tuple[tuple[Piece, ...], ...]] = set()

    def split(rest: tuple[Piece, ...]) -> Iterator[tuple[tuple[Piece, ...], ...]]:
        if not rest:
            yield ()
            return
        first, others = rest[0], rest[1:]
        for pair in combinations(range(len(others)), 2):
            group = (first, *(others[i] for i in pair))
            remaining = tuple(p for i, p in enumerate(others) if i not in pair)
            for tail in split(remaining):
                yield (group, *tail)

    for partition in split(tuple(sort_pieces(pieces))):
        key = tuple(sorted(partition, key=_group_key))
        if key not in seen:
            seen.add(key)
            yield key


def iter_decompositions(
    pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None
) -> Iterator[tuple[Department, ...]]:
    """Yield every way to read the pieces (a multiple of three) entirely as Departments.

    With ``jokers_within_piece_set`` the roles of all the Departments must fit the set in play together.
    """
    if len(pieces) % 3:
        return
    ruleset = ruleset or Ruleset()
    for partition in _partitions(pieces):
        options = [readings(group, players, ruleset) for group in partition]
        for choice in product(*options):
            roles = [role for department in choice for role in department.roles]
            if not ruleset.jokers_within_piece_set or fits_piece_set(roles, players):
                yield choice


def decompositions(
    pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None
) -> list[tuple[Department, ...]]:
    """Return every way to read the pieces (a multiple of three) entirely as Departments."""
    return list(iter_decompositions(pieces, players, ruleset))


def is_complete(pieces: Sequence[Piece], players: int = 4, ruleset: Ruleset | None = None) -> bool:
    """Return whether nine pieces split into three Departments (a complete concealed hand)."""
    return len(pieces) == 9 and next(iter_decompositions(pieces, players, ruleset), None) is not None


def joker_roles(department: Department) -> list[Piece]:
    """Return the pieces the jokers of a reading stand for."""
    roles = Counter(department.roles)
    roles.subtract(p for p in department.pieces if not p.is_joker)
    return sort_pieces(roles.elements())
