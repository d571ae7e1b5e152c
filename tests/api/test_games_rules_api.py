"""Games set up under rules of their own through ``/v1/games``: ``start`` takes the game's ``ruleset`` (an object of
options or a preset's name), the state it answers states it, and ``actions``, ``apply`` and ``describe`` play a state
sent back under the rules it states, as the library's game under those rules does; rules the game does not accept
are a 422 naming the option (``ruleset.<option>``: the library's ``rules.<option>`` under the request's name); the
catalogue lists each game's options and defaults."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from adjudicator.games.catalogue import GAMES
from adjudicator.games.game import RULESET, Game

from ..unit.game_rules_cases import RULED, SEED, bare


def post(client: FlaskClient, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    response = client.post(f"/v1/games/{path}", json=body)
    assert response.status_code == status, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def test_the_catalogue_lists_each_games_rule_options(client: FlaskClient) -> None:
    listed = {g["game"]: g for g in client.get("/v1/games/catalogue").get_json()["games"]}
    for name, game in GAMES.items():
        assert listed[name]["default_ruleset"] == game.default_rules_json() == game.rules_json()
        assert listed[name]["presets"] == list(game.rule_presets)
    assert listed["cetkaik"]["presets"][0] == listed["cetkaik"]["default_ruleset"]["preset"] == "cerke_online_alpha"
    assert listed["lauzait_cep"]["presets"] == ["default", "english"]
    assert listed["lutu"]["default_ruleset"] == {"payout_mode": "net", "multi_bets": False}


@pytest.mark.parametrize("name", sorted(RULED))
def test_a_game_started_under_other_rules_is_played_under_them_over_http(client: FlaskClient, name: str) -> None:
    """Played side by side over HTTP, from the same seed with the same actions, the game under the rules and under
    the defaults part where the library's games under them part, and each answer is the library's under its rules."""
    case = RULED[name]
    default: Game[Any, Any] = GAMES[name]
    ruled = default.under(case.rules)
    body = {"game": name, "seed": SEED, **({} if case.players is None else {"players": case.players})}
    started = post(client, "start", {**body, "ruleset": case.rules})
    assert started["ruleset"] == ruled.rules_json() != default.rules_json()
    assert started["state"] == ruled.state_to_json(ruled.new(SEED, case.players))
    plain = post(client, "start", body)
    assert plain["ruleset"] == default.rules_json() and plain["state"] == default.state_to_json(default.new(SEED,
                                                                                                        case.players))
    rng = random.Random(default.name)  # the walk of game_rules_cases.first_difference
    sent, sent_plain = started["state"], plain["state"]
    for ply in range(case.ply + 1):
        if bare(sent) != bare(sent_plain):
            assert (case.what, ply) == ("state", case.ply), case.why
            return
        listed = post(client, "actions", {"game": name, "state": sent})["actions"]
        listed_plain = post(client, "actions", {"game": name, "state": sent_plain})["actions"]
        assert listed == [ruled.action_to_json(a) for a in ruled.legal_actions(ruled.state_from_json(sent))]
        if listed != listed_plain:
            assert (case.what, ply) == ("actions", case.ply), case.why
            return
        action = listed[rng.randrange(len(listed))]
        verdict = post(client, "apply", {"game": name, "state": sent, "action": action})
        verdict_plain = post(client, "apply", {"game": name, "state": sent_plain, "action": action})
        assert verdict["legal"] is True and RULESET in verdict["state"]
        if [(o["probability"], bare(o["state"])) for o in verdict["outcomes"]] != \
                [(o["probability"], bare(o["state"])) for o in verdict_plain["outcomes"]]:
            assert (case.what, ply) == ("outcomes", case.ply), case.why
            return
        sent, sent_plain = verdict["state"], verdict_plain["state"]
    pytest.fail(f"{name} under {case.rules} played as under the defaults over HTTP")


def test_a_state_is_played_under_the_rules_it_states(client: FlaskClient) -> None:
    started = post(client, "start", {"game": "lutu", "seed": 2, "ruleset": {"multi_bets": True}})
    assert started["state"][RULESET] == {"multi_bets": True}
    assert post(client, "actions", {"game": "lutu", "state": started["state"]})["count"] == 63
    assert post(client, "actions", {"game": "lutu", "state": bare(started["state"])})["count"] == 6
    described = post(client, "describe", {"game": "lutu", "state": started["state"]})
    assert "multi_bets on" in described["description"]
    cetkaik = post(client, "start", {"game": "cetkaik", "seed": 2, "ruleset": "educational"})
    assert cetkaik["ruleset"]["preset"] == "educational" and cetkaik["state"][RULESET]["preset"] == "educational"
    assert cetkaik["result"]["scores"] == ["10", "10"]  # 教育机戦 is played to 20 points


@pytest.mark.parametrize(("body", "field", "words"), [
    ({"game": "cetkaik", "ruleset": {"seasons": 3}}, "ruleset.seasons", "1, 2 or 4"),
    ({"game": "cetkaik", "ruleset": "chess"}, "ruleset", "unknown preset"),
    ({"game": "lauzait_cep", "ruleset": {"no_such_option": True}}, "ruleset.no_such_option", "not an option"),
    ({"game": "letiles", "ruleset": ["first_tile"]}, "ruleset", "object"),
    ({"game": "niekhi", "ruleset": {"seasons": 0}}, "ruleset.seasons", "1..100"),
    ({"game": "mokkaik", "ruleset": {"combos": {"wild": "X"}}}, "ruleset.combos.wild", "kind"),
    ({"game": "utage", "ruleset": {"dice_per_player": 13}}, "ruleset.dice_per_player", "1..12"),
])
def test_rules_the_game_does_not_accept_are_a_422_naming_the_option(client: FlaskClient, body: dict[str, Any],
                                                                     field: str, words: str) -> None:
    refused = post(client, "start", {**body, "seed": 1}, 422)
    assert list(refused["errors"]["json"]) == [field], refused
    assert words in refused["message"]


def test_the_old_name_rules_is_refused_naming_ruleset(client: FlaskClient) -> None:
    refused = post(client, "start", {"game": "lutu", "seed": 1, "rules": {"multi_bets": True}}, 422)
    assert "ruleset" in refused["message"]


def test_rules_a_state_states_that_the_game_does_not_accept_are_a_422_naming_where(client: FlaskClient) -> None:
    state = post(client, "start", {"game": "nine", "seed": 1, "ruleset": {"seasons": 2}})["state"]
    for path in ("actions", "describe"):
        refused = post(client, path, {"game": "nine", "state": {**state, RULESET: {"seasons": "two"}}}, 422)
        assert list(refused["errors"]["json"]) == [f"state.{RULESET}.seasons"]
    cetkaik = post(client, "start", {"game": "cetkaik", "seed": 1})["state"]
    refused = post(client, "apply", {"game": "cetkaik", "state": {**cetkaik, RULESET: {"no_such_flag": 1}},
                                     "action": "ty_mok1"}, 422)
    assert list(refused["errors"]["json"]) == [f"state.{RULESET}.no_such_flag"]
