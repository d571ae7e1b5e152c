"""小猫 referee: a state sent back must be one the plays could have reached from a deal of 12 cards each.

The state holds every card (hands, stock, table, captured piles), so the whole deck is there exactly once; the stock
lost 3 cards a decline; the dealer leads each round and every combo follows the previous one in turn order; before
any round has ended the hands and scores follow exactly from the round's plays and draws.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import nine
from adjudicator.games.paper_cetkaik.cards import CardError
from adjudicator.games.paper_cetkaik.nine import NineRules, NineState

from .helpers import cards, post

PAPER = "/v1/paper-cetkaik"
CAPTURED = NineRules(table_cards_to="captured")


def _deal(seats: int = 3, seed: int = 5) -> NineState:
    return nine.new_season([str(i) for i in range(seats)], "0", random.Random(seed))


def _refused(data: dict[str, Any], field: str, rules: NineRules = nine.DEFAULT_RULES) -> str:
    """Read ``data``, expecting a refusal naming ``field``; return the message."""
    with pytest.raises(CardError) as caught:
        NineState.from_json(data, rules)
    assert caught.value.field == field, caught.value
    return caught.value.message


def _lead_then_decline() -> NineState:
    """3 players: 0 leads its weakest card, 1 declines (drawing 3); 2 is to play."""
    state = _deal()
    state = nine.apply(state, "0", [state.hands["0"][0]]).state
    return nine.apply(state, "1", None).state


def _round_won(rules: NineRules = nine.DEFAULT_RULES) -> NineState:
    """2 players: 0 leads, 1 declines, so 0 takes the table and leads the second round."""
    state = _deal(2)
    state = nine.apply(state, "0", [state.hands["0"][0]], rules).state
    state = nine.apply(state, "1", None, rules).state
    assert state.dealer == "0" and not state.table
    return state


# --- finding 10: cards vanish, and a hand is emptied for points ------------------------------------------------


def test_a_hand_cut_short_on_the_deal_is_refused() -> None:
    data = _deal().to_json()
    data["hands"]["0"] = data["hands"]["0"][:1]
    assert "holds the 12 dealt cards" in _refused(data, "state.hands.0")
    assert nine.apply(_deal(), "0", [_deal().hands["0"][0]]).legal  # the deal itself is played on


def test_a_stock_that_vanished_is_refused() -> None:
    data = _deal().to_json()
    data["stock"] = []
    assert "empties the stock ends the season" in _refused(data, "state.stock")


def test_every_card_of_the_deck_is_in_the_state_after_a_round_too() -> None:
    data = _round_won().to_json()
    assert NineState.from_json(data) is not None
    data["hands"]["0"] = data["hands"]["0"][1:]  # hand sizes are hidden after a round: the deck still counts
    assert "missing" in _refused(data, "state.hands")


# --- finding 11: the round structure ---------------------------------------------------------------------------


def test_the_dealer_leads_a_fresh_deal() -> None:
    data = _deal().to_json()
    assert "the dealer 0 leads" in _refused({**data, "to_play": "1"}, "state.to_play")


def test_nobody_takes_part_or_declines_before_the_first_combo() -> None:
    data = _deal().to_json()
    _refused({**data, "declined": ["1"]}, "state.declined")
    _refused({**data, "taken_part": ["1"]}, "state.taken_part")


def test_the_leader_has_taken_part() -> None:
    data = _lead_then_decline().to_json()
    assert NineState.from_json(data).taken_part == frozenset({"0"})
    _refused({**data, "taken_part": []}, "state.taken_part")


def test_hands_before_any_draw_are_the_deal_less_the_cards_played() -> None:
    data = _deal().to_json()
    moved = copy.deepcopy(data)
    moved["hands"]["1"].append(moved["hands"]["0"].pop())  # 11 and 13 cards
    assert "12 dealt cards" in _refused(moved, "state.hands.0")
    played = nine.apply(_deal(), "0", [_deal().hands["0"][0]]).state.to_json()
    assert NineState.from_json(played).to_play == "1"
    back = copy.deepcopy(played)
    back["hands"]["0"].append(back["hands"]["1"].pop())  # 12 and 11 after 0 played one card
    _refused(back, "state.hands.0")


def test_the_stock_loses_three_cards_a_decline() -> None:
    data = _deal().to_json()
    data["hands"]["0"].append(data["stock"].pop())  # a stock of 11
    assert "each decline draws 3" in _refused(data, "state.stock")


def test_a_round_ends_only_after_every_player_but_one_has_declined() -> None:
    data = _lead_then_decline().to_json()
    assert NineState.from_json(data).declined == frozenset({"1"})
    _refused({**data, "declined": []}, "state.stock")  # one draw cannot have ended a 3-player round


def test_the_turn_passes_in_order_skipping_those_out() -> None:
    state = _deal()
    data = nine.apply(state, "0", [state.hands["0"][0]]).state.to_json()
    assert "no order of turns" in _refused({**data, "to_play": "2"}, "state.to_play")


def test_a_player_who_declined_holds_the_three_cards_drawn() -> None:
    data = _lead_then_decline().to_json()
    data["hands"]["2"] += data["hands"]["1"][:13]
    data["hands"]["1"] = data["hands"]["1"][13:]
    assert "at least 3" in _refused(data, "state.hands.1")


def test_captured_cards_only_under_the_rule_that_sends_the_table_there() -> None:
    data = _deal().to_json()
    data["captured"]["0"] = [data["hands"]["0"].pop()]
    assert "table_cards_to = hand" in _refused(data, "state.captured.0")
    assert "no round has ended" in _refused(data, "state.captured.0", CAPTURED)
    won = _round_won(CAPTURED).to_json()
    assert NineState.from_json(won, CAPTURED).captured["0"]
    won["hands"]["0"] += won["captured"]["0"]
    won["captured"]["0"] = []
    _refused(won, "state.captured", CAPTURED)


def test_scores_only_from_a_hand_emptied() -> None:
    data = _deal().to_json()
    assert "scores only by emptying" in _refused({**data, "scores": {"0": 12, "1": 0, "2": 0}}, "state.scores.0")


def test_a_hand_emptied_before_any_draw_scores_the_largest_other_hand() -> None:
    # 0 sheds its 12 cards in five combos while 1 follows each; 1 holds 8 when 0's hand empties
    state = NineState(
        ("0", "1"),
        {"0": tuple(cards("赤兵 赤兵 赤兵 赤兵 黒兵 黒兵 黒兵 黒兵 赤車 赤馬 赤巫 赤王")),
         "1": tuple(cards("赤弓 赤虎 赤筆 赤将 黒弓 黒弓 黒車 黒車 黒虎 黒虎 黒馬 黒馬"))},
        (), "0", "0", scores={"0": 0, "1": 0}, captured={"0": (), "1": ()},
    )
    data = state.to_json()
    rest = nine.DEFAULT_RULES.deck.cards()
    for card in [*state.hands["0"], *state.hands["1"]]:
        rest.remove(card)
    data["stock"] = [c.notation for c in rest]
    state = NineState.from_json(data)
    plays = [("0", "赤兵 赤兵 赤兵 赤兵 黒兵 黒兵 黒兵 黒兵"), ("1", "赤弓"), ("0", "赤車"), ("1", "赤虎"),
             ("0", "赤馬"), ("1", "赤筆"), ("0", "赤巫"), ("1", "赤将"), ("0", "赤王")]
    for player, played in plays:
        step = nine.apply(state, player, cards(played))
        assert step.legal, step.reason
        state = NineState.from_json(step.state.to_json())  # every state on the way is accepted back
    assert step.scored == 8 and state.scores == {"0": 8, "1": 0}
    after = state.to_json()
    _refused({**after, "scores": {"0": 9, "1": 0}}, "state.scores.0")
    _refused({**after, "scores": {"0": 8, "1": 8}}, "state.scores.1")


def test_each_combo_on_the_table_follows_the_previous_one() -> None:
    state = _deal()
    state = nine.apply(state, "0", [state.hands["0"][-1]]).state  # 0's strongest single
    data = state.to_json()
    weak = data["hands"]["1"].pop(0)
    data["table"].append({"cards": [weak]})  # 1 "followed" with its weakest card
    data["taken_part"] = ["0", "1"]
    data["to_play"] = "2"
    assert "does not follow" in _refused(data, "state.table[1]")


# --- every state the plays reach is accepted; each such state with a card moved or lost is not -------------------


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 4), st.booleans())
def test_random_seasons_are_accepted_back_and_their_corruptions_refused(seed: int, n: int, capture: bool) -> None:
    rules = CAPTURED if capture else nine.DEFAULT_RULES
    rng = random.Random(seed)
    state = nine.new_season([f"p{i}" for i in range(n)], f"p{seed % n}", rng, rules)
    for _ in range(3000):
        data = state.to_json()
        assert NineState.from_json(data, rules) == state
        holder = max(state.players, key=lambda p: len(state.hands[p]))
        if state.hands[holder]:
            lost = copy.deepcopy(data)
            lost["hands"][holder].pop()
            with pytest.raises(CardError):
                NineState.from_json(lost, rules)
        if state.stock:
            drawn = copy.deepcopy(data)
            drawn["hands"][holder].append(drawn["stock"].pop(0))
            with pytest.raises(CardError):
                NineState.from_json(drawn, rules)
        if state.over:
            break
        player = state.to_play
        assert player is not None
        current = state.table[-1] if state.table else None
        options = nine.legal_plays(state.hands[player], current)
        bound = player in state.taken_part or (current is None and state.hands[player])
        play = rng.choice(options).cards if options and (bound or rng.random() < 0.5) else None
        step = nine.apply(state, player, play, rules)
        assert step.legal, step.reason
        state = step.state
    assert state.over


# --- over HTTP -----------------------------------------------------------------------------------------------------




def test_api_refuses_vanished_cards_and_a_hand_emptied_for_points(client: Any) -> None:
    dealt = post(client, PAPER + "/nine/new", {"seats": ["0", "1", "2"], "seed": 5})["state"]
    cut = copy.deepcopy(dealt)
    cut["hands"]["0"] = cut["hands"]["0"][:1]
    answer = post(client, PAPER + "/nine/apply", {"state": cut, "player": "0", "cards": cut["hands"]["0"]}, 422)
    assert list(answer["errors"]["json"]) == ["state.hands.0"]
    no_stock = {**dealt, "stock": []}
    answer = post(client, PAPER + "/nine/apply",
                  {"state": no_stock, "player": "0", "cards": [dealt["hands"]["0"][0]]}, 422)
    assert list(answer["errors"]["json"]) == ["state.stock"]
    played = post(client, PAPER + "/nine/apply", {"state": dealt, "player": "0", "cards": [dealt["hands"]["0"][0]]})
    assert played["legal"] is True and post(client, PAPER + "/nine/plays", {"state": played["state"]})["player"] == "1"


def test_api_refuses_a_broken_round_structure(client: Any) -> None:
    dealt = post(client, PAPER + "/nine/new", {"seats": ["0", "1", "2"], "seed": 5})["state"]
    for bad, field in [({**dealt, "to_play": "1"}, "state.to_play"), ({**dealt, "declined": ["1"]}, "state.declined"),
                       ({**dealt, "scores": {"0": 12, "1": 0, "2": 0}}, "state.scores.0")]:
        assert list(post(client, PAPER + "/nine/plays", {"state": bad}, 422)["errors"]["json"]) == [field]
    captured = copy.deepcopy(dealt)
    captured["captured"]["0"] = [captured["hands"]["0"].pop()]
    answer = post(client, PAPER + "/nine/plays", {"state": captured}, 422)
    assert list(answer["errors"]["json"]) == ["state.captured.0"]
    assert post(client, PAPER + "/nine/plays", {"state": dealt})["player"] == "0"
