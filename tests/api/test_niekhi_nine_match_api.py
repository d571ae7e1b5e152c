"""連友 and 小猫 whole games over HTTP: new, plays, apply to the end; a broken state is a 422 naming the field."""

from __future__ import annotations

from typing import Any

import pytest

PAPER = "/v1/paper-cetkaik"


def post(client: Any, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    answer = client.post(PAPER + path, json=body)
    assert answer.status_code == status, answer.get_json()
    data: dict[str, Any] = answer.get_json()
    return data


def test_a_whole_niekhi_game_of_two_seasons_is_played_over_http(client: Any) -> None:
    """Each player plays its first combo when it has one and passes otherwise (the guide's curl plays the same game):
    the winner of season 1 deals season 2, and the totals run on across the seasons."""
    rules = {"seasons": 2}
    match = post(client, "/niekhi/match/new", {"seats": ["A", "B", "C"], "seed": 7, "ruleset": rules})["state"]
    assert (match["season_number"], match["seasons"], match["dealer"], match["to_play"]) == (1, 2, "A", "A")
    settled: list[tuple[dict[str, Any], dict[str, int]]] = []
    while not match["over"]:
        plays = post(client, "/niekhi/match/plays", {"state": match, "ruleset": rules})
        body: dict[str, Any] = {"player": plays["to_play"]}
        if plays["combos"]:
            cards = plays["combos"][0]["cards"]
            body |= {"cards": cards, "uai": [{"remove": "船"} for c in cards if c.endswith("将")]}
        step = post(client, "/niekhi/match/apply", {**body, "state": match, "ruleset": rules})
        assert step["legal"], step["reason"]
        if step["settlement"] is not None:
            settled.append((step["settlement"], step["state"]["totals"]))
            if not step["state"]["over"]:  # the next season: dealt by the winner, who leads it
                winner = step["settlement"]["finished"][0]
                assert step["state"]["season_number"] == step["settlement"]["season"] + 1
                assert step["state"]["dealer"] == step["settlement"]["next_dealer"] == winner
                assert step["state"]["to_play"] == winner
        match = step["state"]
    assert [(s["season"], s["dealer"], s["finished"], s["points"], totals) for s, totals in settled] == [
        (1, "A", ["B", "C"], {"A": 0, "B": 2, "C": 1}, {"A": 0, "B": 2, "C": 1}),
        (2, "B", ["C", "A"], {"A": 1, "B": 0, "C": 2}, {"A": 1, "B": 2, "C": 3}),
    ]
    assert [s for s, _ in settled] == match["results"] and match["to_play"] is None
    assert match["totals"] == {"A": 1, "B": 2, "C": 3} and match["winners"] == ["C"]
    late = post(client, "/niekhi/match/apply", {"state": match, "ruleset": rules, "player": "C"})
    assert (late["legal"], late["reason"]) == (False, "the game is over")


def test_a_whole_nine_game_is_played_over_http_and_its_totals_checked(client: Any) -> None:
    rules = {"seasons": 1}
    match = post(client, "/nine/match/new", {"seats": ["A", "B"], "seed": 8, "ruleset": rules})["state"]
    while not match["over"]:
        plays = post(client, "/nine/match/plays", {"state": match, "ruleset": rules})
        body: dict[str, Any] = {"player": plays["to_play"]}
        if plays["combos"]:
            body["cards"] = plays["combos"][0]["cards"]
        step = post(client, "/nine/match/apply", {**body, "state": match, "ruleset": rules})
        assert step["legal"], step["reason"]
        match = step["state"]
    assert match["totals"] == match["results"][0]["points"]
    match["totals"]["A"] += 1
    data = post(client, "/nine/match/plays", {"state": match, "ruleset": rules}, 422)
    [(field, [message])] = data["errors"]["json"].items()
    assert field == "state.totals.A" and "sums of the finished seasons' points" in message


@pytest.mark.parametrize(("path", "seats"), [("/niekhi/match/plays", ["A", "B", "C"]),
                                            ("/nine/match/plays", ["A", "B"])])
def test_a_whole_game_with_a_turn_out_of_order_or_another_dealer_is_a_422(client: Any, path: str,
                                                                          seats: list[str]) -> None:
    new = path.replace("plays", "new")
    match = post(client, new, {"seats": seats, "seed": 1})["state"]
    moved = {**match, "dealer": "B"}
    data = post(client, path, {"state": moved}, 422)
    assert list(data["errors"]["json"]) == ["state.dealer"]
    turn = {**match, "to_play": "B", "season": {**match["season"], "to_play": "B"}}
    data = post(client, path, {"state": turn}, 422)
    assert list(data["errors"]["json"]) == ["state.season.to_play"]


def test_nine_result_refuses_a_score_no_season_can_reach(client: Any) -> None:
    data = post(client, "/nine/result", {"scores": {"A": 100000, "B": 0, "C": 0}, "dealer": "A"}, 422)
    [(field, [message])] = data["errors"]["json"].items()
    assert field == "scores.A" and "at most" in message
    assert post(client, "/nine/result", {"scores": {"A": 5, "B": 5, "C": 2}, "dealer": "B"})["winners"] == ["A", "B"]
