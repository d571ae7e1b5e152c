"""Departments, joker readings and bonus scores (spec §5) with the rulebook's worked examples."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from adjudicator.games.lauzait_cep.departments import (
    Kind,
    best_department,
    best_reading,
    decompositions,
    departments_in,
    is_complete,
    is_department,
    joker_roles,
    readings,
)
from adjudicator.games.lauzait_cep.pieces import Piece, piece_set
from adjudicator.games.lauzait_cep.rulesets import Ruleset

from .lauzait_helpers import pieces

ALL_PIECES = [p for p, n in piece_set(4).items() for _ in range(n)]


def bonus(text: str, players: int = 4, ruleset: Ruleset | None = None) -> int | None:
    reading = best_reading(pieces(text), players, ruleset)
    return None if reading is None else reading.bonus


def test_rulebook_examples() -> None:
    assert bonus("G3 G4 G5") == 2
    white = best_reading(pieces("W3 W3 J"))
    assert white is not None and white.kind is Kind.TRIPLE and white.bonus == 2
    assert joker_roles(white) == [Piece.parse("W3")]


def test_bonus_values_with_jokers() -> None:
    assert bonus("G0 G1 G2") == 1
    assert bonus("W7 W8 W9") == 3
    assert bonus("G5 G5 G5") == 6
    assert bonus("G8 G8 J") == 8
    assert bonus("W9 W9 J") == 8
    assert bonus("G9 J J") == 7
    assert bonus("J J J") == 6
    assert bonus("G0 J J") == 1  # 0-0-0: 1 x 3 - 2; the sequence 0-1-2 earns 0
    assert {r.bonus for r in readings(pieces("G0 J J"))} == {1, 0}


def test_not_departments() -> None:
    assert not is_department(pieces("G8 G9 G0"))  # no wrap-around
    assert not is_department(pieces("G3 W4 G5"))
    assert not is_department(pieces("G3 G5 G7"))
    assert not is_department(pieces("G3 G6 J"))


def test_refund_example_readings() -> None:
    # "2-3-Joker": read as 2-3-4 or as 1-2-3; with the joker deduction they earn 1 and 0 (spec §5.2).
    assert sorted(r.numbers for r in readings(pieces("G2 G3 J"))) == [(1, 2, 3), (2, 3, 4)]
    assert sorted(r.bonus for r in readings(pieces("G2 G3 J"))) == [0, 1]


def test_jokers_within_piece_set_option() -> None:
    strict = Ruleset(jokers_within_piece_set=True)
    assert bonus("G8 G8 J", ruleset=strict) is None  # a third green 8 does not exist
    assert bonus("G1 G2 J", players=3, ruleset=strict) == 0  # only 1-2-3 (0 removed), minus the joker
    assert {r.numbers for r in readings(pieces("G1 G2 J"), players=3)} == {(0, 1, 2), (1, 2, 3)}


def test_complete_hands_from_the_cards() -> None:
    assert is_complete(pieces("G0 G0 G0 G1 G2 G3 G6 G7 G8"))
    assert is_complete(pieces("W0 W1 W2 G3 G4 G5 W6 W7 W8"))
    assert is_complete(pieces("W1 W2 W3 W3 W3 J G3 G4 G5"))
    assert not is_complete(pieces("W1 W2 W3 W3 W4 J G3 G4 G6"))
    assert len(decompositions(pieces("G1 G1 G1 G2 G2 G2 G3 G3 G3"))) == 2


def test_best_department_prefers_bonus() -> None:
    best = best_department(pieces("G1 G2 G3 W5 W5 W5 J G8 G8"))
    assert best is not None and best.bonus == 8 and best.numbers == (8, 8, 8)
    second = best_department(pieces("G1 G2 G3 W5 W5 W5 W0 G8 G8"))
    assert second is not None and second.bonus == 6 and second.numbers == (5, 5, 5)


hands = st.permutations(ALL_PIECES).map(lambda shuffled: shuffled[:9])


@given(st.lists(st.sampled_from(sorted(piece_set(4), key=str)), min_size=3, max_size=3))
def test_readings_use_the_natural_pieces(three: list[Piece]) -> None:
    for reading in readings(three):
        naturals = Counter(p for p in three if not p.is_joker)
        assert not naturals - Counter(reading.roles)
        assert reading.bonus >= 0
        assert len(joker_roles(reading)) == reading.jokers


@given(hands)
def test_every_department_found_is_in_the_hand(hand: list[Piece]) -> None:
    for department in departments_in(hand):
        assert not Counter(department.pieces) - Counter(hand)
    assert is_complete(hand) == bool(decompositions(hand))
