"""Exact probabilities of a uniform deal, by enumeration with hypergeometric weights (no sampling).

Assumptions (spec §12.5):

* The deal is uniform: every arrangement of the pieces in play is equally likely, so the first player's hand is
  a uniformly random 9-subset of the ``N`` pieces in play (68, 60 or 58 for 4, 3 or 2 players) and, given the
  hand, the 24 board pieces are a uniformly random 24-subset of the other ``N - 9``.
* A hand is weighed as a multiset: ``prod(C(copies, k))`` of the ways to pick ``k`` of the physical copies of
  each kind, over ``C(N, 9)``.
* "Complete" means the nine pieces split into three Departments (:func:`departments.is_complete`); a joker
  stands for any piece unless ``jokers_within_piece_set`` is set (then it stands only for pieces of the set in
  play, and no reading uses more copies of a piece than the set has).
* Well-Balanced compares the sums of white and green numbers, jokers ignored (:func:`declaring.is_well_balanced`).
* "Stuck" means the first player could discard nothing at the first Hiring (an immediate Stalemate): their
  hand holds no joker and no board piece corresponds to any of their pieces (:func:`hiring.corresponds`; a
  joker on the board corresponds to everything).

Against the published Monte-Carlo figures (4 players): P(complete) is 0.0091000 here but 0.0091937 there, 17
standard errors apart; the published deal uses Sattolo's shuffle (only cyclic permutations), which is not
uniform, and the exact value under that shuffle, 0.0091983, is within one standard error of the published one.
Well-Balanced given complete (0.023444 vs 0.023713) and stuck (1.1438e-9 vs 1.1505e-9) agree within one
standard error.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations_with_replacement, product
from math import comb, prod

from .declaring import is_well_balanced
from .departments import DEPARTMENT_SHAPES, department_numbers, fits_piece_set
from .hiring import corresponds
from .pieces import (
    BOARD_PIECES,
    HAND_SIZE,
    JOKER,
    Colour,
    Piece,
    check_players,
    piece_set,
    set_size,
    sort_pieces,
)

#: Bits per kind of piece in the packed count vectors (counts up to 9 in a hand).
_BITS = 4


@dataclass(frozen=True, slots=True)
class DealProbabilities:
    """The exact probabilities for the first player of a uniformly dealt Season."""

    players: int
    complete: Fraction
    well_balanced_given_complete: Fraction
    stuck: Fraction

    def to_json(self) -> dict[str, object]:
        """Return each probability as an exact fraction string and as a float."""
        data: dict[str, object] = {"players": self.players}
        for name in ("complete", "well_balanced_given_complete", "stuck"):
            value: Fraction = getattr(self, name)
            data[name] = {"fraction": str(value), "float": float(value)}
        return data


def _kinds(players: int) -> tuple[Piece, ...]:
    return tuple(piece_set(players))


@cache
def _groups(players: int) -> dict[tuple[Piece, ...], tuple[tuple[Piece, ...], ...]]:
    """Map each multiset of three pieces in play that forms a Department to the role triples it can read as."""
    in_play = piece_set(players)
    found: dict[tuple[Piece, ...], set[tuple[Piece, ...]]] = defaultdict(set)
    for kind, colour, low in DEPARTMENT_SHAPES:
        roles = tuple(Piece(colour, n) for n in department_numbers(kind, low))
        for mask in product((False, True), repeat=3):
            actual = tuple(sort_pieces(JOKER if joker else role for role, joker in zip(roles, mask, strict=True)))
            if all(p in in_play for p in actual):
                found[actual].add(roles)
    return {group: tuple(options) for group, options in found.items()}


def _pack(pieces: tuple[Piece, ...], index: dict[Piece, int]) -> int:
    return sum(1 << (_BITS * index[p]) for p in pieces)


@cache
def complete_hands(players: int, jokers_within_piece_set: bool = False) -> dict[int, int]:
    """Map every complete 9-piece hand (packed counts) to its number of ways to be dealt (product of C(copies, k)).

    Packed counts: ``_BITS`` bits per kind of piece, in the order of :func:`pieces.piece_set`.
    """
    check_players(players)
    kinds = _kinds(players)
    index = {p: i for i, p in enumerate(kinds)}
    caps = piece_set(players)
    # A count exceeds the copies of its kind iff count + 7 - copies reaches 8 (sets that field's high bit).
    overflow = sum((7 - caps[p]) << (_BITS * i) for i, p in enumerate(kinds))
    high = sum(8 << (_BITS * i) for i in range(len(kinds)))
    groups = _groups(players)
    packed = [(_pack(group, index), roles) for group, roles in groups.items()]
    hands: set[int] = set()
    for (a, ra), (b, rb), (c, rc) in combinations_with_replacement(packed, 3):
        hand = a + b + c
        if (hand + overflow) & high or hand in hands:
            continue
        if jokers_within_piece_set and not any(
            fits_piece_set((*x, *y, *z), players) for x, y, z in product(ra, rb, rc)
        ):
            continue
        hands.add(hand)
    return {hand: _ways(hand, kinds, caps) for hand in hands}


def _counts(hand: int, kinds: tuple[Piece, ...]) -> dict[Piece, int]:
    mask = (1 << _BITS) - 1
    return {p: (hand >> (_BITS * i)) & mask for i, p in enumerate(kinds)}


def _ways(hand: int, kinds: tuple[Piece, ...], caps: Mapping[Piece, int]) -> int:
    return prod(comb(caps[p], k) for p, k in _counts(hand, kinds).items())


def complete_probability(players: int, jokers_within_piece_set: bool = False) -> Fraction:
    """Return P(the first player's nine dealt pieces form a complete concealed hand) ("heavenly hand")."""
    total = sum(complete_hands(players, jokers_within_piece_set).values())
    return Fraction(total, comb(set_size(players), HAND_SIZE))


def well_balanced_given_complete(players: int, jokers_within_piece_set: bool = False) -> Fraction:
    """Return P(the white and green numbers sum alike | the first player's dealt hand is complete)."""
    kinds = _kinds(players)
    hands = complete_hands(players, jokers_within_piece_set)
    balanced = sum(ways for hand, ways in hands.items() if is_well_balanced(_pieces(hand, kinds)))
    return Fraction(balanced, sum(hands.values()))


def _pieces(hand: int, kinds: tuple[Piece, ...]) -> list[Piece]:
    return [piece for piece, count in _counts(hand, kinds).items() for _ in range(count)]


def _one_colour(players: int, colour: Colour) -> dict[tuple[int, int], int]:
    """Map (pieces taken, remaining pieces corresponding to them) to ways, for the pieces of one colour in a hand.

    Only pieces of the same colour correspond to each other without a joker (:func:`hiring.corresponds`).
    """
    caps = {p: n for p, n in piece_set(players).items() if p.colour is colour}
    kinds = tuple(caps)
    partners = [{j for j, q in enumerate(kinds) if corresponds(p, q)} for p in kinds]
    result: dict[tuple[int, int], int] = defaultdict(int)
    for taken in product(*(range(min(caps[p], HAND_SIZE) + 1) for p in kinds)):
        size = sum(taken)
        if size > HAND_SIZE:
            continue
        near = set().union(*(partners[i] for i, k in enumerate(taken) if k))
        corresponding = sum(caps[kinds[i]] - taken[i] for i in near)
        result[(size, corresponding)] += prod(comb(caps[p], k) for p, k in zip(kinds, taken, strict=True))
    return result


def stuck_probability(players: int) -> Fraction:
    """Return P(the first player has no legal discard at the first Hiring) for a uniform deal.

    The hand must hold no joker (a joker corresponds to every piece); given the hand, the board avoids all of
    the ``a`` remaining pieces that correspond to it (every joker included) with probability
    ``C(N - 9 - a, 24) / C(N - 9, 24)``.
    """
    check_players(players)
    jokers = piece_set(players)[JOKER]
    remaining = set_size(players) - HAND_SIZE
    green, white = (_one_colour(players, colour) for colour in (Colour.GREEN, Colour.WHITE))
    favourable = Fraction(0)
    for (green_size, green_near), green_ways in green.items():
        for (white_size, white_near), white_ways in white.items():
            if green_size + white_size != HAND_SIZE:
                continue
            near = jokers + green_near + white_near
            favourable += (
                green_ways * white_ways * Fraction(comb(remaining - near, BOARD_PIECES), comb(remaining, BOARD_PIECES))
            )
    return favourable / comb(set_size(players), HAND_SIZE)


@lru_cache(maxsize=8)
def deal_probabilities(players: int, jokers_within_piece_set: bool = False) -> DealProbabilities:
    """Return all three exact probabilities for one player count.

    Kept once computed: seconds each, and an immutable answer for each of the six player counts and flags a
    request can ask."""
    return DealProbabilities(
        players,
        complete_probability(players, jokers_within_piece_set),
        well_balanced_given_complete(players, jokers_within_piece_set),
        stuck_probability(players),
    )
