"""The stick games through HTTP: 獣裁 (jujai), 連撃獣裁 / 連撃術 (renkeki) and 新遊 (lutu)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

BASE = "/v1/stick-games"


def fraction(p: dict[str, Any]) -> Fraction:
    """The exact value of a probability object, checking that its float agrees."""
    value = Fraction(p["fraction"])
    assert p["float"] == float(value)
    return value


def steps(*items: int | str) -> list[dict[str, Any]]:
    """The decisions of a turn: a number is a throw with that result, ``"bank"`` banks."""
    return [{"decision": "bank"} if i == "bank" else {"decision": "throw", "cast": i} for i in items]


# --- 獣裁 ---------------------------------------------------------------------------------------------------------


def test_jujai_book_example_settles_the_pot_after_the_tie_rethrow(client: Any) -> None:
    body = {"seats": ["A", "B", "C"], "rounds": [{"A": 4, "B": 4, "C": 2}, {"A": 3, "B": 1}]}
    r = client.post(f"{BASE}/jujai/settle", json=body)
    assert r.status_code == 200, r.get_json()
    data = r.get_json()
    assert data["rounds"][0] == {"casts": {"A": 4, "B": 4, "C": 2}, "top": 4, "winner": None,
                                 "tied_players": ["A", "B"]}
    assert data["winner"] == "A" and data["pot"] == 5 and data["to_rethrow"] == []
    assert data["paid"] == {"A": 2, "B": 2, "C": 1}
    assert data["net"] == {"A": "3", "B": "-2", "C": "-1"}
    assert data["seed"] is None and data["ruleset"] == {"stake": 1, "sticks": 5}


def test_jujai_undecided_game_names_the_rethrowers(client: Any) -> None:
    r = client.post(f"{BASE}/jujai/settle", json={"seats": ["A", "B", "C"], "rounds": [{"A": 4, "B": 4, "C": 2}]})
    data = r.get_json()
    assert data["winner"] is None and data["to_rethrow"] == ["A", "B"] and data["net"] == {} and data["pot"] == 3


def test_jujai_stake_flag_scales_the_pot(client: Any) -> None:
    r = client.post(f"{BASE}/jujai/settle",
                    json={"seats": ["A", "B"], "rounds": [{"A": 5, "B": 0}], "ruleset": {"stake": 3}})
    assert r.get_json()["net"] == {"A": "3", "B": "-3"} and r.get_json()["ruleset"]["stake"] == 3


def test_jujai_wrong_rethrowers_are_a_422_naming_the_round(client: Any) -> None:
    body = {"seats": ["A", "B", "C"], "rounds": [{"A": 4, "B": 4, "C": 2}, {"A": 3, "C": 1}]}
    r = client.post(f"{BASE}/jujai/settle", json=body)
    assert r.status_code == 422
    assert "rounds[1]" in r.get_json()["message"]


def test_jujai_throw_out_of_range_is_a_422(client: Any) -> None:
    r = client.post(f"{BASE}/jujai/settle", json={"seats": ["A", "B"], "rounds": [{"A": 6, "B": 1}]})
    assert r.status_code == 422
    assert r.get_json()["errors"]["json"] == {"rounds[0].A": ["must be a throw result from 0 to 5, got 6"]}


def test_jujai_seeded_game_is_reproducible_and_cached(client: Any) -> None:
    body = {"seats": ["A", "B", "C", "D"], "seed": 42}
    first = client.post(f"{BASE}/jujai/settle", json=body)
    again = client.post(f"{BASE}/jujai/settle", json=body)
    assert first.headers["X-Cache"] == "miss" and again.headers["X-Cache"] == "hit"
    assert first.get_json() == again.get_json()
    data = first.get_json()
    assert data["seed"] == 42 and data["winner"] in body["seats"] and sum(map(Fraction, data["net"].values())) == 0


def test_jujai_unseeded_game_is_not_cached(client: Any) -> None:
    body = {"seats": ["A", "B"]}
    for _ in range(2):
        r = client.post(f"{BASE}/jujai/settle", json=body)
        assert r.status_code == 200 and r.headers["X-Cache"] == "miss"
        assert isinstance(r.get_json()["seed"], int)


def test_jujai_statistics_for_two_players(client: Any) -> None:
    r = client.post(f"{BASE}/jujai/statistics", json={"players": 2})
    assert r.status_code == 200
    data = r.get_json()
    tie = Fraction(252, 1024)
    assert fraction(data["unique_winner_first_round"]) == 1 - tie
    assert fraction(data["expected_rounds"]) == 1 / (1 - tie)
    assert fraction(data["expected_stakes"]) == 2 / (1 - tie)
    wins = {t["cast"]: fraction(t["win"]) for t in data["first_throws"]}
    assert wins[5] == Fraction(31, 32) + Fraction(1, 64) and wins[0] == Fraction(1, 64)
    assert sum(fraction(t["probability"]) for t in data["first_throws"]) == 1
    assert sum(fraction(t["probability"]) * wins[t["cast"]] for t in data["first_throws"]) == Fraction(1, 2)


@pytest.mark.parametrize("n", [3, 5])
def test_jujai_tie_sizes_are_a_distribution(client: Any, n: int) -> None:
    data = client.post(f"{BASE}/jujai/statistics", json={"players": n}).get_json()
    assert [t["players"] for t in data["top_tie_sizes"]] == list(range(1, n + 1))
    assert sum(fraction(t["probability"]) for t in data["top_tie_sizes"]) == 1


def test_jujai_statistics_bound_the_players(client: Any) -> None:
    r = client.post(f"{BASE}/jujai/statistics", json={"players": 33})
    assert r.status_code == 422 and "players" in r.get_json()["message"]


# --- 連撃術 / 連撃獣裁 ----------------------------------------------------------------------------------------------


def test_renkeki_book_example_banks_at_nine(client: Any) -> None:
    r = client.post(f"{BASE}/renkeki/turn", json={"steps": steps(3, 4, 2, "bank")})
    data = r.get_json()
    assert data["legal"] is True and data["illegal_step"] is None
    assert [t["total"] for t in data["history"]] == [3, 7, 9, 9]
    assert data["turn"] == {"casts": [3, 4, 2], "total": 9, "status": "banked", "result": 9}


def test_renkeki_book_example_busts_on_one(client: Any) -> None:
    data = client.post(f"{BASE}/renkeki/turn", json={"steps": steps(3, 4, 2, 1)}).get_json()
    assert data["turn"]["status"] == "bust" and data["turn"]["result"] == 0


def test_renkeki_first_throw_bust_flag(client: Any) -> None:
    plain = client.post(f"{BASE}/renkeki/turn", json={"steps": steps(1, "bank")}).get_json()
    assert plain["turn"]["result"] == 1
    busty = client.post(f"{BASE}/renkeki/turn",
                        json={"steps": steps(1), "ruleset": {"first_throw_can_bust": True}}).get_json()
    assert busty["turn"]["status"] == "bust" and busty["ruleset"]["first_throw_can_bust"] is True


def test_renkeki_illegal_decisions_are_legal_false(client: Any) -> None:
    early = client.post(f"{BASE}/renkeki/turn", json={"steps": steps("bank")}).get_json()
    assert early["legal"] is False and early["illegal_step"] == 0 and "first throw" in early["reason"]
    late = client.post(f"{BASE}/renkeki/turn", json={"steps": steps(3, "bank", 4)}).get_json()
    assert late["legal"] is False and late["illegal_step"] == 2 and late["turn"]["result"] == 3


def test_renkeki_bank_with_a_cast_is_a_422_naming_the_step(client: Any) -> None:
    r = client.post(f"{BASE}/renkeki/turn", json={"steps": [{"decision": "throw", "cast": 3},
                                                            {"decision": "bank", "cast": 2}]})
    assert r.status_code == 422 and "steps[1].cast" in r.get_json()["message"]


def test_renkeki_seeded_throws_are_reproducible(client: Any) -> None:
    body = {"steps": [{"decision": "throw"}] * 3, "seed": 7}
    first = client.post(f"{BASE}/renkeki/turn", json=body)
    again = client.post(f"{BASE}/renkeki/turn", json=body)
    assert first.get_json() == again.get_json() and again.headers["X-Cache"] == "hit"
    assert len(first.get_json()["turn"]["casts"]) >= 1


def test_renkeki_whole_game_with_a_tie_rethrow(client: Any) -> None:
    rounds = [
        {"A": steps(3, 4, 2, "bank"), "B": steps(5, 4, "bank"), "C": steps(3, 4, 2, 1)},
        {"A": steps(4, "bank"), "B": steps(2, 0)},
    ]
    data = client.post(f"{BASE}/renkeki/settle", json={"seats": ["A", "B", "C"], "rounds": rounds}).get_json()
    assert data["legal"] is True
    assert data["settlement"]["rounds"][0]["tied_players"] == ["A", "B"]
    assert data["settlement"]["winner"] == "A" and data["settlement"]["net"] == {"A": "3", "B": "-2", "C": "-1"}


def test_renkeki_unfinished_turn_makes_the_game_illegal(client: Any) -> None:
    data = client.post(f"{BASE}/renkeki/settle",
                       json={"seats": ["A", "B"], "rounds": [{"A": steps(3), "B": steps(4, "bank")}]}).get_json()
    assert data["legal"] is False and "rounds[0].A" in data["reason"] and data["settlement"] is None


@pytest.mark.parametrize("threshold", [0, 2, 13, 20])
def test_renkeki_policy_distribution_sums_to_one(client: Any, threshold: int) -> None:
    data = client.post(f"{BASE}/renkeki/policy", json={"threshold": threshold}).get_json()
    dist = {d["result"]: fraction(d["probability"]) for d in data["distribution"]}
    assert sum(dist.values()) == 1
    assert fraction(data["expected"]) == sum(r * p for r, p in dist.items())
    if threshold == 0:
        assert fraction(data["expected"]) == Fraction(5, 2)


def test_renkeki_optimal_threshold_is_thirteen(client: Any) -> None:
    r = client.post(f"{BASE}/renkeki/optimal-threshold", json={})
    data = r.get_json()
    assert data["threshold"] == 13
    values = {v["threshold"]: fraction(v["expected"]) for v in data["expected_by_threshold"]}
    assert fraction(data["expected"]) == values[13] == max(values.values())
    assert fraction(data["marginal_gain"]) == Fraction(-3, 32)
    again = client.post(f"{BASE}/renkeki/optimal-threshold", json={"ruleset": {}})
    assert again.headers["X-Cache"] == "hit"


def test_renkeki_reach_probabilities(client: Any) -> None:
    data = client.post(f"{BASE}/renkeki/reach", json={"target": 5, "from_total": 3}).get_json()
    assert fraction(data["probability"]) == Fraction(26, 32)
    start = client.post(f"{BASE}/renkeki/reach", json={"target": 2}).get_json()
    assert fraction(start["probability"]) == Fraction(26, 32) + Fraction(6, 32) * Fraction(26, 32)


def test_renkeki_advice_for_the_last_player(client: Any) -> None:
    behind = client.post(f"{BASE}/renkeki/advice",
                         json={"current_total": 9, "best_result": 10, "holders": 1}).get_json()
    assert behind["decision"] == "throw"
    assert fraction(behind["share_if_bank"]) == 0 and fraction(behind["share_if_throw"]) == Fraction(26, 32)
    ahead = client.post(f"{BASE}/renkeki/advice",
                        json={"current_total": 11, "best_result": 10, "holders": 2}).get_json()
    assert ahead["decision"] == "bank" and fraction(ahead["share_if_bank"]) == 1


def test_renkeki_advice_holders_must_match_the_best_result(client: Any) -> None:
    r = client.post(f"{BASE}/renkeki/advice", json={"current_total": 9, "best_result": None, "holders": 1})
    assert r.status_code == 422 and "holders" in r.get_json()["message"]


def test_renkeki_open_play_shares_sum_to_one(client: Any) -> None:
    data = client.post(f"{BASE}/renkeki/open-play", json={"players": 3}).get_json()
    shares = [fraction(s) for s in data["seat_shares"]]
    assert sum(shares) == 1 and shares[-1] == max(shares)


def test_renkeki_hidden_play_has_no_pure_equilibrium_for_two(client: Any) -> None:
    data = client.post(f"{BASE}/renkeki/hidden-play", json={"players": 2, "max_threshold": 20}).get_json()
    replies = {b["others_threshold"]: b["best_reply"] for b in data["best_replies"]}
    assert replies[13] != 13
    assert data["equilibria"] == [t for t, r in replies.items() if r == t]


def test_renkeki_sticks_are_bounded(client: Any) -> None:
    r = client.post(f"{BASE}/renkeki/optimal-threshold", json={"ruleset": {"sticks": 9}})
    assert r.status_code == 422 and "ruleset.sticks" in r.get_json()["message"]


# --- 新遊 ---------------------------------------------------------------------------------------------------------

BETS = [{"child": "X", "number": 5, "stake": 10}, {"child": "Y", "number": 2, "stake": 10},
        {"child": "Z", "number": 3, "stake": 10}]


def test_lutu_settles_under_both_payout_modes(client: Any) -> None:
    data = client.post(f"{BASE}/lutu/settle", json={"bets": BETS, "cast": 2}).get_json()
    net, gross = data["by_mode"]
    assert net["children"] == {"X": -10, "Y": 20, "Z": -10} and net["banker"] == 0
    assert gross["children"] == {"X": -10, "Y": 10, "Z": -10} and gross["banker"] == 10
    assert data["settlement"] == net and data["ruleset"] == {"payout_mode": "net", "multi_bets": False}
    gross_rules = client.post(f"{BASE}/lutu/settle",
                              json={"bets": BETS, "cast": 2, "ruleset": {"payout_mode": "gross"}}).get_json()
    assert gross_rules["settlement"] == gross


def test_lutu_second_bet_of_a_child_is_a_422_unless_multi_bets(client: Any) -> None:
    bets = [{"child": "X", "number": 2, "stake": 5}, {"child": "X", "number": 3, "stake": 5}]
    r = client.post(f"{BASE}/lutu/settle", json={"bets": bets, "cast": 2})
    assert r.status_code == 422 and "bets[1].child" in r.get_json()["message"]
    ok = client.post(f"{BASE}/lutu/settle", json={"bets": bets, "cast": 2, "ruleset": {"multi_bets": True}})
    assert ok.get_json()["settlement"]["children"] == {"X": 5}


def test_lutu_seeded_throw_is_reproducible(client: Any) -> None:
    first = client.post(f"{BASE}/lutu/settle", json={"bets": BETS, "seed": 3}).get_json()
    again = client.post(f"{BASE}/lutu/settle", json={"bets": BETS, "seed": 3}).get_json()
    assert first == again and 0 <= first["cast"] <= 5 and first["seed"] == 3


def test_lutu_edges_are_exact(client: Any) -> None:
    r = client.get(f"{BASE}/lutu/edges")
    numbers = {n["number"]: n for n in r.get_json()["numbers"]}
    assert sum(fraction(n["probability"]) for n in numbers.values()) == 1
    assert fraction(numbers[0]["net"]) == Fraction(1, 32) * 8 - Fraction(31, 32)
    assert fraction(numbers[2]["gross"]) == Fraction(10, 32) * 1 - Fraction(22, 32)
    assert [numbers[n]["multiplier"] for n in range(6)] == [8, 4, 2, 2, 4, 8]
    assert client.get(f"{BASE}/lutu/edges").headers["X-Cache"] == "hit"


def test_a_jujai_game_thrown_play_by_play_with_a_tie(client: Any) -> None:
    game = client.post("/v1/stick-games/jujai/game/new", json={"seats": ["A", "B", "C"], "seed": 1}).get_json()["state"]
    for player, throw in [("A", 4), ("B", 4), ("C", 2), ("A", 3), ("B", 1)]:
        step = client.post("/v1/stick-games/jujai/game/apply",
                           json={"state": game, "player": player, "cast": throw}).get_json()
        assert step["legal"] is True, step["reason"]
        game = step["state"]
    assert game["rounds"] == [{"A": 4, "B": 4, "C": 2}, {"A": 3, "B": 1}]
    assert (game["to_play"], game["over"], game["settlement"]["winner"]) == (None, True, "A")
    assert game["settlement"]["net"] == {"A": "3", "B": "-2", "C": "-1"}  # the seed's rule book example
    late = client.post("/v1/stick-games/jujai/game/apply", json={"state": game, "player": "C", "cast": 5}).get_json()
    assert late["legal"] is False and late["state"] == game


def test_a_jujai_game_with_any_seed_new_takes_is_accepted_back(client: Any) -> None:
    for seed in (-(2**63), 2**63 - 1):
        new = client.post("/v1/stick-games/jujai/game/new", json={"seats": ["A", "B"], "seed": seed})
        game = new.get_json()["state"]
        step = client.post("/v1/stick-games/jujai/game/apply", json={"state": game, "player": "A"})
        assert step.status_code == 200 and step.get_json()["legal"] is True, step.get_json()


def test_impossible_jujai_games_and_throws_are_refused(client: Any) -> None:
    game = client.post("/v1/stick-games/jujai/game/new", json={"seats": ["A", "B", "C"], "seed": 1}).get_json()["state"]
    out_of_turn = client.post("/v1/stick-games/jujai/game/apply", json={"state": game, "player": "B", "cast": 2})
    assert out_of_turn.status_code == 200 and out_of_turn.get_json()["reason"] == "it is A's throw, not B's"
    cases = {
        "player": {"state": game, "player": "Z", "cast": 2},  # not seated
        "state.rounds[0].D": {"state": {**game, "rounds": [{"A": 1, "D": 2}]}, "player": "A"},
        "state.rounds[1]": {"state": {**game, "rounds": [{"A": 1, "B": 2}, {"C": 3}]}, "player": "A"},
        "state.rounds[1].A": {"state": {**game, "rounds": [{"A": 5, "B": 2, "C": 1}, {"A": 3}]}, "player": "A"},
        "state.rounds[0].C": {"state": {**game, "rounds": [{"A": 1, "B": 2, "C": 6}]}, "player": "A"},
        "state.to_play": {"state": {**game, "to_play": "B"}, "player": "A"},
        "state.over": {"state": {**game, "over": True}, "player": "A"},
        "state.seed": {"state": {**game, "seed": 2**63}, "player": "A"},
    }
    for field, body in cases.items():
        r = client.post("/v1/stick-games/jujai/game/apply", json=body)
        assert r.status_code == 422 and field in r.get_json()["errors"]["json"], (field, r.get_json())


# --- whole games of 連撃獣裁 and 新遊 --------------------------------------------------------------------------


def renkeki_play(client: Any, game: dict[str, Any], player: str, item: int | str) -> dict[str, Any]:
    """Record one decision (a number throws it, ``"bank"`` banks) and return the verdict."""
    decision = {"decision": "bank"} if item == "bank" else {"decision": "throw", "cast": item}
    verdict: dict[str, Any] = client.post(f"{BASE}/renkeki/game/apply",
                                          json={"state": game, "player": player, **decision}).get_json()
    return verdict


def test_a_renkeki_game_played_decision_by_decision_with_a_tie(client: Any) -> None:
    game = client.post(f"{BASE}/renkeki/game/new", json={"seats": ["A", "B", "C"], "seed": 1, "stake": 2}
                       ).get_json()["state"]
    turns = [("A", [3, 4, "bank"]), ("B", [5, 2, "bank"]), ("C", [3, 1]),  # 7, 7 and a bust: A and B play again
             ("A", [2, 1]), ("B", [1, "bank"])]  # A busts; B's first throw of 1 is no bust, and banked it wins
    for player, decisions in turns:
        for item in decisions:
            assert game["to_play"] == player
            verdict = renkeki_play(client, game, player, item)
            assert verdict["legal"] is True, verdict["reason"]
            game = verdict["state"]
    assert [r["casts"] for r in game["settlement"]["rounds"]] == [{"A": 7, "B": 7, "C": 0}, {"A": 0, "B": 1}]
    assert (game["to_play"], game["over"], game["settlement"]["winner"]) == (None, True, "B")
    assert game["settlement"]["net"] == {"A": "-4", "B": "6", "C": "-2"} and game["settlement"]["pot"] == 10
    listed = client.post(f"{BASE}/renkeki/game/plays", json={"state": game}).get_json()
    assert listed["casts"] == [] and listed["can_bank"] is False


def test_renkeki_game_lists_each_throw_with_its_bust_and_total(client: Any) -> None:
    game = client.post(f"{BASE}/renkeki/game/new", json={"seats": ["A", "B"], "seed": 1}).get_json()["state"]
    first = client.post(f"{BASE}/renkeki/game/plays", json={"state": game}).get_json()
    assert first["can_bank"] is False and not any(t["bust"] for t in first["casts"])  # a first throw never busts
    game = renkeki_play(client, game, "A", 4)["state"]
    listed = client.post(f"{BASE}/renkeki/game/plays", json={"state": game}).get_json()
    assert listed["can_bank"] is True and listed["turn"]["total"] == 4
    assert [(t["cast"], t["bust"], t["total"]) for t in listed["casts"]] == [
        (0, True, 0), (1, True, 0), (2, False, 6), (3, False, 7), (4, False, 8), (5, False, 9)]
    assert sum(fraction(t["probability"]) for t in listed["casts"] if t["bust"]) == Fraction(3, 16)


def test_illegal_renkeki_decisions_are_adjudicated(client: Any) -> None:
    game = client.post(f"{BASE}/renkeki/game/new", json={"seats": ["A", "B"], "seed": 1}).get_json()["state"]
    assert renkeki_play(client, game, "A", "bank")["reason"] == (
        "the first throw is compulsory: nothing can be banked before it")
    assert renkeki_play(client, game, "B", 3)["reason"] == "it is A's turn, not B's"
    drawn = client.post(f"{BASE}/renkeki/game/apply", json={"state": game, "player": "A", "decision": "throw"})
    again = client.post(f"{BASE}/renkeki/game/apply", json={"state": game, "player": "A", "decision": "throw"})
    assert drawn.get_json()["legal"] is True and drawn.get_json()["cast"] == again.get_json()["cast"]


def test_impossible_renkeki_games_and_decisions_are_refused(client: Any) -> None:
    game = client.post(f"{BASE}/renkeki/game/new", json={"seats": ["A", "B"], "seed": 1}).get_json()["state"]
    throw3 = {"decision": "throw", "cast": 3}
    cases = {
        "player": {"state": game, "player": "Z", "decision": "throw"},  # not seated
        "cast": {"state": game, "player": "A", "decision": "bank", "cast": 3},  # a bank throws nothing
        "state.rounds[0].B[0]": {"state": {**game, "rounds": [{"B": [throw3]}]}},  # B played before A
        "state.rounds[0].A[2]": {"state": {**game, "rounds": [{"A": [throw3, {"decision": "bank"}, throw3]}]}},
        "state.rounds[0].A": {"state": {**game, "rounds": [{"A": []}]}},  # a turn with no throw
        "state.rounds[0].A[0].cast": {"state": {**game, "rounds": [{"A": [{"decision": "throw"}]}]}},
        "state.rounds[0].Z": {"state": {**game, "rounds": [{"Z": [throw3]}]}},
        "state.rounds[1]": {"state": {**game, "rounds": [{"A": [throw3, {"decision": "bank"}]}, {"B": [throw3]}]}},
        "state.seats": {"state": {**game, "seats": ["A", "A"]}},
        "state.stake": {"state": {**game, "stake": 0}},
        "state.to_play": {"state": {**game, "to_play": "B"}},
        "state.over": {"state": {**game, "over": True}},
    }
    for field, body in cases.items():
        r = client.post(f"{BASE}/renkeki/game/apply", json={"player": "A", "decision": "throw", **body})
        assert r.status_code == 422 and field in r.get_json()["errors"]["json"], (field, r.get_json())


def lutu_new(client: Any, seats: list[str], **rules: Any) -> dict[str, Any]:
    game: dict[str, Any] = client.post(f"{BASE}/lutu/game/new",
                                       json={"seats": seats, "seed": 1, "ruleset": rules}).get_json()["state"]
    return game


def lutu_play(client: Any, game: dict[str, Any], player: str, ruleset: dict[str, Any] | None = None,
              **play: Any) -> dict[str, Any]:
    """Record a play; the rules, as with every request, are the ones the game was started with."""
    verdict: dict[str, Any] = client.post(f"{BASE}/lutu/game/apply",
                                          json={"state": game, "player": player, "ruleset": ruleset, **play}).get_json()
    return verdict


def test_a_lutu_round_played_bet_by_bet(client: Any) -> None:
    game = lutu_new(client, ["D", "X", "Y", "Z"])
    for child, number in [("X", 5), ("Y", 2), ("Z", 3)]:
        listed = client.post(f"{BASE}/lutu/game/plays", json={"state": game}).get_json()
        assert listed["to_play"] == child and listed["most_bets"] == 1 and listed["casts"] == []
        assert [n["multiplier"] for n in listed["numbers"]] == [8, 4, 2, 2, 4, 8]
        game = lutu_play(client, game, child, bets=[{"number": number, "stake": 10}])["state"]
    listed = client.post(f"{BASE}/lutu/game/plays", json={"state": game}).get_json()
    assert listed["to_play"] == "D" and listed["numbers"] == []
    assert {t["cast"]: t["banker"] for t in listed["casts"]} == {0: 30, 1: 30, 2: 0, 3: 0, 4: 30, 5: -60}
    verdict = lutu_play(client, game, "D", cast=2)
    assert verdict["legal"] is True and verdict["state"]["over"] is True and verdict["state"]["to_play"] is None
    # the seed's worked example: Y is paid 20 and keeps the stake, X and Z lose 10 each, the banker nets 0
    assert verdict["state"]["settlement"] == {"cast": 2, "children": {"X": -10, "Y": 20, "Z": -10}, "banker": 0}
    assert lutu_play(client, verdict["state"], "D", cast=3)["reason"] == "the round is over: the banker threw 2"


def test_illegal_lutu_plays_are_adjudicated(client: Any) -> None:
    game = lutu_new(client, ["D", "X", "Y"])
    one = [{"number": 1, "stake": 1}]
    assert lutu_play(client, game, "Y", bets=one)["reason"] == "it is X's play, not Y's"
    assert lutu_play(client, game, "X", cast=3)["reason"] == "only the banker throws"
    assert lutu_play(client, game, "X", bets=[])["reason"] == "a child bets on a number"
    two = [{"number": 1, "stake": 1}, {"number": 4, "stake": 2}]
    assert lutu_play(client, game, "X", bets=two)["reason"] == "one number per child (multi_bets is off)"
    multi = lutu_new(client, ["D", "X"], multi_bets=True)
    twice = [{"number": 1, "stake": 1}, {"number": 1, "stake": 2}]
    multi_rules = {"multi_bets": True}
    assert lutu_play(client, multi, "X", multi_rules, bets=twice)["reason"] == (
        "each number is bet on once: raise its stake instead")
    played = lutu_play(client, multi, "X", multi_rules, bets=two)
    assert played["legal"] is True and played["state"]["to_play"] == "D"
    assert lutu_play(client, played["state"], "D", multi_rules, bets=one)["reason"] == (
        "the banker throws and does not bet")


def test_impossible_lutu_games_and_plays_are_refused(client: Any) -> None:
    game = lutu_new(client, ["D", "X", "Y"])
    bet = {"child": "X", "number": 1, "stake": 1}
    cases = {
        "player": {"state": game, "player": "Q"},  # not seated
        "cast": {"state": game, "player": "X", "bets": [{"number": 1, "stake": 1}], "cast": 2},  # both
        "state.bets[0]": {"state": {**game, "bets": [{**bet, "child": "Y"}]}},  # Y bet before X
        "state.bets[2]": {"state": {**game, "bets": [bet, {**bet, "child": "Y"}, {**bet, "number": 2}]}},  # X twice
        "state.bets[0].child": {"state": {**game, "bets": [{**bet, "child": ""}]}},
        "state.cast": {"state": {**game, "cast": 3}},  # thrown before the children bet
        "state.children": {"state": {**game, "children": ["X", "D"]}},  # the banker seated as a child
        "state.seed": {"state": {**game, "seed": 2**63}},
        "state.over": {"state": {**game, "over": True}},
    }
    for field, body in cases.items():
        r = client.post(f"{BASE}/lutu/game/apply", json={"player": "X", **body})
        assert r.status_code == 422 and field in r.get_json()["errors"]["json"], (field, r.get_json())


@pytest.mark.parametrize(("game", "new", "claim", "value"), [
    ("jujai", {"seats": ["A", "B"], "seed": 1}, "settlement", {"pot": 99}),
    ("renkeki", {"seats": ["A", "B"], "seed": 1}, "turn", {"casts": [5], "total": 5}),
    ("renkeki", {"seats": ["A", "B"], "seed": 1}, "settlement", None),
    ("lutu", {"seats": ["X", "Y"], "seed": 1}, "settlement", {"children": {"Y": 10}}),
])
def test_a_game_sent_back_cannot_claim_a_turn_or_a_settlement_its_plays_do_not_make(
        client: Any, game: str, new: dict[str, Any], claim: str, value: Any) -> None:
    started = client.post(f"{BASE}/{game}/game/new", json=new).get_json()["state"]
    answer = client.post(f"{BASE}/{game}/game/plays", json={"state": {**started, claim: value}})
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["errors"]["json"][f"state.{claim}"][0].startswith("the state makes it ")


@pytest.mark.parametrize(("path", "body", "old", "new"), [
    ("jujai/game/plays", {}, "game", "state"),
    ("jujai/game/apply", {"player": "A", "throw": 3}, "throw", "cast"),
    ("renkeki/game/apply", {"player": "A", "decision": "throw", "throw": 3}, "throw", "cast"),
    ("lutu/settle", {"bets": [], "throw": 3}, "throw", "cast"),
])
def test_a_name_renamed_in_0_3_is_refused_naming_the_new_one(client: Any, path: str, body: dict[str, Any], old: str,
                                                              new: str) -> None:
    game = path.split("/")[0]
    started = client.post(f"{BASE}/{game}/game/new", json={"seats": ["A", "B"], "seed": 1}).get_json()
    assert set(started) == {"state", "ruleset"}
    sent = {**body, "game": started["state"]} if old == "game" else \
        {**body, "state": started["state"]} if "player" in body else body
    answer = client.post(f"{BASE}/{path}", json=sent)
    assert answer.status_code == 422, answer.get_json()
    assert answer.get_json()["message"] == f"'{old}': is not a field of this request: it was renamed {new} in 0.3"
