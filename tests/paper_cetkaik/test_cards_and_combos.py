from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import cards as deck
from adjudicator.games.paper_cetkaik.cards import Card, CardError, Colour, Kind
from adjudicator.games.paper_cetkaik.combos import (
    ComboRules,
    ComboType,
    Slot,
    classify,
    compare,
    decompose,
    enumerate_combos,
)

from .helpers import cards

SET, SEQ = ComboType.SET, ComboType.SEQ


def test_deck_has_48_cards_24_per_colour_with_the_booklet_counts() -> None:
    full = deck.DEFAULT_DECK.cards()
    assert len(full) == 48
    per_colour = Counter(c.colour for c in full)
    assert per_colour == {Colour.KOK1: 24, Colour.HUOK2: 24}
    kinds = Counter(c.kind for c in full if c.colour is Colour.HUOK2)
    assert kinds[Kind.KAUK2] == 4 and kinds[Kind.MUN1] == 3 and kinds[Kind.NUAK1] == 1 and kinds[Kind.TAM2] == 1


def test_strength_order_and_numbers() -> None:
    order = [k.cjk for k in sorted(Kind, key=lambda k: k.strength)]
    assert "".join(order) in ("船無兵弓車虎馬筆巫将王皇", "船無兵弓車虎馬筆巫将皇王")
    assert Kind.IO.strength == Kind.TAM2.strength
    assert [k.number for k in (Kind.MUN1, Kind.UAI1, Kind.NUAK1, Kind.IO)] == [0, 8, None, None]


@pytest.mark.parametrize("text", ["黒馬", "Huok2.Maun1", "black-maun", "b:horse"])
def test_card_notations(text: str) -> None:
    assert Card.parse(text) == Card(Colour.HUOK2, Kind.MAUN1)


def test_bad_card_and_too_many_copies_name_the_field() -> None:
    with pytest.raises(CardError, match=r"hand\[1\]"):
        deck.parse_cards(["黒馬", "緑馬"], "hand")
    with pytest.raises(CardError, match="hand: 2 × 黒皇"):
        deck.parse_cards(["黒皇", "黒皇"], "hand")


def test_seeded_shuffle_is_reproducible_and_a_permutation() -> None:
    a = deck.shuffled_deck(random.Random(1))
    assert a == deck.shuffled_deck(random.Random(1))
    assert Counter(a) == Counter(deck.DEFAULT_DECK.cards())


def test_custom_composition() -> None:
    rules = deck.DeckRules.from_json({k.value: 1 for k in Kind})
    assert len(rules.cards()) == 24
    with pytest.raises(CardError, match="missing"):
        deck.DeckRules.from_json({"Io": 1})


def test_ship_is_a_same_colour_wild_in_sets_and_sequences() -> None:
    [pair] = classify(cards("黒船 赤馬"))
    assert pair.type is SET and pair.rank == 5 and [str(c) for c in pair.stands_for] == ["黒馬", "赤馬"]
    seqs = classify(cards("黒船 黒馬 黒車"))
    assert [(c.type, c.rank) for c in seqs] == [(SEQ, 5)]
    assert classify(cards("赤船 黒馬 黒車")) == []  # a red ship cannot join a black sequence


def test_single_ship_is_the_weakest_unless_flagged() -> None:
    [single] = classify(cards("黒船"))
    assert single.rank == -1
    wild = classify(cards("黒船"), ComboRules(ship_wild_in_single=True))
    assert max(c.rank for c in wild) == 9


def test_king_and_emperor_form_a_set_but_no_sequence() -> None:
    assert [(c.type, c.rank) for c in classify(cards("赤王 黒皇"))] == [(SET, 9)]
    assert classify(cards("黒巫 黒将 黒王")) == []
    flagged = classify(cards("黒巫 黒将 黒王"), ComboRules(seq_allow_king_as_9=True))
    assert [(c.type, c.rank) for c in flagged] == [(SEQ, 9)]


def test_all_wild_pair_takes_any_rank_or_none() -> None:
    ranks = sorted(c.rank for c in classify(cards("黒船 赤船")))
    assert ranks == list(range(-1, 10))
    assert [c.rank for c in classify(cards("黒船 赤船"), ComboRules(allow_all_wild_combo=False))] == [-1]


def test_compare() -> None:
    [a] = classify(cards("赤馬 黒馬"))
    [b] = classify(cards("赤兵 黒兵"))
    [c] = classify(cards("黒兵 黒弓 黒車"))
    assert compare(a, b) == ">" and compare(b, a) == "<" and compare(a, a) == "="
    assert compare(a, c) == "incomparable"


def test_enumerate_combos_in_a_small_hand() -> None:
    found = {(c.type, c.rank, c.size) for c in enumerate_combos(cards("黒兵 黒弓 黒車 赤兵"))}
    assert found == {
        (ComboType.SINGLE, 1, 1),
        (ComboType.SINGLE, 2, 1),
        (ComboType.SINGLE, 3, 1),
        (SET, 1, 2),
        (SEQ, 3, 3),
    }


def test_decompose_into_three_pairs() -> None:
    pairs = (Slot(frozenset({SET}), 2),) * 3
    [parts] = decompose(cards("赤王 黒皇 赤馬 黒馬 赤兵 黒兵"), [pairs])
    assert [c.rank for c in parts] == [1, 5, 9]


def test_decompose_lists_every_partition() -> None:
    triples = (Slot(frozenset({SET, SEQ}), 3),) * 2
    found = decompose(cards("黒兵 黒兵 赤兵 黒弓 黒弓 赤弓"), [triples])  # 111+222 only
    assert len(found) == 1
    found = decompose(cards("黒兵 黒弓 黒車 黒兵 黒弓 黒車"), [triples])  # 123+123
    assert [[(c.type, c.rank) for c in d] for d in found] == [[(SEQ, 3), (SEQ, 3)]]


@given(st.lists(st.sampled_from(deck.ALL_CARD_TYPES), min_size=1, max_size=5))
def test_every_interpretation_keeps_the_cards_and_colours(hand: list[Card]) -> None:
    for combo in classify(hand):
        assert Counter(combo.cards) == Counter(hand)
        assert [c.colour for c in combo.cards] == [c.colour for c in combo.stands_for]
        for real, stand in zip(combo.cards, combo.stands_for, strict=True):
            assert real == stand or real.kind is Kind.NUAK1


def test_combo_rules_json_round_trip_and_errors() -> None:
    rules = ComboRules.from_json({"wild": "無", "seq_allow_king_as_9": True})
    assert rules.wild is Kind.MUN1 and rules.seq_allow_king_as_9
    assert ComboRules.from_json(rules.to_json()) == rules
    with pytest.raises(CardError, match=r"rules\.combos\.wild"):
        ComboRules.from_json({"wild": "xx"})
    with pytest.raises(CardError, match="unknown field 'bogus'"):
        ComboRules.from_json({"bogus": True})
