"""The race games through HTTP: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

NETXIJU = "/v1/race-games/netxiju"
MOKZO = "/v1/race-games/mokzo"
SHIPS = "/v1/race-games/ships"


def fraction(p: dict[str, Any]) -> Fraction:
    """The exact value of a probability object, checking that its float agrees."""
    value = Fraction(p["fraction"])
    assert p["float"] == float(value)
    return value


# --- 六裁 ---------------------------------------------------------------------------------------------------------


def test_netxiju_ox_walk_drinks_the_22_cups(client: Any) -> None:
    state: dict[str, Any] = {"pawns": [{}]}
    drunk = []
    for cast in (3, 3, 3, 3, 3, 4, 4, 4, 4):
        r = client.post(f"{NETXIJU}/throw", json={"state": state, "seat": 0, "cast": cast})
        assert r.status_code == 200 and r.get_json()["legal"] is True
        drunk.append(r.get_json()["cups"])
        state = r.get_json()["state"]
    assert drunk == [2, 2, 2, 2, 2, 3, 3, 3, 3] and sum(drunk) == 22
    assert state["pawns"][0] == {"position": 31, "cups": 22, "sent_back": 0, "stops": [3, 6, 9, 12, 15, 19, 23, 27, 31],
                                 "finished": True, "ox_walk": True}
    assert state["arrivals"] == [0] and state["over"] is True


def test_netxiju_solo_analysis_is_exact_and_cached(client: Any) -> None:
    r = client.get(f"{NETXIJU}/analysis")
    assert r.status_code == 200 and r.headers["X-Cache"] == "miss"
    body = r.get_json()
    assert body["lines_total"] == 22 and body["drink_on_blocked"] is False
    by = {a["randomizer"]: a for a in body["analyses"]}
    assert set(by) == {"sticks6", "sticks5", "d6"}
    assert fraction(by["sticks5"]["ox_walk"]) == fraction(by["sticks5"]["landing_product"])
    for name in ("sticks6", "d6"):
        assert fraction(by[name]["ox_walk"]) > fraction(by[name]["landing_product"])
    assert all(0 < fraction(a["ox_walk"]) < 1 and fraction(a["expected_throws"]) > 1 for a in body["analyses"])
    assert all(0 < fraction(a["expected_cups"]) < 22 for a in body["analyses"])
    assert client.get(f"{NETXIJU}/analysis").headers["X-Cache"] == "hit"
    blocked = client.get(f"{NETXIJU}/analysis?drink_on_blocked=true").get_json()
    more = {a["randomizer"]: fraction(a["expected_cups"]) for a in blocked["analyses"]}
    assert all(more[name] > fraction(by[name]["expected_cups"]) for name in by)


def test_netxiju_throw_outcomes_sum_to_one(client: Any) -> None:
    state = {"pawns": [{"position": 3, "stops": [3], "cups": 2}, {}], "to_play": 1}
    body = client.post(f"{NETXIJU}/outcomes", json={"state": state, "seat": 1}).get_json()
    assert [o["cast"] for o in body["outcomes"]] == list(range(7))
    assert [fraction(o["probability"]) for o in body["outcomes"]] == [Fraction(n, 64) for n in (1, 6, 15, 20, 15, 6, 1)]
    assert sum(fraction(o["probability"]) for o in body["outcomes"]) == 1
    three = body["outcomes"][3]
    assert three["sent_back"] == [0] and three["cups"] == 2 and three["state"]["pawns"][0]["position"] == 0
    d6 = client.post(f"{NETXIJU}/outcomes",
                     json={"state": state, "seat": 1, "ruleset": {"randomizer": "d6"}}).get_json()
    assert [o["cast"] for o in d6["outcomes"]] == [1, 2, 3, 4, 5, 6]
    assert sum(fraction(o["probability"]) for o in d6["outcomes"]) == 1 and d6["ruleset"]["randomizer"] == "d6"


def test_netxiju_goal_turns_and_seeds(client: Any) -> None:
    near = {"pawns": [{"position": 27, "stops": [27], "cups": 3}, {}]}
    blocked = client.post(f"{NETXIJU}/throw", json={"state": near, "seat": 0, "cast": 5}).get_json()
    assert blocked["blocked"] is True and blocked["moved_to"] is None and blocked["cups"] == 0
    out_of_turn = client.post(f"{NETXIJU}/throw", json={"state": near, "seat": 1, "cast": 2}).get_json()
    assert out_of_turn["legal"] is False and "seat 0's turn" in out_of_turn["reason"]
    seeded = [client.post(f"{NETXIJU}/throw", json={"state": near, "seat": 0, "seed": 9}) for _ in range(2)]
    assert seeded[0].get_json() == seeded[1].get_json()
    assert [r.headers["X-Cache"] for r in seeded] == ["miss", "hit"] and seeded[0].get_json()["seed"] == 9
    drawn = [client.post(f"{NETXIJU}/throw", json={"state": near, "seat": 0}) for _ in range(2)]
    assert [r.headers["X-Cache"] for r in drawn] == ["miss", "miss"]
    assert all(0 <= r.get_json()["cast"] <= 6 and r.get_json()["seed"] is not None for r in drawn)


def test_netxiju_bad_input_names_the_field(client: Any) -> None:
    r = client.post(f"{NETXIJU}/throw", json={"state": {"pawns": [{}]}, "seat": 0, "cast": 0,
                                              "ruleset": {"randomizer": "d6"}})
    assert r.status_code == 422 and r.get_json()["errors"]["json"]["cast"] == ["d6 gives 1..6, got 0"]
    r = client.post(f"{NETXIJU}/throw", json={"state": {"pawns": [{"stops": [4]}]}, "seat": 0, "cast": 1})
    assert r.status_code == 422 and "state.pawns[0].stops" in r.get_json()["errors"]["json"]
    r = client.post(f"{NETXIJU}/throw", json={"state": {"pawns": [{}], "arrivals": [0]}, "seat": 0, "cast": 1})
    assert r.status_code == 422 and "state.arrivals" in r.get_json()["errors"]["json"]
    r = client.post(f"{NETXIJU}/throw", json={"state": {"pawns": [{}]}, "seat": 3, "cast": 1})
    assert r.status_code == 422 and "seat" in r.get_json()["errors"]["json"]
    r = client.post(f"{NETXIJU}/throw", json={"state": {"pawns": [{}]}, "seat": 0, "cast": 1,
                                              "ruleset": {"drink_on_blocked": 1}})
    assert r.status_code == 422 and "drink_on_blocked" in r.get_json()["message"]


# --- 行山 ---------------------------------------------------------------------------------------------------------


def test_mokzo_a_turn_through_http(client: Any) -> None:
    first = client.post(f"{MOKZO}/new", json={"players": 2, "seed": 1})
    assert first.status_code == 200 and client.post(f"{MOKZO}/new", json={"players": 2, "seed": 1}).headers[
        "X-Cache"] == "hit"
    state = first.get_json()["state"]
    assert [len(p["hand"]) for p in state["seats"]] == [3, 3] and len(state["deck"]) == 42
    assert len(state["route"]["nodes"]) == 25 and state["seed"] == 1
    options = client.post(f"{MOKZO}/actions", json={"state": state, "seat": 0}).get_json()
    assert options["kinds"] == ["install", "discard", "activate", "exchange", "destroy"]
    assert options["move"] == {"distance": 1, "options": [{"pay": "rice", "cost": 10, "affordable": False},
                                                          {"pay": "coin", "cost": 2, "affordable": False}]}
    assert fraction(options["effects"]["p_high"]) == Fraction(3, 16)
    assert client.post(f"{MOKZO}/actions", json={"state": state, "seat": 1}).get_json()["kinds"] == []
    card = state["seats"][0]["hand"][0]["id"]
    for action in ({"kind": "discard", "cards": [card]}, {"kind": "activate"}, {"kind": "end_turn"}):
        verdict = client.post(f"{MOKZO}/apply", json={"state": state, "seat": 0, "action": action}).get_json()
        assert verdict["legal"] is True, verdict
        state = verdict["state"]
    assert state["to_play"] == 1 and state["seats"][0]["rice"] == 2 and len(state["seats"][0]["hand"]) == 3
    assert state["discard"][0]["id"] == card


def test_mokzo_illegal_actions_are_adjudications(client: Any) -> None:
    state = client.post(f"{MOKZO}/new", json={"players": 3, "seed": 2}).get_json()["state"]
    wrong = client.post(f"{MOKZO}/apply", json={"state": state, "seat": 1, "action": {"kind": "activate"}}).get_json()
    assert wrong["legal"] is False and "seat 0's turn" in wrong["reason"] and wrong["state"] == state
    early = client.post(f"{MOKZO}/apply", json={"state": state, "seat": 0, "action": {"kind": "end_turn"}}).get_json()
    assert early["legal"] is False and "install_or_discard" in early["reason"]
    poor = client.post(f"{MOKZO}/apply", json={"state": state, "seat": 0,
                                               "action": {"kind": "move", "pay": "coin"}}).get_json()
    assert poor["legal"] is False


def test_mokzo_ranking_breaks_ties_by_cards_then_coins(client: Any) -> None:
    card = {"card": {"id": "b.mun.1", "kind": "無", "colour": "黒"}}
    state = {"seats": [{"position": 24, "coin": 3, "board": [card]}, {"position": 24, "coin": 1},
                         {"position": 24, "coin": 1}, {"position": 10}], "winners": [], "final_round": True}
    body = client.post(f"{MOKZO}/ranking", json={"state": state}).get_json()
    assert body["leaders"] == [1, 2] and body["over"] is False
    assert [s["seat"] for s in body["standings"]] == [1, 2, 0, 3]


def test_mokzo_bad_state_names_the_field(client: Any) -> None:
    twice = {"id": "x", "kind": "mun", "colour": "black"}
    r = client.post(f"{MOKZO}/ranking", json={"state": {"seats": [{"hand": [twice]}, {"hand": [twice]}]}})
    assert r.status_code == 422 and "appears more than once" in r.get_json()["message"]
    r = client.post(f"{MOKZO}/ranking", json={"state": {"seats": [{"position": 30}, {}]}})
    assert r.status_code == 422 and "state.seats[0].position" in r.get_json()["errors"]["json"]
    r = client.post(f"{MOKZO}/new", json={"players": 2, "ruleset": {"turn_order": "random"}})
    assert r.status_code == 422 and "turn_order" in r.get_json()["message"]
    r = client.post(f"{MOKZO}/actions", json={"state": {"seats": [{}, {"hand_limit": -1}]}, "seat": 0})
    assert r.status_code == 422 and list(r.get_json()["errors"]["json"]) == ["state.seats[1].hand_limit"]


# --- 連船之遊 -----------------------------------------------------------------------------------------------------


def test_ships_actions_and_apply(client: Any) -> None:
    state = client.post(f"{SHIPS}/new", json={"players": 2}).get_json()["state"]
    assert state["fleets"][0] == {"start_store": 20, "goal_store": 0, "turns": 0,
                                  "ships": [{"position": 0, "cargo": 5}, {"position": 0, "cargo": 0},
                                            {"position": 0, "cargo": 0}]}
    zero = client.post(f"{SHIPS}/actions", json={"state": state, "seat": 0, "cast": 0}).get_json()
    assert zero["forced_pass"] is True
    assert zero["actions"] == [{"kind": "pass", "ship": None, "target": None, "target_ship": None}]
    three = client.post(f"{SHIPS}/actions", json={"state": state, "seat": 0, "cast": 3}).get_json()
    kinds = {(a["kind"], a["ship"]) for a in three["actions"]}
    assert ("move", 0) in kinds and ("build", 1) in kinds and ("move", 1) not in kinds and three["count"] == len(kinds)
    moved = client.post(f"{SHIPS}/apply", json={"state": state, "seat": 0, "cast": 3,
                                                "action": {"kind": "move", "ship": 0}}).get_json()
    assert moved["legal"] is True and moved["state"]["fleets"][0]["ships"][0] == {"position": 3, "cargo": 2}
    assert moved["state"]["to_play"] == 1
    empty = client.post(f"{SHIPS}/apply", json={"state": state, "seat": 0, "cast": 3,
                                                "action": {"kind": "move", "ship": 1}}).get_json()
    assert empty["legal"] is False and "burns 3" in empty["reason"] and empty["state"] == state
    wrong = client.post(f"{SHIPS}/apply", json={"state": state, "seat": 1, "cast": 3,
                                                "action": {"kind": "supply", "ship": 0}}).get_json()
    assert wrong["legal"] is False and "seat 0's turn" in wrong["reason"]


def test_ships_reaching_the_goal_and_the_ranking(client: Any) -> None:
    fleet = {"start_store": 20, "turns": 8, "ships": [{"position": 18, "cargo": 15}, {}, {}]}
    state = {"fleets": [fleet, {"start_store": 20, "goal_store": 12, "turns": 8, "ships": [{}, {}, {}]}]}
    arrived = client.post(f"{SHIPS}/apply", json={"state": state, "seat": 0, "cast": 4,
                                                  "action": {"kind": "move", "ship": 0}}).get_json()
    assert arrived["legal"] is True
    after = arrived["state"]
    assert after["fleets"][0]["goal_store"] == 11 and after["fleets"][0]["ships"][0] == {"position": 20, "cargo": 0}
    ranking = client.post(f"{SHIPS}/ranking", json={"state": after}).get_json()
    assert ranking["ranking"] == [{"seat": 1, "goal_store": 12, "rank": 1}, {"seat": 0, "goal_store": 11, "rank": 2}]
    assert ranking["ending"] is False and ranking["over"] is False
    tied = {"fleets": [{"start_store": 0, "goal_store": 20, "turns": 5, "ships": [{}, {}, {}]},
                       {"start_store": 0, "goal_store": 20, "turns": 5, "ships": [{}, {}, {}]}]}
    body = client.post(f"{SHIPS}/ranking", json={"state": tied}).get_json()
    assert body["over"] is True and [r["rank"] for r in body["ranking"]] == [1, 1]


def test_ships_bad_input_names_the_field(client: Any) -> None:
    state = client.post(f"{SHIPS}/new", json={"players": 2}).get_json()["state"]
    r = client.post(f"{SHIPS}/actions", json={"state": state, "seat": 0, "cast": 6})
    assert r.status_code == 422 and r.get_json()["errors"]["json"]["cast"] == ["expected an integer 0..5, got 6"]
    r = client.post(f"{SHIPS}/apply", json={"state": state, "seat": 0, "cast": 3, "action": {"kind": "plunder",
                                                                                             "ship": 0}})
    assert r.status_code == 422 and "action.target" in r.get_json()["errors"]["json"]
    r = client.post(f"{SHIPS}/actions", json={"state": state, "seat": 3, "cast": 2})
    assert r.status_code == 422 and "seat" in r.get_json()["errors"]["json"]
    r = client.post(f"{SHIPS}/ranking", json={"state": {"fleets": [{"start_store": 1, "ships": [{}]}] * 2}})
    assert r.status_code == 422 and "ships" in r.get_json()["message"]


def test_netxiju_landing_probabilities(client: Any) -> None:
    body = client.get("/v1/race-games/netxiju/landing?randomizer=d6&horizon=2").get_json()
    assert [o["probability"]["fraction"] for o in body["landings"]] == ["1/1", "1/6", "7/36"]
    five = client.get("/v1/race-games/netxiju/landing?randomizer=sticks5").get_json()["landings"]
    assert len(five) == 32 and five[1]["probability"]["fraction"] == "5/31"  # P(1) / P(moving) = (5/32) / (31/32)
    assert client.get("/v1/race-games/netxiju/landing?randomizer=coin").status_code == 422


def test_ships_throws_not_given_are_drawn_from_the_games_seed(client: Any) -> None:
    state = client.post(f"{SHIPS}/new", json={"players": 2, "seed": -(2**63)}).get_json()["state"]
    assert state["seed"] == -(2**63) and state["to_play"] == 0
    listed = client.post(f"{SHIPS}/actions", json={"state": state, "seat": 0}).get_json()
    move = {"kind": "move", "ship": 0}
    applied = [client.post(f"{SHIPS}/apply", json={"state": state, "seat": 0, "action": move}).get_json()
               for _ in range(2)]
    assert applied[0] == applied[1] and applied[0]["cast"] == listed["cast"] == 2  # the same state draws the same
    assert applied[0]["legal"] is True and applied[0]["state"]["seed"] == state["seed"]
    observed = client.post(f"{SHIPS}/apply", json={"state": state, "seat": 0, "cast": 4, "action": move})
    assert observed.get_json()["cast"] == 4 and observed.get_json()["state"]["fleets"][0]["ships"][0]["position"] == 4
    r = client.post(f"{SHIPS}/actions", json={"state": {**state, "seed": 2**63}, "seat": 0})
    assert r.status_code == 422 and "state.seed" in r.get_json()["errors"]["json"]
