"""連友 and 値木 refereeing: every card accounted for, hand sizes the plays allow, turns in order, a win by playing
out."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.paper_cetkaik import makhup, niekhi
from adjudicator.games.paper_cetkaik.cards import DEFAULT_DECK, Card, CardError, Kind, notation
from adjudicator.games.paper_cetkaik.common import following, missing_cards
from adjudicator.games.paper_cetkaik.makhup import MakhupRules, MakhupState, Play
from adjudicator.games.paper_cetkaik.niekhi import NiekhiRules, NiekhiState, UaiChoice

PC = "/v1/paper-cetkaik"


def _niekhi_led(seed: int = 5, players: int = 3) -> dict[str, Any]:
    """A fresh 連友 deal where the dealer "0" has led its weakest card."""
    state = niekhi.new_game([str(i) for i in range(players)], "0", random.Random(seed))
    step = niekhi.apply(state, "0", state.hands["0"][:1])
    assert step.legal
    return step.state.to_json()


def _refused(data: dict[str, Any], field: str, rules: NiekhiRules | None = None) -> str:
    with pytest.raises(CardError) as err:
        NiekhiState.from_json(data, rules or NiekhiRules())
    assert err.value.field == field, str(err.value)
    return err.value.message


# --- 連友: cards leave the game only by being played or by a 将's removal ----------------------------------------


def test_niekhi_a_hand_thrown_away_does_not_win() -> None:
    data = _niekhi_led()
    data["hands"]["1"] = []
    data.update(finished=["1"], to_play="2", winner="1")
    assert "no 将 has been played" in _refused(data, "state.discard")


def test_niekhi_a_card_cannot_vanish_from_a_hand() -> None:
    data = _niekhi_led()
    data["hands"]["2"].pop()
    _refused(data, "state.discard")


def test_niekhi_a_card_cannot_move_from_one_hand_to_another() -> None:
    data = _niekhi_led()
    data["hands"]["2"].append(data["hands"]["1"].pop())
    assert "holds 17 cards" in _refused(data, "state.hands.2")


def test_niekhi_a_hand_is_out_only_after_a_general() -> None:
    seed = next(s for s in range(100) if all(not c.endswith("将") for c in _niekhi_led(s)["hands"]["1"]))
    data = _niekhi_led(seed)
    data["discard"] = sorted([*data["discard"], *data["hands"]["1"]])
    data["hands"]["1"] = []
    data.update(out=["1"], to_play="2")
    _refused(data, "state.out")


def test_niekhi_the_player_of_the_combo_on_the_table_holds_fewer_cards() -> None:
    data = _niekhi_led()
    data["current"] = {"player": "1", "cards": data["current"]["cards"]}  # 1 still holds its whole deal
    data["to_play"] = "2"
    assert "1 played the combo on the table" in _refused(data, "state.hands.1")


def test_niekhi_an_uneven_deal_gives_the_extra_cards_to_the_remainder_only() -> None:
    rules = NiekhiRules(remainder="uneven")
    state = niekhi.new_game([str(i) for i in range(5)], "0", random.Random(2), rules)
    assert sorted(len(h) for h in state.hands.values()) == [9, 9, 10, 10, 10]
    data = state.to_json()
    short = next(p for p, h in data["hands"].items() if len(h) == 9)
    other = next(p for p, h in data["hands"].items() if len(h) == 9 and p != short)
    data["hands"][other].append(data["hands"][short].pop())
    data["hands"][other].sort()
    _refused(data, f"state.hands.{other}", rules)


def test_niekhi_unused_cards_stay_out_of_the_hands() -> None:
    data = niekhi.new_game(["0", "1", "2", "3", "4"], "0", random.Random(2)).to_json()  # 48 = 5 x 9 + 3 unused
    held = [Card.parse(c) for h in data["hands"].values() for c in h]
    data["discard"] = notation(missing_cards(held, DEFAULT_DECK))  # the unused cards, as if played
    data.update(current={"player": "0", "cards": data["discard"][:1]}, to_play="1")
    assert "leaves 3 card(s) unused" in _refused(data, "state.discard")


# --- 連友: turns within a trick ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("edit", "field"),
    [
        ({"to_play": "0"}, "state.to_play"),  # the leader follows its own combo
        ({"to_play": "2"}, "state.to_play"),  # 1 skipped without a pass
        ({"passes": 1, "to_play": "1"}, "state.to_play"),  # 1 passed, yet it is 1's turn again
        ({"current": None, "to_play": "1"}, "state.to_play"),  # the table cleared though nobody passed
    ],
)
def test_niekhi_turns_go_round_the_trick(edit: dict[str, Any], field: str) -> None:
    data = _niekhi_led()
    assert NiekhiState.from_json({**data, "passes": 1, "to_play": "2"}).to_play == "2"  # 1 passed: 2 to play
    _refused({**data, **edit}, field)


def test_niekhi_after_a_player_plays_out_the_next_one_leads() -> None:
    led = _niekhi_led()
    hands = {p: tuple(Card.parse(c) for c in led["hands"][str(i)]) for i, p in enumerate("ABC")}
    hands["A"] = hands["A"][:1]
    rest = missing_cards([c for h in hands.values() for c in h], DEFAULT_DECK)
    state = NiekhiState(("A", "B", "C"), hands, "A", discard=rest)
    after = niekhi.apply(state, "A", hands["A"]).state  # A plays out
    assert after.finished == ("A",) and after.to_play == "B"
    after = niekhi.apply(after, "B", None).state
    assert after.to_play == "C"
    after = niekhi.apply(after, "C", None).state  # everyone else passed: the player after A leads
    assert after.current is None and after.to_play == "B"
    assert NiekhiState.from_json(after.to_json()) == after
    _refused({**after.to_json(), "to_play": "C"}, "state.to_play")


# --- 連友: the states the service answers stay accepted ---------------------------------------------------------


@settings(max_examples=12, deadline=None)
@given(
    st.integers(0, 2**32),
    st.integers(3, 7),
    st.sampled_from(["unused", "uneven"]),
    st.sampled_from(["all", "hands"]),
)
def test_niekhi_random_games_with_generals_round_trip_and_keep_turns(
    seed: int, n: int, remainder: str, scope: str
) -> None:
    rules = NiekhiRules.from_json({"remainder": remainder, "uai_remove_scope": scope})
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(n)]
    state = niekhi.new_game(names, rng.choice(names), rng, rules)
    for _ in range(3000):
        assert NiekhiState.from_json(state.to_json(), rules) == state
        if state.over:
            break
        if state.current is not None:  # the holder, or whoever follows the one to play, cannot be the one to play
            wrong = next(p for p in following(names, state.to_play or "") if p in state.in_play)
            _refused({**state.to_json(), "to_play": wrong}, "state.to_play", rules)
        player = state.to_play
        assert player is not None
        options = niekhi.legal_plays(state.hands[player], state.current, rules)
        if options and (state.current is None or rng.random() < 0.7):
            combo = rng.choice(options)
            choices: list[UaiChoice] = []
            pile = list(state.discard)
            for _card in (c for c in combo.cards if c.kind is Kind.UAI1):
                if pile and rng.random() < 0.5:
                    take = rng.choice(pile)
                    pile.remove(take)
                    choices.append(UaiChoice(take=take))
                else:
                    choices.append(UaiChoice(remove=rng.choice([k.strength for k in Kind])))
                    pile = []  # a removal may empty the pile of a strength: take nothing after it
            step = niekhi.apply(state, player, combo.cards, choices, rules)
        else:
            step = niekhi.apply(state, player, None, (), rules)
        assert step.legal, step.reason
        state = step.state
    assert state.over


# --- 値木: the whole deck, hand sizes and turns before the first draw ------------------------------------------


def _makhup(seed: int = 5, players: int = 3, rules: MakhupRules | None = None) -> dict[str, Any]:
    return makhup.new_game([str(i) for i in range(players)], "0", random.Random(seed), rules or MakhupRules()).to_json()


def _makhup_refused(data: dict[str, Any], field: str, rules: MakhupRules | None = None) -> str:
    with pytest.raises(CardError) as err:
        MakhupState.from_json(data, rules or MakhupRules())
    assert err.value.field == field, str(err.value)
    return err.value.message


def test_makhup_a_win_cannot_be_claimed_at_the_deal() -> None:
    data = _makhup()
    data.update(winners=["0"], to_play=None, over=True)
    cards = data["hands"]["0"]
    data["hands"]["0"] = []
    assert "6 card(s) of the deck are missing" in _makhup_refused(copy.deepcopy(data), "state.stock")
    data["discard"] = cards  # nor by laying the hand on the discard pile: no turn was taken
    assert "0 turn(s)" in _makhup_refused(copy.deepcopy(data), "state.turns_taken")
    _makhup_refused({**data, "turns_taken": 1}, "state.hands")  # nor in one turn (six cards cannot cover one tip)


def test_makhup_cards_cannot_vanish_from_a_hand_the_roads_or_the_stock() -> None:
    for where in ("roads", "stock"):
        data = _makhup()
        data[where] = []
        _makhup_refused(data, "state.stock")
    data = _makhup()
    data["hands"]["0"] = data["hands"]["0"][:1]
    _makhup_refused(data, "state.stock")


def test_makhup_a_hand_cut_to_one_card_onto_the_discard_pile_is_refused() -> None:
    data = _makhup()
    data["discard"] = data["hands"]["0"][1:]
    data["hands"]["0"] = data["hands"]["0"][:1]
    _makhup_refused(copy.deepcopy(data), "state.turns_taken")  # not without a turn
    assert "before any erase or pass" in _makhup_refused({**data, "turns_taken": 3}, "state.hands")


def test_makhup_a_hand_does_not_grow_from_the_stock_under_draw_to_road() -> None:
    data = _makhup()
    data["hands"]["0"] = sorted([*data["hands"]["0"], data["stock"].pop()])
    assert "holds 7 cards" in _makhup_refused(data, "state.hands.0")


def test_makhup_a_hand_grows_by_its_own_draws_under_draw_to_hand() -> None:
    rules = MakhupRules(draw_to="hand")
    data = _makhup(rules=rules)
    data["turns_taken"] = 1
    drawn = data["stock"].pop(0)
    data["hands"]["0"] = sorted([*data["hands"]["0"], drawn, data["hands"]["1"].pop()])
    assert "holds 8 cards" in _makhup_refused(copy.deepcopy(data), "state.hands.0", rules)  # 1 card drawn in all
    data["hands"]["1"].append(data["hands"]["0"].pop())
    data["to_play"] = "1"
    assert len(MakhupState.from_json(data, rules).hands["0"]) == 7  # "0" drew one card
    assert "no one plays twice" in _makhup_refused({**data, "to_play": "2"}, "state.to_play", rules)
    # one card drawn and none played: one turn, not three
    assert "take 1 to 1 turns" in _makhup_refused({**data, "to_play": "0", "turns_taken": 3}, "state.turns_taken",
                                                  rules)


def test_makhup_a_drawn_card_joins_the_hand_under_draw_to_hand() -> None:
    rules = MakhupRules(draw_to="hand")
    state = MakhupState.from_json(_makhup(rules=rules), rules)
    after = makhup.apply(state, "0", Play("draw"), rules).state
    assert len(after.hands["0"]) == 7
    assert MakhupState.from_json(after.to_json(), rules) == after
    with pytest.raises(CardError, match=r"state\.hands\.0: holds 7 cards"):
        MakhupState.from_json(after.to_json())  # under draw_to = road, that hand cannot be


def test_makhup_the_stock_only_shrinks() -> None:
    data = _makhup()
    data["stock"].append(data["hands"]["1"].pop())
    assert "leaves 28 cards" in _makhup_refused(data, "state.stock")  # 48 - 3 x 6 - 2


def test_makhup_turns_before_the_first_draw_go_round_from_the_dealer() -> None:
    for seed in range(200):
        state = MakhupState.from_json(_makhup(seed))
        plays = makhup.legal_plays(state.hands["0"], state.roads)
        plays = [p for p in plays if p.kind in ("extend", "merge")]
        if plays:
            break
    after = makhup.apply(state, "0", plays[0]).state
    assert after.to_play == "1" and MakhupState.from_json(after.to_json()) == after
    _makhup_refused({**after.to_json(), "to_play": "0"}, "state.to_play")  # "0" again, though "1" and "2" have not
    _makhup_refused({**after.to_json(), "to_play": "2"}, "state.to_play")  # "1" skipped without a draw
    # three turns would have "1" and "2" play or draw: neither did, and no card left the stock
    _makhup_refused({**after.to_json(), "to_play": "0", "turns_taken": 3}, "state.turns_taken")


@settings(max_examples=12, deadline=None)
@given(
    st.integers(0, 2**32),
    st.integers(2, 6),
    st.sampled_from(["each_played_card", "last_card_only"]),
    st.sampled_from(["road", "hand"]),
)
def test_makhup_random_games_round_trip_and_hold_the_whole_deck(seed: int, n: int, tips: str, draw_to: str) -> None:
    rules = MakhupRules.from_json({"new_tips": tips, "draw_to": draw_to})
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(n)]
    state = makhup.new_game(names, rng.choice(names), rng, rules)
    for _ in range(3000):
        assert MakhupState.from_json(state.to_json(), rules) == state
        if state.roads:
            _makhup_refused({**state.to_json(), "roads": [c.notation for c in state.roads[1:]]}, "state.stock", rules)
        if state.winners:
            break
        assert state.to_play is not None
        options = makhup.legal_plays(state.hands[state.to_play], state.roads)
        play = rng.choice(options) if options and rng.random() < 0.8 else Play("draw") if state.stock else None
        if play is None:
            play = rng.choice(options) if options else Play("pass")
        step = makhup.apply(state, state.to_play, play, rules)
        assert step.legal, step.reason
        state = step.state
    assert state.winners


# --- over HTTP ---------------------------------------------------------------------------------------------------


def test_api_niekhi_refuses_a_thrown_away_hand_and_a_turn_out_of_order(client: Any) -> None:
    st_ = client.post(f"{PC}/niekhi/new", json={"seats": ["0", "1", "2"], "seed": 5}).get_json()["state"]
    st_ = client.post(f"{PC}/niekhi/apply", json={"state": st_, "player": "0", "cards": ["黒無"]}).get_json()["state"]
    bad = copy.deepcopy(st_)
    bad["hands"]["1"] = []
    bad.update(finished=["1"], to_play="2")
    del bad["winner"]
    r = client.post(f"{PC}/niekhi/apply", json={"state": bad, "player": "2"})
    assert r.status_code == 422 and "state.discard" in r.get_json()["errors"]["json"]
    for edit in ({"to_play": "0"}, {"current": None, "to_play": "1"}):
        r = client.post(f"{PC}/niekhi/plays", json={"state": {**st_, **edit}})
        assert r.status_code == 422 and "state.to_play" in r.get_json()["errors"]["json"]
    assert client.post(f"{PC}/niekhi/plays", json={"state": st_}).status_code == 200


def test_api_makhup_refuses_a_win_claimed_at_the_deal(client: Any) -> None:
    st_ = client.post(f"{PC}/makhup/new", json={"seats": ["0", "1", "2"], "seed": 5}).get_json()["state"]
    bad = {**copy.deepcopy(st_), "winners": ["0"], "to_play": None, "over": True}
    bad["hands"]["0"] = []
    r = client.post(f"{PC}/makhup/apply", json={"state": bad, "player": "1", "play": {"draw": True}})
    assert r.status_code == 422 and "state.stock" in r.get_json()["errors"]["json"]
    grown = copy.deepcopy(st_)
    grown["hands"]["0"].append(grown["stock"].pop(0))
    r = client.post(f"{PC}/makhup/plays", json={"state": grown})
    assert r.status_code == 422 and "state.hands.0" in r.get_json()["errors"]["json"]
    r = client.post(f"{PC}/makhup/apply", json={"state": st_, "player": "0", "play": {"draw": True}})
    assert r.status_code == 200 and r.get_json()["legal"] is True


def test_api_a_game_ended_by_a_general_removing_the_last_other_hand_is_over(client: Any) -> None:
    # B's and C's last cards are 無; A's 将 removes every 無: A is the last player holding cards
    hands = {"A": ["黒将", "黒兵"], "B": ["黒無"], "C": ["赤無"]}
    rest = missing_cards([Card.parse(c) for cards in hands.values() for c in cards], DEFAULT_DECK)
    state = {"seats": ["A", "B", "C"], "hands": hands, "to_play": "A", "discard": notation(rest)}
    played = client.post(f"{PC}/niekhi/apply", json={"state": state, "player": "A", "cards": ["黒将"],
                                                    "uai": [{"remove": "無"}]}).get_json()
    assert played["legal"] and played["state"]["over"] and played["state"]["current"] is not None
    answer = client.post(f"{PC}/niekhi/plays", json={"state": played["state"]})
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["combos"] == [] and answer.get_json()["player"] is None
