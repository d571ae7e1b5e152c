"""Property tests of the paper-Cetkaik games: cards never created or lost, exact distributions summing to 1,
states round-tripping through JSON."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import makhup, makkaik
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card
from adjudicator.games.paper_cetkaik.combos import ComboRules, enumerate_combos

PLAYERS = ["ana", "bo", "chi", "dan"]
makhup_rules = st.builds(
    makhup.MakhupRules.from_json,
    st.fixed_dictionaries(
        {
            "new_tips": st.sampled_from(["each_played_card", "last_card_only"]),
            "draw_to": st.sampled_from(["hand", "road"]),
        }
    ),
)


def makhup_cards(state: makhup.MakhupState) -> Counter[Card]:
    held = [c for h in state.hands.values() for c in h]
    return Counter([*held, *state.roads, *state.stock, *state.discard])


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), makhup_rules, st.integers(0, 2**32), st.lists(st.integers(0, 10**6), max_size=80))
def test_makhup_conserves_the_deck_and_round_trips(
    players: int, rules: makhup.MakhupRules, seed: int, picks: list[int]
) -> None:
    state = makhup.new_game(PLAYERS[:players], PLAYERS[0], random.Random(seed), rules)
    deck = Counter(DEFAULT_DECK.cards())
    for pick in picks:
        assert makhup_cards(state) == deck
        assert makhup.MakhupState.from_json(state.to_json(), rules) == state
        if state.winners:
            break
        options = makhup.legal_plays(state.hands[state.to_play], state.roads)
        options += [makhup.Play("draw")] if state.stock else []
        options = options or [makhup.Play("pass")]
        step = makhup.apply(state, state.to_play, options[pick % len(options)], rules)
        assert step.legal, step.reason
        state = step.state


@pytest.mark.parametrize("cards", [1, 2, 3])
def test_makkaik_best_category_distribution_sums_to_one(cards: int) -> None:
    dist = makkaik.best_category_distribution(cards)
    assert sum(dist.values(), Fraction(0)) == 1
    assert all(p >= 0 for p in dist.values())


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(DEFAULT_DECK.cards()), min_size=1, max_size=6), st.booleans())
def test_every_combo_uses_cards_of_the_hand_and_stands_in_only_with_wilds(hand: list[Card], colourless: bool) -> None:
    rules = ComboRules(seq_one_colour=not colourless)
    have = Counter(hand)
    for combo in enumerate_combos(hand, rules):
        assert not Counter(combo.cards) - have  # a combo never uses a card the hand does not hold
        assert combo.size == len(combo.stands_for)
        assert all(c == s or rules.is_wild(c) for c, s in zip(combo.cards, combo.stands_for, strict=True))
