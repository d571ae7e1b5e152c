"""Tests that pin the combo rules a small plausible bug would break (each named after what it guards)."""

from __future__ import annotations

from itertools import permutations

import pytest

from adjudicator.games.paper_cetkaik.combos import Combo, ComboRules, ComboType, classify, compare

from .helpers import cards

SET, SEQ, SEQ_OF_SETS, SINGLE = ComboType.SET, ComboType.SEQ, ComboType.SEQ_OF_SETS, ComboType.SINGLE


def one(text: str, kind: ComboType, rules: ComboRules | None = None) -> Combo:
    [combo] = classify(cards(text), rules or ComboRules(), [kind])
    return combo


def test_sets_of_different_sizes_are_incomparable_whatever_their_strength() -> None:
    three_pawns = one("黒兵 赤兵 黒兵", SET)
    two_horses = one("赤馬 黒馬", SET)
    two_pawns = one("赤兵 黒兵", SET)
    assert compare(three_pawns, two_horses) == "incomparable"
    assert compare(two_horses, three_pawns) == "incomparable"
    assert compare(three_pawns, two_pawns) == "incomparable"  # same rank, different size


def test_sequences_compare_by_top_number_only_at_the_same_size() -> None:
    low = one("黒兵 黒弓 黒車", SEQ)
    high = one("黒弓 黒車 黒虎", SEQ)
    long = one("黒兵 黒弓 黒車 黒虎", SEQ)
    assert (compare(high, low), compare(low, high), compare(low, low)) == (">", "<", "=")
    assert compare(long, low) == "incomparable" and compare(low, long) == "incomparable"
    assert compare(long, high) == "incomparable"  # same top number, different size


def test_types_never_compare_even_at_the_same_size_and_rank() -> None:
    seq = one("黒兵 黒弓 黒車", SEQ)
    triple = one("黒車 赤車 黒車", SET)
    assert seq.rank == triple.rank and seq.size == triple.size
    assert compare(seq, triple) == "incomparable" == compare(triple, seq)
    assert compare(one("黒車", SINGLE), one("赤車", SINGLE)) == "="


@pytest.mark.parametrize("a,b", list(permutations(["黒兵", "黒馬", "赤将"], 2)))
def test_compare_is_antisymmetric_for_singles(a: str, b: str) -> None:
    x, y = one(a, SINGLE), one(b, SINGLE)
    flipped = {">": "<", "<": ">", "=": "=", "incomparable": "incomparable"}
    assert compare(y, x) == flipped[compare(x, y)]
    assert compare(x, y) == (">" if x.rank > y.rank else "<")


def test_seq_one_colour() -> None:
    mixed = cards("黒兵 赤弓 黒車")
    assert classify(mixed, ComboRules(), [SEQ]) == []
    [seq] = classify(mixed, ComboRules(seq_one_colour=False), [SEQ])
    assert (seq.rank, seq.size) == (3, 3)
    [same] = classify(cards("赤兵 赤弓 赤車"), ComboRules(), [SEQ])
    assert same.rank == 3


def test_seq_of_sets_min_ranks() -> None:
    two_ranks = cards("黒兵 赤兵 黒弓 赤弓")
    assert classify(two_ranks, ComboRules(), [SEQ_OF_SETS]) == []  # default: at least 3 numbers
    [combo] = classify(two_ranks, ComboRules(seq_of_sets_min_ranks=2), [SEQ_OF_SETS])
    assert (combo.rank, combo.size) == (2, 4)
    three_ranks = cards("黒兵 赤兵 黒弓 赤弓 黒車 赤車")
    [combo] = classify(three_ranks, ComboRules(), [SEQ_OF_SETS])
    assert (combo.rank, combo.size) == (3, 6)
    assert classify(three_ranks, ComboRules(seq_of_sets_min_ranks=4), [SEQ_OF_SETS]) == []
    triples = cards("黒兵 赤兵 黒兵 黒弓 赤弓 黒弓 黒車 赤車 黒車")
    [combo] = classify(triples, ComboRules(), [SEQ_OF_SETS])
    assert (combo.rank, combo.size) == (3, 9)


def test_seq_of_sets_needs_each_number_the_same_number_of_times() -> None:
    assert classify(cards("黒兵 赤兵 黒弓 赤弓 黒車"), ComboRules(), [SEQ_OF_SETS]) == []
    assert classify(cards("黒兵 赤兵 黒兵 黒弓 赤弓 黒車"), ComboRules(), [SEQ_OF_SETS]) == []


def test_min_seq() -> None:
    pair = cards("黒兵 黒弓")
    assert classify(pair, ComboRules(), [SEQ]) == []
    [seq] = classify(pair, ComboRules(min_seq=2), [SEQ])
    assert seq.rank == 2
