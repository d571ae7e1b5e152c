"""Property tests of Lauzait Cep!: pieces never created or lost, outcome distributions summing to 1, round trips."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.lauzait_cep.departments import iter_decompositions
from adjudicator.games.lauzait_cep.hiring import hiring_options
from adjudicator.games.lauzait_cep.pieces import Piece, piece_set
from adjudicator.games.lauzait_cep.position import Hand, Position, deal
from adjudicator.games.lauzait_cep.rulesets import Ruleset

deals = st.builds(
    lambda players, seed, luminous: deal(players, random.Random(seed), luminous),
    st.integers(2, 4),
    st.integers(0, 2**32),
    st.booleans(),
)
rulesets = st.sampled_from(
    [Ruleset(), Ruleset.from_json("english"), Ruleset.from_json({"may_take_back_discard": False})]
)


def all_pieces(position: Position) -> Counter[Piece]:
    held = [p for hand in position.hands if hand is not None for p in hand.pieces]
    return Counter([p for p in position.board if p is not None] + held)


@given(deals)
def test_a_deal_uses_the_piece_set_and_round_trips(position: Position) -> None:
    dealt = all_pieces(position) + Counter([position.luminous] if position.luminous else [])
    assert not dealt - Counter(dict(piece_set(position.players)))  # never more of a piece than the set holds
    assert sum(1 for p in position.board if p is None) == 1
    assert all(hand is not None and len(hand.pieces) == 9 for hand in position.hands)
    assert Position.from_json(position.to_json()) == position
    assert Position.from_json(position.to_json()).to_json() == position.to_json()


@settings(max_examples=15, deadline=None)
@given(deals, rulesets)
def test_hiring_conserves_pieces_and_its_outcomes_sum_to_one(position: Position, ruleset: Ruleset) -> None:
    before = all_pieces(position)
    for option in hiring_options(position, ruleset):
        assert option.legal == bool(option.moves)
        for move in option.moves:
            assert sum((o.probability for o in move.outcomes), Fraction(0)) == 1
            assert all(0 < o.probability <= 1 for o in move.outcomes)
            assert len(move.outcomes) == (2 if move.water else 1)
            for outcome in move.outcomes:
                after = outcome.position
                assert all_pieces(after) == before  # a hiring only moves pieces between hand and board
                assert sum(1 for p in after.board if p is None) == 1
                assert after.to_play == position.next_turn  # the outcome starts the next player's Day
                hired = after.hands[position.to_play]
                assert hired is not None and len(hired.pieces) == 9
                swapped = Counter(position.hand.pieces) - Counter([option.discard]) + Counter([outcome.obtained])
                assert Counter(hired.pieces) == swapped
                assert after.hands[:position.to_play] + after.hands[position.to_play + 1 :] == (
                    position.hands[:position.to_play] + position.hands[position.to_play + 1 :]
                )
        if option.moves:
            after = option.moves[-1].outcomes[-1].position
            assert Position.from_json(after.to_json()) == after


@settings(max_examples=20, deadline=None)
@given(deals)
def test_every_decomposition_uses_each_piece_of_the_hand_once(position: Position) -> None:
    hand: Hand = position.hand
    for departments in iter_decompositions(hand.pieces, position.players):
        used = Counter(p for d in departments for p in d.pieces)
        assert used == Counter(hand.pieces)
