from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import nine
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.games.paper_cetkaik.nine import NineRules, NineState

from .helpers import cards


def _combo(text: str) -> nine.NineCombo:
    [combo] = nine.classify(cards(text))
    return combo


def test_ship_beats_only_the_emperor_and_emperor_beats_king() -> None:
    ship = cards("黒船")[0]
    assert nine.single_beats(ship, _combo("黒皇"))
    assert not nine.single_beats(ship, _combo("黒兵"))
    assert nine.single_beats(cards("黒皇")[0], _combo("黒王"))
    assert nine.classify(cards("黒王 赤皇")) == []


def test_zero_is_the_wild_and_sets_grow() -> None:
    assert _combo("黒無 赤馬").strength == 5
    current = _combo("黒馬")
    assert nine.can_follow(_combo("赤馬 黒無"), current)
    assert not nine.can_follow(_combo("赤馬"), current)  # not stronger, and not a bigger set
    assert nine.can_follow(_combo("黒筆"), current)
    assert not nine.can_follow(_combo("赤筆"), current)  # shares no colour


def test_round_goes_to_the_last_player_in() -> None:
    state = NineState(
        ("A", "B", "C"),
        {"A": tuple(cards("黒馬 黒兵")), "B": tuple(cards("黒筆 赤兵")), "C": tuple(cards("赤虎 赤弓"))},
        tuple(cards("黒車 黒車 赤車 赤車 黒虎 黒弓 黒巫")),
        "A",
        "A",
        scores={"A": 0, "B": 0, "C": 0},
        captured={"A": (), "B": (), "C": ()},
    )
    state = nine.apply(state, "A", cards("黒馬")).state
    state = nine.apply(state, "B", cards("黒筆")).state
    step = nine.apply(state, "C", None)
    assert step.legal and len(step.state.hands["C"]) == 5
    state = step.state
    assert state.to_play == "A"
    forced = nine.apply(state, "A", None)  # A took part but 黒兵 cannot beat 黒筆: drops out and draws 3
    assert forced.legal
    state = forced.state
    assert (
        state.dealer == "B"
        and state.to_play == "B"
        and sorted(c.notation for c in state.hands["B"]) == sorted(["赤兵", "黒馬", "黒筆"])
    )
    assert not state.over and len(state.stock) == 1  # 7 − 3 − 3
    assert nine.apply(state, "B", None).legal is False  # the leader must lead


def test_participant_must_keep_playing_while_able() -> None:
    state = NineState(
        ("A", "B"),
        {"A": tuple(cards("黒馬 黒将")), "B": tuple(cards("黒筆"))},
        tuple(cards("赤兵 赤兵 赤兵")),
        "A",
        "A",
        scores={"A": 0, "B": 0},
        captured={"A": (), "B": ()},
    )
    state = nine.apply(state, "A", cards("黒馬")).state
    state = nine.apply(state, "B", cards("黒筆")).state
    refused = nine.apply(state, "A", None)
    assert not refused.legal and "keep playing" in (refused.reason or "")
    step = nine.apply(state, "A", cards("黒将"))
    assert step.scored == 0  # A's hand is empty now but B holds 0 cards too
    assert step.state.scores["A"] == 0


def test_emptying_a_hand_scores_the_largest_other_hand() -> None:
    state = NineState(
        ("A", "B"),
        {"A": tuple(cards("黒馬")), "B": tuple(cards("黒筆 赤兵 赤弓"))},
        tuple(cards("赤兵 赤兵 赤兵")),
        "A",
        "A",
        scores={"A": 0, "B": 0},
        captured={"A": (), "B": ()},
    )
    step = nine.apply(state, "A", cards("黒馬"))
    assert step.scored == 3


def test_captured_flag_and_season_result() -> None:
    state = NineState(
        ("A", "B"),
        {"A": tuple(cards("黒馬 黒兵")), "B": tuple(cards("赤筆"))},
        tuple(cards("赤兵 赤兵 赤兵 黒弓")),
        "A",
        "A",
        scores={"A": 0, "B": 0},
        captured={"A": (), "B": ()},
    )
    state = nine.apply(state, "A", cards("黒馬"), NineRules(table_cards_to="captured")).state
    state = nine.apply(state, "B", None, NineRules(table_cards_to="captured")).state
    assert state.captured["A"] == tuple(cards("黒馬")) and state.dealer == "A"
    result = nine.season_result({"A": 4, "B": 4}, "A")
    assert result.winners == ("A", "B") and result.scores == {"A": 5, "B": 4}


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 4))
def test_random_season_ends_when_the_stock_runs_out(seed: int, n: int) -> None:
    rng = random.Random(seed)
    state = nine.new_season([f"p{i}" for i in range(n)], "p0", rng)
    for _ in range(3000):
        if state.over:
            break
        player = state.to_play
        current = state.table[-1] if state.table else None
        options = nine.legal_plays(state.hands[player], current)
        must = player in state.taken_part or (current is None and state.hands[player])
        if options and (must or rng.random() < 0.5):
            step = nine.apply(state, player, rng.choice(options).cards)
        else:
            step = nine.apply(state, player, None)
        assert step.legal, step.reason
        state = step.state
        assert NineState.from_json(state.to_json()) == state
    assert state.over
    total = sum(len(h) for h in state.hands.values()) + sum(len(c.cards) for c in state.table)
    assert total == 48


def test_state_with_the_round_already_decided_is_rejected() -> None:
    base = {"seats": ["A", "B", "C"], "dealer": "A", "to_play": "A", "hands": {"A": ["黒馬"], "B": ["黒兵"]},
            "stock": ["黒車", "赤車"], "table": [["黒弓"]]}
    with pytest.raises(CardError, match=r"state\.declined"):
        NineState.from_json({**base, "declined": ["B", "C"]})
    with pytest.raises(CardError, match=r"state\.to_play"):
        NineState.from_json({**base, "declined": ["A"]})
    dealt = nine.new_season(["A", "B", "C"], "A", random.Random(3))
    led = nine.apply(dealt, "A", [dealt.hands["A"][0]]).state
    declined = nine.apply(led, "B", None).state.to_json()  # a state holds the whole deck, so one the plays reach
    assert NineState.from_json(declined).declined == frozenset({"B"})


def test_a_decline_the_stock_has_not_paid_for_is_refused_at_the_declined_list() -> None:
    """Each decline draws from the stock: a player listed as declined while the stock is whole is named there."""
    dealt = nine.new_season(["A", "B", "C"], "A", random.Random(3))
    led = nine.apply(dealt, "A", [dealt.hands["A"][0]]).state.to_json()
    with pytest.raises(CardError) as caught:
        NineState.from_json({**led, "declined": ["B"], "to_play": "C"})
    assert caught.value.field == "state.declined"
    assert caught.value.message == ("1 player(s) declined this round, drawing 3 each, but the stock has lost only 0"
                                    " draw(s)")
