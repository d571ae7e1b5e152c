"""Exact deal probabilities (spec §12.5), cross-checked against the Department search on sampled hands."""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb

from adjudicator.games.lauzait_cep.departments import is_complete
from adjudicator.games.lauzait_cep.pieces import Piece, piece_set, set_size
from adjudicator.games.lauzait_cep.probability import (
    complete_hands,
    complete_probability,
    deal_probabilities,
    stuck_probability,
)


def test_two_players_exact() -> None:
    result = deal_probabilities(2)
    assert result.complete == Fraction(1642352, 280233525)
    assert result.well_balanced_given_complete == Fraction(613653, 31204688)
    assert result.stuck == Fraction(15230642092849, 12464172350913699716300)


def test_two_players_jokers_within_the_set() -> None:
    assert complete_probability(2, jokers_within_piece_set=True) == Fraction(30597013, 5324436975)


def test_stuck_exact_for_three_players() -> None:
    # The 4-player value, 1176960132926011/1028955986208260584788600 (about 1.144e-9), is left to the bench.
    assert stuck_probability(3) == Fraction(137075778835641, 565681668233775602509000)


def test_enumeration_agrees_with_the_department_search() -> None:
    kinds = list(piece_set(2))
    hands = complete_hands(2)
    pool = [p for p, n in piece_set(2).items() for _ in range(n)]
    rng = random.Random(2)
    for _ in range(300):
        hand = rng.sample(pool, 9)
        packed = sum(1 << (4 * kinds.index(p)) for p in hand)
        assert is_complete(hand, players=2) == (packed in hands)
    for packed in rng.sample(sorted(hands), 300):
        hand = [p for i, p in enumerate(kinds) for _ in range((packed >> (4 * i)) & 15)]
        assert is_complete(hand, players=2)


def test_weights_are_hypergeometric() -> None:
    hands = complete_hands(2)
    g1, g2, g3 = (Piece.parse(f"G{n}") for n in (1, 2, 3))
    kinds = list(piece_set(2))
    packed = sum(1 << (4 * kinds.index(p)) for p in [g1, g1, g1, g2, g2, g2, g3, g3, g3])
    assert hands[packed] == comb(4, 3) ** 3
    assert complete_probability(2) * comb(set_size(2), 9) == sum(hands.values())
