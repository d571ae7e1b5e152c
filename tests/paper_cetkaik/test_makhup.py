from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import makhup
from adjudicator.games.paper_cetkaik.makhup import MakhupRules, MakhupState, Play

from .helpers import cards


def _extends(hand: str, tip: str) -> set[tuple[str, ...]]:
    return {
        tuple(c.notation for c in p.cards) for p in makhup.legal_plays(cards(hand), cards(tip)) if p.kind == "extend"
    }


def test_book_examples_of_sums() -> None:
    found = _extends("黒筆 黒兵 赤弓 黒車 赤無 赤車 黒車", "赤筆")
    assert ("黒筆",) in found
    assert ("黒兵", "赤弓", "黒車") in found
    assert ("赤無", "赤車", "黒車") in found or ("赤無", "黒車", "赤車") in found


def test_merge_two_roads() -> None:
    plays = makhup.legal_plays(cards("黒弓"), cards("黒兵 赤兵"))
    assert Play("merge", (0, 1), tuple(cards("黒弓"))) in plays


def test_special_tip_takes_any_numbered_card_and_erasers() -> None:
    plays = makhup.legal_plays(cards("黒将 赤王"), cards("黒皇"))
    assert Play("extend", (0,), tuple(cards("黒将"))) in plays
    assert Play("erase", (), tuple(cards("赤王"))) in plays


def _state(hand: str, roads: str, stock: str = "黒馬 赤馬 黒虎") -> MakhupState:
    return MakhupState(
        ("A", "B"), {"A": tuple(cards(hand)), "B": tuple(cards("黒兵"))}, tuple(cards(roads)), tuple(cards(stock)), "A",
        "A", 0,
    )


def test_extend_makes_each_card_a_tip_or_only_the_last() -> None:
    play = Play("extend", (0,), tuple(cards("黒兵 赤弓 黒車")))
    after = makhup.apply(_state("黒兵 赤弓 黒車 黒将", "赤筆 黒弓"), "A", play).state
    assert [c.notation for c in after.roads] == ["黒兵", "赤弓", "黒車", "黒弓"]
    last = makhup.apply(_state("黒兵 赤弓 黒車 黒将", "赤筆 黒弓"), "A", play, MakhupRules(new_tips="last_card_only"))
    assert [c.notation for c in last.state.roads] == ["黒車", "黒弓"]


def test_wrong_sum_is_an_illegal_play_and_draw_adds_a_road() -> None:
    step = makhup.apply(_state("黒兵 赤弓", "赤筆"), "A", Play("extend", (0,), tuple(cards("黒兵 赤弓"))))
    assert not step.legal and "sum" in (step.reason or "")
    drawn = makhup.apply(_state("黒兵 赤弓", "赤筆"), "A", Play("draw")).state
    assert [c.notation for c in drawn.roads] == ["赤筆", "黒馬"] and drawn.to_play == "B"
    to_hand = makhup.apply(_state("黒兵 赤弓", "赤筆"), "A", Play("draw"), MakhupRules(draw_to="hand")).state
    assert len(to_hand.hands["A"]) == 3


def test_erase_resets_roads_and_emptying_the_hand_wins() -> None:
    step = makhup.apply(_state("赤船", "赤筆 黒弓"), "A", Play.from_json({"erase": "赤船"}))
    assert step.legal and [c.notation for c in step.state.roads] == ["黒馬", "赤馬"]
    assert step.state.winners == ("A",)


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 6))
def test_random_game_terminates(seed: int, n: int) -> None:
    rng = random.Random(seed)
    state = makhup.new_game([f"p{i}" for i in range(n)], "p0", rng)
    for _ in range(5000):
        if state.winners:
            break
        options = makhup.legal_plays(state.hands[state.to_play], state.roads)
        play = rng.choice(options) if options else Play("draw") if state.stock else Play("pass")
        step = makhup.apply(state, state.to_play, play)
        assert step.legal, step.reason
        state = step.state
        assert MakhupState.from_json(state.to_json()) == state
    assert state.winners
