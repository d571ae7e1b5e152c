"""Every game through the one set of operations of ``/v1/games`` (built on the library's game interface): one HTTP
walk per game, each answer compared with the library's own verdict, and the refusals (a malformed state or action,
an unknown game, a number of players the game is not played by)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from adjudicator.games.catalogue import GAMES
from adjudicator.games.game import Game

from .hostile_values import leaves

#: requests of a walk: the games that end sooner are played to their end, the others sampled over these turns
TURNS = 130
#: the games whose seeded random walk ends within TURNS (the others, longer, end in the library's own walks)
ENDING = {"jujai", "letiles", "lutu", "makhup", "makkaik", "mokkaik", "namtou", "netxiju", "nine", "renkeki"}


def post(client: FlaskClient, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    response = client.post(f"/v1/games/{path}", json=body)
    assert response.status_code == status, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def test_the_games_listed_are_the_librarys(client: FlaskClient) -> None:
    listed = client.get("/v1/games/catalogue").get_json()["games"]
    assert [g["game"] for g in listed] == sorted(GAMES)
    for entry in listed:
        game = GAMES[entry["game"]]
        assert entry["player_counts"] == list(game.players) and entry["usual_players"] == game.usual_players
    assert {g["game"] for g in listed if g["text_form"]} == {"cetkaik"}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_game_is_walked_over_http_as_the_library_plays_it(client: FlaskClient, name: str) -> None:
    game: Game[Any, Any] = GAMES[name]
    rng = random.Random(name)
    started = post(client, "start", {"game": name, "seed": 21})
    state = game.new(21)
    assert started["state"] == game.state_to_json(state) and started["seed"] == 21
    assert started["to_play"] == game.to_play(state) and started["result"]["over"] is False
    sent = started["state"]
    for _ in range(TURNS):
        listed = post(client, "actions", {"game": name, "state": sent})
        assert listed["actions"] == [game.action_to_json(a) for a in game.legal_actions(state)]
        assert listed["count"] == len(listed["actions"]) and listed["to_play"] == game.to_play(state)
        if not listed["actions"]:
            break
        action = rng.choice(listed["actions"])
        verdict = post(client, "apply", {"game": name, "state": sent, "action": action})
        expected = game.apply(state, game.action_from_json(state, action))
        assert verdict["legal"] is True and verdict["reason"] is None
        assert verdict["state"] == game.state_to_json(expected.state)
        assert [o["state"] for o in verdict["outcomes"]] == [game.state_to_json(o.state) for o in expected.outcomes]
        if verdict["outcomes"]:
            assert sum(o["probability"]["float"] for o in verdict["outcomes"]) == pytest.approx(1)
            assert verdict["state"] in [o["state"] for o in verdict["outcomes"]]
        state, sent = expected.state, verdict["state"]
    result = game.result(state)
    described = post(client, "describe", {"game": name, "state": sent})
    assert described["description"] == game.describe(state) and described["text"] == game.to_text(state)
    assert described["result"] == {"over": result.over, "winners": list(result.winners),
                                   "scores": [str(s) for s in result.scores]}
    assert described["result"]["over"] is (name in ENDING)
    if result.over:
        assert described["to_play"] is None and described["result"]["winners"]


def test_an_action_the_rules_do_not_allow_is_a_verdict(client: FlaskClient) -> None:
    sent = post(client, "start", {"game": "cetkaik", "seed": 3})["state"]
    own_piece = post(client, "apply", {"game": "cetkaik", "state": sent, "action": "KA片KE"})
    assert own_piece["legal"] is False and "own piece" in own_piece["reason"]
    assert own_piece["state"] == sent and own_piece["outcomes"] == []
    listed = post(client, "start", {"game": "taxot", "seed": 3})["state"]
    not_listed = post(client, "apply", {"game": "taxot", "state": listed, "action": {"action": "fly"}})
    assert not_listed["legal"] is False and "not one of the actions" in not_listed["reason"]


@pytest.mark.parametrize(("body", "field", "words"), [
    ({"game": "chess", "state": {}}, "game", "must be one of"),
    ({"game": "utage", "state": {"seats": []}}, "state.seats", "players"),
    ({"game": "utage", "state": {"colour": 1}}, "state.colour", "unknown field"),
    ({"game": "cetkaik", "state": {"board": 1}}, "state", ""),
    ({"game": "netxiju", "state": {"race": {}, "seed": "x"}}, "state.seed", "64-bit"),
])
def test_a_malformed_state_is_refused_naming_where(client: FlaskClient, body: dict[str, Any], field: str,
                                                   words: str) -> None:
    refused = post(client, "actions", body, 422)
    where = refused["errors"]["json"]
    assert any(path == field or path.startswith(field + ".") for path in where), where
    assert words in refused["message"]


@pytest.mark.parametrize(("game", "action", "field"), [
    ("cetkaik", "ZAIZAU", "action"),
    ("letiles", {"tile": "red-01", "x": "far"}, "action"),
    ("lutu", {"bets": [{"number": "one", "stake": 1}]}, "action.bets[0].number"),
    ("mokzo", {"kind": "fly"}, "action.kind"),
    ("niekhi", {"cards": ["黒馬", "X"]}, "action.cards[1]"),
])
def test_a_malformed_action_is_refused_naming_where(client: FlaskClient, game: str, action: Any, field: str) -> None:
    sent = post(client, "start", {"game": game, "seed": 5})["state"]
    refused = post(client, "apply", {"game": game, "state": sent, "action": action}, 422)
    assert field in refused["errors"]["json"] or any(p.startswith(field) for p in refused["errors"]["json"]), refused


def test_a_game_is_set_up_only_for_its_numbers_of_players(client: FlaskClient) -> None:
    refused = post(client, "start", {"game": "cetkaik", "players": 3, "seed": 1}, 422)
    assert "players" in refused["errors"]["json"] and "played by 2" in refused["message"]
    three = post(client, "start", {"game": "nine", "players": 4, "seed": 1})
    assert len(three["result"]["scores"]) == 4


#: What replaces one leaf of a state: integers past 64 bits and at Python's digit limit, a lone surrogate (raw JSON)
HOSTILE = (str(2**64), "-" + "9" * 4300, '"\\ud800"')


@pytest.mark.parametrize("name", sorted(GAMES))
def test_hostile_values_anywhere_in_a_state_are_never_a_5xx(client: FlaskClient, name: str) -> None:
    """Every value of a state some plies into a seeded game, replaced in turn by a huge number or a broken string:
    the game's reader refuses it (422) or the answer is one of a state it accepts, never a 500."""
    game: Game[Any, Any] = GAMES[name]
    rng, state = random.Random(name), game.new(seed=1)
    for _ in range(8):
        actions = game.legal_actions(state)
        if not actions:
            break
        state = game.apply(state, rng.choice(list(actions))).state
    written = game.state_to_json(state)
    marker = "\x00hostile\x00"
    for path, _ in leaves(written):
        body = copy.deepcopy({"game": name, "state": written})
        holder: Any = body["state"]
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = marker
        text = json.dumps(body)
        for replacement in HOSTILE:
            answer = client.post("/v1/games/actions", data=text.replace(json.dumps(marker), replacement).encode(),
                                 headers={"Content-Type": "application/json"})
            assert answer.status_code in (200, 422), (path, replacement[:24], answer.get_data()[:300])
