"""A whole game of Lauzait Cep! over HTTP, from a seeded deal to the winners."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

BASE = "/v1/lauzait-cep/game"


def post(client: Any, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    response = client.post(f"{BASE}{path}", json=body)
    assert response.status_code == status, response.get_json()
    result: dict[str, Any] = response.get_json()
    return result


def test_a_whole_game_from_new_to_the_winners(client: Any) -> None:
    game = post(client, "/new", {"players": 2, "seed": 2})["state"]
    assert game["season"] == 1 and game["seasons"] == 2 and game["to_play"] == game["order"][0]
    rng = random.Random(2)
    ends = []
    for _ in range(400):
        if game["over"]:
            break
        listed = post(client, "/actions", {"state": game})
        declare = [a for a in listed["actions"] if a["action"] == "declare"]
        action = declare[0] if declare else rng.choice(listed["actions"])
        step = post(client, "/apply", {"state": game, "seat": listed["to_play"], "action": action})
        assert step["legal"], step["reason"]
        if step["season_end"]:
            ends.append(step["season_end"])
        game = step["state"]
    assert game["over"] and game["to_play"] is None and [e["season"] for e in ends] == [1, 2]
    assert game["scores"] == [0, 6] and game["winners"] == [1]
    assert post(client, "/actions", {"state": game})["actions"] == []


def test_impossible_games_and_plays(client: Any) -> None:
    game = post(client, "/new", {"players": 3, "seed": 4})["state"]
    bad = post(client, "/actions", {"state": {**game, "order": [0, 0, 1]}}, 422)
    assert "state.order" in bad["errors"]["json"]
    hands = game["position"]["hands"]
    unknown = {**game, "position": {**game["position"], "hands": [hands[0], None, hands[2]]}}
    assert "state.position.hands[1]" in post(client, "/actions", {"state": unknown}, 422)["errors"]["json"]
    other = (game["to_play"] + 1) % 3
    wrong = post(client, "/apply", {"state": game, "seat": other, "action": {"action": "declare"}})
    assert wrong["legal"] is False and "Day" in wrong["reason"]
    early = post(client, "/apply", {"state": game, "seat": game["to_play"], "action": {"action": "end"}})
    assert early["legal"] is False and "Hiring" in early["reason"]
    nonsense = post(client, "/apply", {"state": game, "seat": game["to_play"], "action": {"action": "pass"}}, 422)
    assert "action.action" in nonsense["errors"]["json"]


def test_states_no_game_reaches_are_422_naming_the_field(client: Any) -> None:
    game = post(client, "/new", {"players": 2, "seed": 7})["state"]
    for order in ([0, "1"], [0, None]):
        for path, extra in (("/actions", {}), ("/apply", {"seat": 0, "action": {"action": "declare"}})):
            bad = post(client, path, {"state": {**game, "order": order}, **extra}, 422)
            assert list(bad["errors"]["json"]) == ["state.order[1]"]
    hands = [{"concealed": [f"W{n}" for n in range(1, 10)], "revealed": []}, game["position"]["hands"][1]]
    forged = {**game, "position": {**game["position"], "hands": hands}}
    bad = post(client, "/apply", {"state": forged, "seat": 0, "action": {"action": "declare"}}, 422)
    assert list(bad["errors"]["json"]) == ["state.position.hands[0].concealed[3]"]
    lit = {**game, "position": {**game["position"], "luminous": "W5"}}
    assert list(post(client, "/actions", {"state": lit}, 422)["errors"]["json"]) == ["state.position.luminous"]
    later = {**game, "season": 2}
    assert "state.position.board.c1" in post(client, "/actions", {"state": later}, 422)["errors"]["json"]


#: Seat 1's Day in a 2-player game (seed 1, Day 249): forming G2 G2 G2 would leave only G1s concealed (no G0, G2 or
#: joker on the board to let one be discarded) with two Departments revealed, so the Day could not be finished.
BEFORE_DEAD_END: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[1] / "data" / "lauzait_cep_dead_end_day.json").read_text(encoding="utf-8"))


def test_a_form_leaving_a_day_that_cannot_be_finished_is_refused_and_such_a_state_is_422(client: Any) -> None:
    listed = post(client, "/actions", {"state": BEFORE_DEAD_END})["actions"]
    forms = [a["pieces"] for a in listed if a["action"] == "form"]
    assert forms == [["G1", "G1", "G1"]]
    form = {"action": "form", "pieces": ["G2", "G2", "G2"]}
    refused = post(client, "/apply", {"state": BEFORE_DEAD_END, "seat": 1, "action": form})
    assert refused["legal"] is False and "cannot be finished" in refused["reason"]
    assert refused["state"] == BEFORE_DEAD_END and refused["points"] == 0
    kept = post(client, "/apply", {"state": BEFORE_DEAD_END, "seat": 1, "action": {**form, "pieces": forms[0]}})
    assert kept["legal"] is True and post(client, "/actions", {"state": kept["state"]})["actions"]
    dead = copy.deepcopy(BEFORE_DEAD_END)
    dead["done"], dead["scores"] = ["form"], [0, 6]
    dead["position"]["hands"][1] = {"concealed": ["G1", "G1", "G1"],
                                    "revealed": [{"pieces": ["G3", "G3", "G3"], "bonus": 3},
                                                 {"pieces": ["G2", "G2", "G2"], "bonus": 3}]}
    for path, extra in (("/actions", {}), ("/apply", {"seat": 1, "action": {"action": "end"}})):
        assert list(post(client, path, {"state": dead, **extra}, 422)["errors"]["json"]) == ["state.done"]


def test_the_names_renamed_in_0_3_are_refused_with_their_new_name(client: Any) -> None:
    """A state is sent as ``state`` (was ``game``); a position names the hand to play ``to_play`` (was ``turn``)."""
    game = post(client, "/new", {"players": 2, "seed": 7})["state"]
    assert "turn" not in game["position"] and game["position"]["to_play"] == game["order"].index(game["to_play"])
    old = post(client, "/actions", {"game": game}, 422)["errors"]["json"]
    assert old["game"] == ["is not a field of this request: it was renamed state in 0.3"] and "state" in old
    position = {**game["position"], "turn": game["position"]["to_play"]}
    del position["to_play"]
    refused = client.post("/v1/lauzait-cep/hiring", json={"position": position})
    assert refused.status_code == 422 and list(refused.get_json()["errors"]["json"]) == ["position.turn"]
