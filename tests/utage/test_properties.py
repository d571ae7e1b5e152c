"""Property tests of Utage: dice never created or lost during a round, the lord's exact score distribution summing
to 1 and agreeing with every roll scored one by one, states round-tripping through JSON."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product
from typing import cast

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.utage import (
    Formula,
    UtageState,
    apply,
    legal_actions,
    lord_score,
    lord_score_distribution,
    new_game,
    start_round,
)

FORMULAS = ["SLOT1 + SLOT2 + MAX × COUNT", "MIN + MAX × 10 + MAX × 100 + COUNT × 1000", "MAX × 4", "20",
            "SLOT1 × MIN - COUNT"]


def dice_in_play(state: UtageState) -> int:
    held = sum(len(p.cup) + len(p.front) for p in state.players)
    return held + sum(1 for s in state.slots if s is not None) + state.lord_cup_dice


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 5), st.sampled_from(FORMULAS), st.integers(0, 2**32), st.lists(st.integers(0, 10**6)))
def test_a_round_moves_dice_but_never_creates_or_loses_one(
    players: int, formula: str, seed: int, picks: list[int]
) -> None:
    state = start_round(new_game([f"p{i}" for i in range(players)]), formula, seed=seed)
    total = dice_in_play(state)
    assert total == 6 * players
    for pick in picks:
        if state.phase not in ("play", "end"):
            break
        seat = cast(int, state.to_play)  # the head of the end queue after a declaration
        options = legal_actions(state, seat)
        assert options
        verdict = apply(state, seat, options[pick % len(options)])
        assert verdict.legal
        state = verdict.state
        assert dice_in_play(state) == total
        assert UtageState.from_json(state.to_json()) == state


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FORMULAS), st.integers(0, 3), st.data())
def test_the_lord_distribution_sums_to_one_and_matches_every_roll(formula: str, n: int, data: st.DataObject) -> None:
    card = Formula.parse(formula)
    slots = data.draw(st.lists(st.none() | st.integers(1, 6), min_size=card.slot_count, max_size=card.slot_count))
    dist = lord_score_distribution(card, slots, n)
    assert sum(dist.values(), Fraction(0)) == 1
    counted = Counter(lord_score(card, slots, roll).value for roll in product(range(1, 7), repeat=n))
    assert dist == {value: Fraction(ways, 6**n) for value, ways in counted.items()}
