"""Whole paper-Cetkaik games over HTTP: a 行戦 match and a 終季 season from a seeded deal to the final scores."""

from __future__ import annotations

import random
from typing import Any

BASE = "/v1/paper-cetkaik"


def post(client: Any, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    response = client.post(f"{BASE}{path}", json=body)
    assert response.status_code == status, response.get_json()
    result: dict[str, Any] = response.get_json()
    return result


def play_match(client: Any, seed: int, rules: dict[str, Any]) -> dict[str, Any]:
    match = post(client, "/mokkaik/match/new", {"players": ["A", "B", "C"], "seed": seed, "rules": rules})["match"]
    rng = random.Random(seed)
    seasons_seen = {match["season_number"]}
    while not match["over"]:
        plays = post(client, "/mokkaik/match/plays", {"match": match, "rules": rules})
        player = plays["to_play"]
        assert player == match["to_play"]
        if plays["combos"] and (plays["discard_size"] is None or rng.random() < 0.6):
            body = {"player": player, "cards": rng.choice(plays["combos"])["cards"]}
        else:
            body = {"player": player, "cards": match["season"]["hands"][player][: plays["discard_size"]],
                    "face_down": True}
        step = post(client, "/mokkaik/match/apply", {"match": match, "rules": rules, **body})
        assert step["legal"], step["reason"]
        match = step["match"]
        seasons_seen.add(match["season_number"])
    assert seasons_seen == {1, 2}
    return match


def test_a_whole_mokkaik_match_from_new_to_the_final_totals(client: Any) -> None:
    rules = {"seasons": 2}
    match = play_match(client, 5, rules)
    assert match["over"] and match["to_play"] is None and sum(match["totals"].values()) == 0
    best = max(match["totals"].values())
    assert match["winners"] == [p for p in ("A", "B", "C") if match["totals"][p] == best]
    assert play_match(client, 5, rules) == match  # the seed makes the whole match reproducible
    after = post(client, "/mokkaik/match/apply", {"match": match, "rules": rules, "player": "A", "cards": ["黒馬"]})
    assert after["legal"] is False and after["reason"] == "the match is over"


def test_impossible_matches_and_plays_are_refused_naming_the_field(client: Any) -> None:
    match = post(client, "/mokkaik/match/new", {"players": ["A", "B"], "seed": 1})["match"]
    bad = post(client, "/mokkaik/match/plays", {"match": {**match, "totals": {"A": 2, "B": 0}}}, 422)
    assert "match.totals" in bad["errors"]["json"]
    hands = match["season"]["hands"]
    doubled = {**match, "season": {**match["season"], "hands": {**hands, "B": hands["A"]}}}
    assert "match.season" in post(client, "/mokkaik/match/plays", {"match": doubled}, 422)["message"]
    wrong_turn = post(client, "/mokkaik/match/apply", {"match": match, "player": "B", "cards": hands["B"][:1]})
    assert wrong_turn["legal"] is False and "A's turn" in wrong_turn["reason"]
    stranger = post(client, "/mokkaik/match/apply", {"match": match, "player": "Z", "cards": ["黒馬"]}, 422)
    assert "player" in stranger["errors"]["json"]


def test_a_whole_taxot_season_from_the_deal_to_the_scores(client: Any) -> None:
    season = post(client, "/taxot/season/new", {"players": ["A", "B", "C"], "seed": 3})
    assert season["to_play"] == "A" and not season["over"]
    rng = random.Random(3)
    while not season["over"]:
        actions = post(client, "/taxot/season/actions", {"state": season["state"]})["actions"]
        wins = [a for a in actions if a["action"] == "win"]
        action = wins[0] if wins else rng.choice(actions)
        step = post(client, "/taxot/season/apply", {"state": season["state"], "action": action})
        assert step["legal"], step["reason"]
        season = step
    assert season["result"] is not None and sum(season["totals"].values()) == 0
    assert season["totals"][season["result"]["next_dealer"]] > 0  # the winner deals next
    assert post(client, "/taxot/season/actions", {"state": season["state"]}) == {"actions": [], "over": True}


def test_taxot_refuses_impossible_states_and_adjudicates_illegal_actions(client: Any) -> None:
    season = post(client, "/taxot/season/new", {"players": ["A", "B"], "seed": 9})
    state = season["state"]
    short = {**state, "hands": {**state["hands"], "B": state["hands"]["B"][:3]}}
    assert "state.hands.B" in post(client, "/taxot/season/actions", {"state": short}, 422)["errors"]["json"]
    early = post(client, "/taxot/season/apply", {"state": state, "action": {"action": "discard", "player": "A",
                                                                            "cards": state["hands"]["A"][:1]}})
    assert early["legal"] is False and "not A's turn to discard" in early["reason"]


def test_taxot_win_odds_with_and_without_the_wild_ship(client: Any) -> None:
    wild = client.get(f"{BASE}/taxot/win-odds").get_json()
    tame = client.get(f"{BASE}/taxot/win-odds?ship_wild=false").get_json()
    assert wild["any_shape"]["fraction"] == "126695/3067878" and wild["hands"] == 12271512
    assert tame["any_shape"]["fraction"] == "13748/1533939" and tame["ship_wild"] is False
