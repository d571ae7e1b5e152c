from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import niekhi
from adjudicator.games.paper_cetkaik.cards import Card, CardError, sort_cards
from adjudicator.games.paper_cetkaik.combos import ComboType, classify
from adjudicator.games.paper_cetkaik.niekhi import NiekhiState, UaiChoice

from .helpers import cards


def _state(**hands: str) -> NiekhiState:
    players = tuple(hands)
    return NiekhiState(players, {p: sort_cards(cards(h)) for p, h in hands.items()}, players[0])


def test_colour_is_ignored_for_sequences_and_ship_is_any_card() -> None:
    [seq] = classify(cards("黒兵 赤弓 黒車"), niekhi.NIEKHI_COMBOS, [ComboType.SEQ])
    assert seq.rank == 3
    found = classify(cards("赤船 黒馬 黒筆"), niekhi.NIEKHI_COMBOS, [ComboType.SEQ])
    assert sorted(c.rank for c in found) == [6, 7]


def test_sequence_of_sets() -> None:
    [combo] = classify(cards("黒兵 赤兵 黒弓 赤弓 黒車 赤車"), niekhi.NIEKHI_COMBOS, [ComboType.SEQ_OF_SETS])
    assert combo.rank == 3 and combo.size == 6
    assert classify(cards("黒兵 赤兵 黒弓 赤弓"), niekhi.NIEKHI_COMBOS, [ComboType.SEQ_OF_SETS]) == []


def test_follow_same_type_and_size_or_bomb() -> None:
    [lead] = classify(cards("黒馬 赤馬"), niekhi.NIEKHI_COMBOS)
    plays = niekhi.legal_plays(cards("黒筆 赤筆 黒兵 赤兵 黒兵 黒車"), lead)
    assert {(c.type, c.size, c.rank) for c in plays} == {(ComboType.SET, 2, 6), (ComboType.SET, 3, 1)}


def test_trick_returns_to_the_last_player_after_everyone_passes() -> None:
    state = _state(A="黒兵 黒馬", B="黒弓 黒筆", C="黒車 黒巫")
    state = niekhi.apply(state, "A", cards("黒兵")).state
    state = niekhi.apply(state, "B", cards("黒弓")).state
    state = niekhi.apply(state, "C", None).state
    assert state.to_play == "A"
    step = niekhi.apply(state, "A", None)
    assert step.legal and step.state.to_play == "B" and step.state.current is None


def test_leader_cannot_pass_and_weaker_play_is_illegal() -> None:
    state = _state(A="黒兵 黒馬", B="黒弓 黒筆")
    assert not niekhi.apply(state, "A", None).legal
    state = niekhi.apply(state, "A", cards("黒馬")).state
    weak = niekhi.apply(state, "B", cards("黒弓"))
    assert not weak.legal and "beats" in (weak.reason or "")


def test_general_removes_a_strength_or_takes_from_the_discard() -> None:
    state = _state(A="黒将 黒兵", B="赤馬 黒馬 赤兵")
    state = niekhi.NiekhiState(state.players, state.hands, "A", discard=tuple(cards("赤巫")))
    missing = niekhi.apply(state, "A", cards("黒将"))
    assert not missing.legal
    removed = niekhi.apply(state, "A", cards("黒将"), [UaiChoice(remove=5)]).state
    assert removed.hands["B"] == tuple(cards("赤兵"))
    took = niekhi.apply(state, "A", cards("黒将"), [UaiChoice(take=Card.parse("赤巫"))]).state
    assert Card.parse("赤巫") in took.hands["A"] and Card.parse("赤巫") not in took.discard
    assert UaiChoice.from_json({"remove": "馬"}, "uai[0]") == UaiChoice(remove=5)


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 5))
def test_random_game_gives_a_finishing_order(seed: int, n: int) -> None:
    rng = random.Random(seed)
    state = niekhi.new_game([f"p{i}" for i in range(n)], "p0", rng)
    assert sum(len(h) for h in state.hands.values()) == 48 - 48 % n
    for _ in range(2000):
        if len(state.in_play) < 2:
            break
        player = state.to_play
        options = niekhi.legal_plays(state.hands[player], state.current)
        if options and (state.current is None or rng.random() < 0.8):
            combo = min(options, key=lambda c: (c.size, c.rank))
            step = niekhi.apply(
                state,
                player,
                combo.cards,
                [UaiChoice(remove=-2)] * sum(1 for c in combo.cards if c.kind.value == "Uai1"),
            )
        else:
            step = niekhi.apply(state, player, None)
        assert step.legal, step.reason
        state = step.state
        assert niekhi.NiekhiState.from_json(state.to_json()) == state
    assert len(state.in_play) < 2


def test_a_hand_emptied_by_a_general_removal_does_not_win() -> None:
    state = _state(A="黒将 黒兵 赤兵", B="赤馬", C="黒筆 赤筆")
    step = niekhi.apply(state, "A", cards("黒将"), [UaiChoice(remove=5)])
    assert step.legal
    after = step.state
    assert after.out == ("B",) and after.finished == () and after.winner is None
    assert after.to_play == "C" and not after.over
    assert niekhi.NiekhiState.from_json(after.to_json()) == after


def test_the_winner_is_the_first_to_play_out_their_own_cards() -> None:
    state = _state(A="黒将", B="赤馬", C="黒筆 赤筆")
    after = niekhi.apply(state, "A", cards("黒将"), [UaiChoice(remove=5)]).state
    assert after.finished == ("A",) and after.out == ("B",) and after.winner == "A" and after.over
    assert after.to_json()["winner"] == "A"


def _json(**hands: str) -> dict[str, object]:
    return _state(**hands).to_json()


@pytest.mark.parametrize(
    ("change", "match"),
    [
        ({"hands": {"A": ["赤皇", "赤皇"], "B": ["赤馬"]}}, "2 × 赤皇 but the deck has only 1"),
        ({"to_play": "Z"}, "state.to_play"),
        ({"finished": ["A"]}, r"state.hands.A: A is finished or out"),
        ({"hands": {"A": ["黒兵"], "B": []}}, r"state.hands.B: an empty hand belongs to a player"),
        ({"passes": 1}, "state.passes: passes are counted only while a combo"),
        ({"current": {"player": "A", "cards": ["赤馬"]}}, "state.current.cards: the combo on the table lies on"),
        ({"winner": "B"}, "state.winner"),
        ({"finished": ["Q"]}, r"state.finished\[0\]"),
    ],
)
def test_impossible_states_are_refused_naming_the_field(change: dict[str, object], match: str) -> None:
    data = {**_json(A="黒兵", B="赤馬"), **change}
    with pytest.raises(CardError, match=match):
        niekhi.NiekhiState.from_json(data)
