"""開樽 (namtou) as a whole game over HTTP: ``new``, then ``plays`` and ``apply`` until the result."""

from __future__ import annotations

import copy
import random
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

GAME = "/v1/paper-cetkaik/namtou/game"


def new_game(client: Any, **request: Any) -> dict[str, Any]:
    r = client.post(f"{GAME}/new", json=request)
    assert r.status_code == 200, r.get_json()
    return r.get_json()  # type: ignore[no-any-return]


def apply(client: Any, state: dict[str, Any], action: str, player: str, amount: int | None = None,
          ruleset: dict[str, Any] | None = None) -> dict[str, Any]:
    play: dict[str, Any] = {"action": action, "player": player}
    if amount is not None:
        play["amount"] = amount
    body: dict[str, Any] = {"state": state, "play": play}
    if ruleset is not None:
        body["ruleset"] = ruleset
    r = client.post(f"{GAME}/apply", json=body)
    assert r.status_code == 200, r.get_json()
    return r.get_json()  # type: ignore[no-any-return]


def play_through(client: Any, state: dict[str, Any], plays: list[tuple[str, str, int | None]],
                 ruleset: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Apply legal plays in order; return every answer."""
    answers = []
    for action, player, amount in plays:
        answer = apply(client, state, action, player, amount, ruleset)
        assert answer["legal"] is True, answer["reason"]
        answers.append(answer)
        state = answer["state"]
    return answers


def test_new_deals_from_the_seed_and_everyone_pays_the_fee(client: Any) -> None:
    body = new_game(client, seats=["0", "1", "2"], seed=7)
    state = body["state"]
    assert state["hands"] == {"0": ["赤無", "赤無"], "1": ["赤虎", "赤筆"], "2": ["赤馬", "黒筆"]}
    assert (state["dealer"], state["to_play"], state["still_in"], state["bets"]) == ("0", "0", ["0", "1", "2"], [[]])
    assert (state["paid"], state["pot"], state["min_bet"], state["max_bet"]) == ({"0": 1, "1": 1, "2": 1}, 3, 1, 19)
    assert (body["to_play"], body["over"], body["cycle"], body["result"]) == ("0", False, 1, None)
    assert new_game(client, seats=["0", "1", "2"], seed=7) == body
    named = new_game(client, seats=["甲", "乙"], seed=7, dealer="乙", fee=3, stake=9,
                     ruleset={"hand_size": 5})["state"]
    assert named["to_play"] == "乙" and named["paid"] == {"甲": 3, "乙": 3} and named["max_bet"] == 6
    assert [len(h) for h in named["hands"].values()] == [5, 5]


def test_a_whole_game_one_cycle_the_best_hand_takes_the_pot(client: Any) -> None:
    state = new_game(client, seats=["0", "1", "2"], seed=7)["state"]
    answers = play_through(client, state, [("bet", "0", 2), ("fold", "1", None), ("bet", "2", 3)])
    assert [a["to_play"] for a in answers] == ["1", "2", None]
    last = answers[-1]
    assert last["over"] is True and last["state"]["still_in"] == ["0", "2"]
    result = last["result"]
    # a pair of 無 beats the single 筆
    assert (result["winners"], result["pot"], result["shares"]) == (["0"], 8, {"0": "8"})
    assert result["net"] == {"0": "5", "1": "-1", "2": "-4"}
    assert [c["type"] for c in result["revealed"]["0"]] == ["set", "single"]
    assert sorted(result["revealed"]) == ["0", "2"]


def test_two_cycles_carry_the_pot_and_the_minimum_and_keep_folded_players_out(client: Any) -> None:
    ruleset = {"cycles": 2}
    state = new_game(client, seats=["甲", "乙", "丙", "丁"], seed=2, ruleset=ruleset)["state"]
    assert state["hands"]["丁"] == ["黒無", "黒馬"]
    answers = play_through(client, state, [("bet", "甲", 1), ("bet", "乙", 2), ("fold", "丙", None),
                                           ("bet", "丁", 2), ("bet", "甲", 3), ("fold", "乙", None),
                                           ("bet", "丁", 4)], ruleset)
    assert [a["cycle"] for a in answers] == [1, 1, 1, 2, 2, 2, 2]
    assert [a["to_play"] for a in answers] == ["乙", "丙", "丁", "甲", "乙", "丁", None]
    after_cycle_1 = answers[3]["state"]
    assert after_cycle_1["still_in"] == ["甲", "乙", "丁"] and after_cycle_1["min_bet"] == 2
    assert after_cycle_1["bets"][1] == [] and after_cycle_1["pot"] == 9
    result = answers[-1]["result"]
    assert (result["winners"], result["pot"]) == (["丁"], 16)
    assert result["net"] == {"甲": "-5", "乙": "-3", "丙": "-1", "丁": "9"}
    assert sorted(result["revealed"]) == ["丁", "甲"]
    # the same plays under one cycle: the game ends after the first round, 丁's bet of 2 is its last play
    one = new_game(client, seats=["甲", "乙", "丙", "丁"], seed=2)["state"]
    ended = play_through(client, one, [("bet", "甲", 1), ("bet", "乙", 2), ("fold", "丙", None), ("bet", "丁", 2)])
    assert ended[-1]["over"] is True and ended[-1]["result"]["pot"] == 9
    assert ended[-1]["result"]["winners"] == ["乙"]


def test_the_dealer_who_folds_passes_the_deal_to_the_next_player(client: Any) -> None:
    ruleset = {"cycles": 2}
    state = new_game(client, seats=["0", "1", "2"], seed=11, dealer="1", ruleset=ruleset)["state"]
    assert state["to_play"] == "1"
    answers = play_through(client, state, [("fold", "1", None), ("bet", "2", 2), ("bet", "0", 2), ("bet", "2", 3),
                                           ("bet", "0", 5)], ruleset)
    assert [a["state"]["dealer"] for a in answers] == ["2", "2", "2", "2", "2"]
    # the second cycle starts with the new dealer
    assert [a["to_play"] for a in answers] == ["2", "0", "2", "0", None]
    assert answers[2]["cycle"] == 2
    result = answers[-1]["result"]
    assert (result["winners"], result["pot"], result["net"]) == (["2"], 15, {"0": "-8", "1": "-1", "2": "9"})


def test_all_but_one_fold_the_last_takes_the_pot_without_a_reveal(client: Any) -> None:
    state = new_game(client, seats=["0", "1", "2"], seed=5, fee=2, stake=10)["state"]
    answers = play_through(client, state, [("bet", "0", 4), ("fold", "1", None), ("fold", "2", None)])
    result = answers[-1]["result"]
    assert answers[-1]["over"] is True and result["revealed"] is None
    assert (result["winners"], result["pot"], result["net"]) == (["0"], 10, {"0": "4", "1": "-2", "2": "-2"})


def test_plays_lists_fold_and_the_least_bet_up_to_the_sticks_left(client: Any) -> None:
    ruleset = {"cycles": 2}
    state = new_game(client, seats=["0", "1", "2"], seed=7, stake=5, ruleset=ruleset)["state"]
    state = play_through(client, state, [("bet", "0", 3)], ruleset)[-1]["state"]
    body = client.post(f"{GAME}/plays", json={"state": state, "ruleset": ruleset}).get_json()
    assert body == {"plays": [{"action": "fold", "player": "1"}, {"action": "bet", "player": "1", "amount": 3}],
                    "to_play": "1", "min_bet": 3, "max_bet": 4, "over": False}
    state = play_through(client, state, [("bet", "1", 4), ("bet", "2", 4)], ruleset)[-1]["state"]
    # 0 has 1 stick left after the fee and its bet of 3: with the minimum at 4, 無行 is all it can do
    body = client.post(f"{GAME}/plays", json={"state": state, "ruleset": ruleset}).get_json()
    assert body == {"plays": [{"action": "fold", "player": "0"}], "to_play": "0", "min_bet": 4, "max_bet": 1,
                    "over": False}
    assert apply(client, state, "bet", "0", 1, ruleset)["legal"] is False


@pytest.mark.parametrize(("plays", "bad", "reason"), [
    ([], ("bet", "1", 2), "it is 0's turn, not 1's"),
    ([], ("bet", "0", 0), "at least the previous bet 1"),
    ([("bet", "0", 3)], ("bet", "1", 2), "at least the previous bet 3"),
    ([], ("bet", "0", 20), "has 19 of the stake 20 left"),
    ([], ("bet", "0", None), "names its amount"),
    ([], ("fold", "0", 2), "bets nothing"),
    ([("bet", "0", 1), ("fold", "1", None)], ("bet", "1", 1), "it is 2's turn, not 1's (out after 無行)"),
    ([("bet", "0", 1), ("fold", "1", None), ("fold", "2", None)], ("bet", "0", 1), "the game is over"),
])
def test_forbidden_plays_are_adjudicated_illegal_with_the_reason(
        client: Any, plays: list[tuple[str, str, int | None]], bad: tuple[str, str, int | None], reason: str) -> None:
    state = new_game(client, seats=["0", "1", "2"], seed=7)["state"]
    if plays:
        state = play_through(client, state, plays)[-1]["state"]
    answer = apply(client, state, *bad)
    assert answer["legal"] is False and reason in answer["reason"], answer["reason"]
    assert answer["state"] == state


def _tampered(state: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(state)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return out


@pytest.mark.parametrize(("path", "value", "field"), [
    (("pot",), 9, "state.pot"),
    (("paid", "1"), 3, "state.paid.1"),
    (("hands", "1"), ["赤無", "赤無"], "state.hands.1"),  # 4 × 赤無: the deck has 3 a colour, 0 holds 2
    (("hands", "2"), ["赤馬"], "state.hands.2"),
    (("hands", "2"), ["赤馬", "紫筆"], "state.hands.2[1]"),
    (("bets", 0, 0, "player"), "9", "state.bets[0][0].player"),
    (("bets", 0, 0, "player"), "1", "state.bets[0][0].player"),
    (("bets", 0, 2, "amount"), 1, "state.bets[0][2].amount"),
    (("bets",), [[{"player": "0", "amount": 2}], []], "state.bets[1]"),
    (("dealer",), "1", "state.dealer"),
    (("to_play",), "0", "state.to_play"),
    (("still_in",), ["0", "1", "2"], "state.still_in"),
    (("over",), False, "state.over"),
    (("result", "winners"), ["2"], "state.result"),
    (("seats",), ["0", "1", "2", "0"], "state.seats"),
    (("stake",), 0, "state.stake"),
    (("fee",), 30, "state.stake"),
    (("first_dealer",), "7", "state.first_dealer"),
])
def test_impossible_states_are_refused_naming_the_field(client: Any, path: tuple[Any, ...], value: Any,
                                                        field: str) -> None:
    state = new_game(client, seats=["0", "1", "2"], seed=7)["state"]
    state = play_through(client, state, [("bet", "0", 2), ("fold", "1", None), ("bet", "2", 3)])[-1]["state"]
    assert client.post(f"{GAME}/plays", json={"state": state}).status_code == 200
    for operation, extra in (("plays", {}), ("apply", {"play": {"action": "fold", "player": "0"}})):
        r = client.post(f"{GAME}/{operation}", json={"state": _tampered(state, path, value), **extra})
        assert r.status_code == 422, (operation, r.get_json())
        assert field in r.get_json()["errors"]["json"], r.get_json()


def test_a_state_of_more_cycles_than_the_rules_allow_is_refused(client: Any) -> None:
    ruleset = {"cycles": 2}
    state = new_game(client, seats=["0", "1"], seed=3, ruleset=ruleset)["state"]
    state = play_through(client, state, [("bet", "0", 1), ("bet", "1", 1)], ruleset)[-1]["state"]
    assert state["cycle"] == 2 and state["to_play"] == "0"
    r = client.post(f"{GAME}/plays", json={"state": state})
    assert r.status_code == 422 and "state.bets[1]" in r.get_json()["errors"]["json"]
    # and a hand the ruleset's hand_size does not allow
    r = client.post(f"{GAME}/plays", json={"state": state, "ruleset": {"cycles": 2, "hand_size": 3}})
    assert r.status_code == 422 and "state.hands.0" in r.get_json()["errors"]["json"]


@pytest.mark.parametrize(("request_body", "field"), [
    ({"seats": ["a"], "seed": 1}, "seats"),
    ({"seats": ["a", "a"], "seed": 1}, "seats"),
    ({"players": 2, "seed": 1}, "players"),
    ({"seats": ["a", "b"], "names": ["a", "b"], "seed": 1}, "names"),
    ({"seats": ["0", "1"], "seed": 1, "dealer": "x"}, "dealer"),
    ({"seats": ["0", "1", "2", "3", "4", "5", "6"], "seed": 1}, "seats"),
    ({"seats": ["0", "1"]}, "seed"),
    ({"seats": ["0", "1"], "seed": 1, "fee": 5, "stake": 4}, "stake"),
    ({"seats": ["0", "1"], "seed": 1, "ruleset": {"cycles": 0}}, "ruleset"),
])
def test_bad_new_requests_are_422_naming_the_field(client: Any, request_body: dict[str, Any], field: str) -> None:
    r = client.post(f"{GAME}/new", json=request_body)
    assert r.status_code == 422, r.get_json()
    assert any(key.startswith(field) for key in r.get_json()["errors"]["json"]), r.get_json()


def test_a_bad_play_is_422_naming_the_field(client: Any) -> None:
    state = new_game(client, seats=["0", "1"], seed=1)["state"]
    for play, field in (({"action": "raise", "player": "0"}, "play"), ({"action": "bet", "player": "5"}, "play"),
                        ({"action": "bet", "player": "0", "amount": "two"}, "play")):
        r = client.post(f"{GAME}/apply", json={"state": state, "play": play})
        assert r.status_code == 422, r.get_json()
        assert any(key.startswith(field) for key in r.get_json()["errors"]["json"]), r.get_json()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(2, 6), st.integers(1, 3), st.integers(1, 3), st.integers(0, 2**32))
def test_random_games_every_state_is_accepted_back_and_every_listed_play_is_legal(
        client: Any, players: int, cycles: int, hand_size: int, seed: int) -> None:
    rng = random.Random(seed)  # not st.randoms: its draws may run out to 0 in long games
    ruleset = {"cycles": cycles, "hand_size": hand_size, "order": rng.choice(["book", "draft"])}
    body = new_game(client, seats=[str(i) for i in range(players)], seed=seed, fee=rng.randrange(3),
                    stake=rng.randrange(3, 12), ruleset=ruleset)
    state = body["state"]
    steps = 0
    while not body["over"]:
        steps += 1
        assert steps <= players * cycles
        r = client.post(f"{GAME}/plays", json={"state": state, "ruleset": ruleset})
        assert r.status_code == 200, r.get_json()
        listed = r.get_json()
        assert listed["to_play"] == state["to_play"] and listed["plays"]
        for play in listed["plays"]:
            answer = client.post(f"{GAME}/apply", json={"state": state, "play": play, "ruleset": ruleset}).get_json()
            assert answer["legal"] is True, (play, answer)
        play = rng.choice(listed["plays"])
        if play["action"] == "bet":
            play = {**play, "amount": rng.randint(listed["min_bet"], listed["max_bet"])}
        body = client.post(f"{GAME}/apply", json={"state": state, "play": play, "ruleset": ruleset}).get_json()
        assert body["legal"] is True, body
        state = body["state"]
    result = body["result"]
    assert result["pot"] == state["pot"] == sum(state["paid"].values())
    assert sum(Fraction(n) for n in result["net"].values()) == 0
    assert set(result["winners"]) <= set(state["still_in"])
    r = client.post(f"{GAME}/plays", json={"state": state, "ruleset": ruleset})
    assert r.status_code == 200 and r.get_json()["plays"] == [] and r.get_json()["over"] is True


# --- a whole game of several hands (match/new, match/plays, match/apply) ----------------------------------------


MATCH = "/v1/paper-cetkaik/namtou/match"


def test_a_whole_game_over_http_is_the_librarys_step_by_step(client: Any) -> None:
    from adjudicator.games.paper_cetkaik import namtou, namtou_game

    ruleset = {"hands": 3, "cycles": 2}
    r = client.post(f"{MATCH}/new", json={"seats": ["甲", "乙"], "seed": 9, "fee": 2, "stake": 8, "ruleset": ruleset})
    assert r.status_code == 200, r.get_json()
    match = r.get_json()["state"]
    library = namtou_game.new_match(["甲", "乙"], 9, 2, 8, namtou.NamtouRules(hands=3, cycles=2))
    assert match == library.to_json() and (match["fee"], match["stake"], match["hand"]["pot"]) == (2, 8, 4)
    results = []
    while not match["over"]:
        plays = client.post(f"{MATCH}/plays", json={"state": match, "ruleset": ruleset}).get_json()
        assert plays["to_play"] == match["to_play"] and plays["max_bet"] == 8 - match["hand"]["paid"][plays["to_play"]]
        play = plays["plays"][-1]  # 加行 of the least while affordable, else 無行
        step = client.post(f"{MATCH}/apply", json={"state": match, "ruleset": ruleset, "play": play}).get_json()
        expected = namtou_game.apply_match(library, namtou_game.NamtouPlay.from_json(play, library.players))
        assert step == expected.to_json() and step["legal"]
        library, match = expected.state, step["state"]
        if step["result"] is not None:
            results.append((step["result"]["winners"], step["result"]["net"]))
            assert match["over"] or match["hand"]["first_dealer"] == ["甲", "乙"][(match["hand_number"] - 1) % 2]
    # both bet the least in both cycles (fee 2 + 1 + 1 each) and reveal; 甲's hand is the stronger in all three
    assert results == [(["甲"], {"甲": "4", "乙": "-4"})] * 3
    assert match["totals"] == {"甲": "12", "乙": "-12"} and match["winners"] == ["甲"] and match["to_play"] is None
    late = client.post(f"{MATCH}/apply", json={"state": match, "ruleset": ruleset,
                                               "play": {"action": "fold", "player": "甲"}}).get_json()
    assert (late["legal"], late["reason"], late["state"]) == (False, "the game is over", match)


def test_a_broken_whole_game_is_a_422_naming_the_field(client: Any) -> None:
    match = client.post(f"{MATCH}/new", json={"seats": ["A", "B", "C"], "seed": 2}).get_json()["state"]
    first = client.post(f"{MATCH}/apply", json={"state": match, "play": {"action": "bet", "player": "A",
                                                                         "amount": 2}}).get_json()["state"]
    cases = [
        (lambda m: m["hand"]["bets"][0].append({"player": "A", "amount": 2}), "state.hand.bets[0][1].player"),
        (lambda m: m["hand"].update(pot=m["hand"]["pot"] + 1), "state.hand.pot"),
        (lambda m: m.update(fee=2), "state.hand.fee"),
        (lambda m: m.update(totals={"A": "1/7", "B": "-1/7", "C": "0"}), "state.totals.A"),
        (lambda m: m.update(hand_number=2), "state.hand.first_dealer"),
        (lambda m: m.update(over=True), "state.over"),
    ]
    for mutate, field in cases:
        broken = copy.deepcopy(first)
        mutate(broken)
        r = client.post(f"{MATCH}/plays", json={"state": broken})
        assert r.status_code == 422, r.get_json()
        errors = r.get_json()["errors"]["json"]
        assert list(errors) == [field] and errors[field][0], errors
