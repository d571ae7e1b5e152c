from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import mokkaik
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.games.paper_cetkaik.common import Payment
from adjudicator.games.paper_cetkaik.mokkaik import MokkaikRules

from .helpers import cards


def test_book_example_jia_yi_bing() -> None:
    result = mokkaik.season_settlement({"甲": 7, "乙": 2, "丙": 1}, winner="乙", dealer="甲", bonus=2)
    assert set(result.payments) == {Payment("乙", "甲", 2), Payment("丙", "乙", 5)}
    assert result.net == {"甲": 2, "乙": 3, "丙": -5}
    assert result.next_dealer == "乙" and result.next_bonus == 2


def test_booklet_example_dealer_pays_double() -> None:
    counts = {"Yellow": 2, "Red": 1, "Black": 6, "Blue": 1}
    result = mokkaik.season_settlement(counts, winner="Yellow", dealer="Blue", bonus=2)
    assert set(result.payments) == {Payment("Red", "Yellow", 5), Payment("Blue", "Yellow", 10)}


def test_dealer_multiplier_flag_when_the_dealer_wins() -> None:
    counts = {"A": 9, "B": 1}
    assert mokkaik.season_settlement(counts, "A", "A", 3).payments == (Payment("B", "A", 15),)
    payer_only = MokkaikRules(dealer_multiplier="payer_is_dealer")
    result = mokkaik.season_settlement(counts, "A", "A", 3, payer_only)
    assert result.payments == (Payment("B", "A", 5),)
    assert result.next_bonus == 4


def test_bad_settlement_input_names_the_field() -> None:
    with pytest.raises(CardError, match=r"winner"):
        mokkaik.season_settlement({"A": 1, "B": 2}, "C", "A", 2)


def _lead(player: str, text: str) -> list[mokkaik.TrickPlay]:
    verdict = mokkaik.validate_play(player, cards(text), [], cards(text), False)
    assert verdict.play is not None
    return [verdict.play]


def test_follower_must_match_the_colour_pattern() -> None:
    trick = _lead("A", "黒兵 赤兵 赤兵")
    ok = mokkaik.validate_play("B", cards("黒馬 赤馬 赤船"), trick, cards("黒馬 赤馬 赤船"), False)
    assert ok.legal and ok.play is not None and ok.play.combo is not None and ok.play.combo.rank == 5
    wrong = mokkaik.validate_play("B", cards("黒馬 黒馬 赤馬"), trick, cards("黒馬 黒馬 赤馬"), False)
    assert not wrong.legal and "colour pattern" in (wrong.reason or "")


def test_follower_must_beat_the_current_best_by_default() -> None:
    trick = _lead("A", "黒兵")
    second = mokkaik.validate_play("B", cards("黒馬"), trick, cards("黒馬"), False)
    assert second.play is not None
    trick.append(second.play)
    third = mokkaik.validate_play("C", cards("黒虎"), trick, cards("黒虎"), False)
    assert not third.legal and "current best" in (third.reason or "")
    lead_only = MokkaikRules(must_beat="lead")
    assert mokkaik.validate_play("C", cards("黒虎"), trick, cards("黒虎"), False, lead_only).legal
    assert mokkaik.trick_winner(trick) == "B"


def test_face_down_discard_needs_the_lead_size() -> None:
    trick = _lead("A", "黒兵 黒弓 黒車")
    assert mokkaik.validate_play("B", cards("赤王 赤皇 黒無"), trick, cards("赤王 赤皇 黒無"), True).legal
    short = mokkaik.validate_play("B", cards("赤王 赤皇"), trick, cards("赤王 赤皇"), True)
    assert not short.legal


def test_legal_plays_lists_stronger_matching_combos() -> None:
    trick = _lead("A", "黒兵 黒弓 黒車")
    legal = mokkaik.legal_plays(cards("黒虎 黒馬 黒筆 赤虎 赤馬 赤筆 黒船 黒無"), trick)
    assert legal.discard_size == 3
    tops = sorted({c.rank for c in legal.combos})
    assert all(c.colour_pattern == (0, 3) for c in legal.combos)
    assert tops == [5, 6, 7]  # 車虎馬 (船 as 車), 虎馬筆, 馬筆巫 (船 as 巫)


def test_playing_a_card_not_held_is_an_illegal_play() -> None:
    verdict = mokkaik.validate_play("A", cards("黒兵"), [], cards("黒馬"), False)
    assert not verdict.legal and "not in A's hand" in (verdict.reason or "")


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 6))
def test_random_season_always_finishes_and_settles_zero_sum(seed: int, n: int) -> None:
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(n)]
    state = mokkaik.new_season(players, "p0", rng)
    while state.to_play is not None:
        player = state.to_play
        options = mokkaik.legal_plays(state.hands[player], state.trick)
        if options.combos and (options.discard_size is None or rng.random() < 0.7):
            combo = rng.choice(options.combos)
            step = mokkaik.apply(state, player, combo.cards)
        else:
            assert options.discard_size is not None
            step = mokkaik.apply(state, player, state.hands[player][: options.discard_size], face_down=True)
        assert step.adjudication.legal
        state = step.state
    assert sum(len(p) for p in state.public.values()) <= 48
    result = mokkaik.settle_state(state)
    assert sum(result.net.values()) == 0


def test_state_json_round_trip_and_wrong_turn() -> None:
    state = mokkaik.new_season(["A", "B", "C"], "B", random.Random(3))
    again = mokkaik.MokkaikState.from_json(state.to_json())
    assert again == state
    step = mokkaik.apply(state, "A", state.hands["A"][:1])
    assert not step.adjudication.legal and "B's turn" in (step.adjudication.reason or "")


# --- impossible tricks and states are refused ------------------------------------------------------------------------


def test_a_player_playing_twice_in_a_trick_is_refused() -> None:
    entries = [("A", cards("黒兵"), False), ("B", cards("黒弓"), False), ("A", cards("黒車"), False)]
    with pytest.raises(CardError, match=r"plays\[2\]\.player: A already played"):
        mokkaik.judge_trick(entries)


def test_a_trick_holding_more_copies_than_the_deck_is_refused() -> None:
    entries = [("A", cards("黒皇"), False), ("B", cards("黒皇"), False)]
    with pytest.raises(CardError, match=r"2 × 黒皇 but the deck has only 1"):
        mokkaik.judge_trick(entries)


def test_a_legal_trick_names_its_winner_and_an_illegal_play_is_adjudicated() -> None:
    good = mokkaik.judge_trick([("A", cards("黒兵"), False), ("B", cards("黒弓"), False), ("C", cards("赤将"), True)])
    assert good.legal and good.winner == "B"
    bad = mokkaik.judge_trick([("A", cards("黒弓"), False), ("B", cards("黒兵"), False)])
    assert not bad.legal and bad.illegal_play == 1 and "not stronger" in (bad.reason or "")


def _fresh() -> dict[str, object]:
    return mokkaik.new_season(["A", "B", "C"], "A", random.Random(5)).to_json()


def test_unequal_hands_are_not_a_reachable_state() -> None:
    data = _fresh()
    hands = data["hands"]
    assert isinstance(hands, dict)
    hands["A"] = hands["A"][:-1]
    with pytest.raises(CardError, match=r"state.hands: every player starts a trick with as many cards"):
        mokkaik.MokkaikState.from_json(data)


def test_public_cards_must_match_the_cards_played() -> None:
    data = _fresh()
    data["public"] = {"A": ["赤皇"], "B": [], "C": []}
    with pytest.raises(CardError, match=r"state.public: 3 players are dealt 10 cards"):
        mokkaik.MokkaikState.from_json(data)


def test_the_first_trick_is_led_by_the_dealer() -> None:
    data = _fresh()
    data["leader"] = "B"
    with pytest.raises(CardError, match=r"state.leader: the dealer A leads"):
        mokkaik.MokkaikState.from_json(data)


def test_cards_in_the_trick_count_against_the_deck() -> None:
    state = mokkaik.new_season(["A", "B"], "A", random.Random(8))
    card = state.hands["A"][0]
    data = state.to_json()
    data["trick"] = [{"player": "A", "cards": [card.notation], "face_down": False}]
    other = data["hands"]
    assert isinstance(other, dict)
    extra = [c for c in mokkaik.DEFAULT_RULES.deck.cards() if c == card]
    if len(extra) == 1:  # the only copy is now both in the trick and the hand
        with pytest.raises(CardError, match=r"but the deck has only"):
            mokkaik.MokkaikState.from_json(data)
    else:
        with pytest.raises(CardError, match=r"state.hands"):
            mokkaik.MokkaikState.from_json(data)


def test_a_finished_season_is_recognised_and_a_false_winner_refused() -> None:
    state = mokkaik.new_season(["A", "B"], "A", random.Random(2))
    rng = random.Random(0)
    while state.season_winner is None:
        player = state.to_play
        assert player is not None
        options = mokkaik.legal_plays(state.hands[player], state.trick)
        if options.combos and options.discard_size is None:
            state = mokkaik.apply(state, player, rng.choice(options.combos).cards).state
        else:
            assert options.discard_size is not None
            state = mokkaik.apply(state, player, state.hands[player][: options.discard_size], face_down=True).state
    data = state.to_json()
    assert mokkaik.MokkaikState.from_json(data) == state
    data["season_winner"] = "B" if state.season_winner == "A" else "A"
    with pytest.raises(CardError, match=r"state.season_winner"):
        mokkaik.MokkaikState.from_json(data)


# --- a match of seasons ----------------------------------------------------------------------------------------------


def _play_match(players: list[str], seed: int, choice_seed: int, seasons: int = 4) -> mokkaik.MokkaikMatch:
    rules = MokkaikRules(seasons=seasons)
    match = mokkaik.new_match(players, seed, rules)
    rng = random.Random(choice_seed)
    dealers = [match.season.dealer]
    while not match.over:
        player = match.to_play
        assert player is not None
        options = mokkaik.legal_plays(match.season.hands[player], match.season.trick, rules)
        if options.combos and (options.discard_size is None or rng.random() < 0.6):
            cards_played, down = rng.choice(options.combos).cards, False
        else:
            assert options.discard_size is not None
            cards_played, down = match.season.hands[player][: options.discard_size], True
        before = match.season_number
        step = mokkaik.apply_match(match, player, cards_played, down)
        assert step.step.adjudication.legal, step.step.adjudication.reason
        match = step.state
        assert mokkaik.MokkaikMatch.from_json(match.to_json(), rules) == match
        if match.season_number != before:
            assert step.settlement is not None and match.season.dealer == step.settlement.next_dealer
            dealers.append(match.season.dealer)
    assert len(dealers) == seasons and sum(match.totals.values()) == 0 and match.winners
    return match


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 6), st.integers(0, 2**32))
def test_random_matches_are_accepted_back_and_every_listed_play_applies(seed: int, n: int, choices: int) -> None:
    _play_match([f"p{i}" for i in range(n)], seed, choices, seasons=2)


def test_a_match_sent_back_with_a_turn_an_end_or_winners_it_does_not_make_is_refused() -> None:
    rules = MokkaikRules(seasons=2)
    over = _play_match(["A", "B", "C"], 7, 1, seasons=2)
    playing = mokkaik.new_match(["A", "B", "C"], 7, rules)
    for match, key, claimed, made in [
        (playing, "to_play", "C", '"A"'),
        (playing, "over", True, "false"),
        (playing, "over", 0, "false"),
        (playing, "winners", ["B"], "[]"),
        (over, "winners", ["Z"], str(list(over.winners)).replace("'", '"')),
        (over, "to_play", "A", "null"),
    ]:
        data = {**match.to_json(), key: claimed}
        with pytest.raises(CardError, match=rf"the state makes it {re.escape(made)}, not") as refused:
            mokkaik.MokkaikMatch.from_json(data, rules)
        assert refused.value.field == f"state.{key}"


def test_a_match_is_reproducible_from_its_seed() -> None:
    first = _play_match(["A", "B", "C"], 7, 1)
    again = _play_match(["A", "B", "C"], 7, 1)
    assert first == again and first.over and first.to_play is None
    assert mokkaik.new_match(["A", "B", "C"], 8).season != mokkaik.new_match(["A", "B", "C"], 7).season


def test_impossible_match_states_are_refused() -> None:
    data = mokkaik.new_match(["A", "B"], 3).to_json()
    with pytest.raises(CardError, match=r"state.totals: every payment"):
        mokkaik.MokkaikMatch.from_json({**data, "totals": {"A": 3, "B": 0}})
    with pytest.raises(CardError, match=r"state.totals: nothing has been paid"):
        mokkaik.MokkaikMatch.from_json({**data, "totals": {"A": 3, "B": -3}})
    with pytest.raises(CardError, match=r"state.season_number"):
        mokkaik.MokkaikMatch.from_json({**data, "season_number": 9})
