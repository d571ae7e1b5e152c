"""値戦 (makkaik) as a whole game of several hands over HTTP: ``match/new``, then ``match/plays`` and ``match/apply``
until the winners; a state sent back broken is a 422 naming the field."""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any

from adjudicator.games.paper_cetkaik import makkaik_game as mg
from adjudicator.games.paper_cetkaik.makkaik import MakkaikRules

MATCH = "/v1/paper-cetkaik/makkaik/match"


def post(client: Any, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    answer = client.post(f"{MATCH}/{path}", json=body)
    assert answer.status_code == status, answer.get_json()
    return answer.get_json()  # type: ignore[no-any-return]


def test_a_whole_game_over_http_is_the_librarys_step_by_step(client: Any) -> None:
    ruleset = {"hands": 3}
    started = post(client, "new", {"seats": ["0", "1", "2"], "seed": 11, "ruleset": ruleset})
    assert started["ruleset"]["hands"] == 3 and started["ruleset"]["points_cap"] is None
    match = started["state"]
    assert (match["hand_number"], match["hands"], match["hand"]["dealer"], match["to_play"]) == (1, 3, "0", "0")
    library = mg.new_match(["0", "1", "2"], 11, MakkaikRules(hands=3))
    assert match == library.to_json()
    settled = 0
    while not match["over"]:
        plays = post(client, "plays", {"state": match, "ruleset": ruleset})
        assert plays["to_play"] == match["to_play"] and plays["plays"]
        play = plays["plays"][-1]  # the last listed: a draw in the exchange, a decline or a fold in the betting
        step = post(client, "apply", {"state": match, "ruleset": ruleset, "play": play})
        expected = mg.apply_match(library, mg.MakkaikPlay.from_json(play, library.players))
        assert step == expected.to_json() and step["legal"]
        library, match = expected.state, step["state"]
        if step["settlement"] is not None:
            settled += 1
            assert sum(Fraction(n) for n in step["settlement"]["net"].values()) == 0
    assert settled == 3 and match["winners"] and match["to_play"] is None
    assert sum(Fraction(t) for t in match["totals"].values()) == 0
    # every hand the dealer and the next player decline, so the third player in takes the antes: one hand each
    assert match["totals"] == {"0": "0", "1": "0", "2": "0"} and match["winners"] == ["0", "1", "2"]
    late = post(client, "apply", {"state": match, "ruleset": ruleset, "play": {"action": "pass", "player": "0"}})
    assert (late["legal"], late["reason"], late["state"]) == (False, "the game is over", match)
    assert post(client, "plays", {"state": match, "ruleset": ruleset}) == {"plays": [], "to_play": None, "over": True}


def test_a_broken_state_is_a_422_naming_the_field(client: Any) -> None:
    match = post(client, "new", {"seats": ["A", "B"], "seed": 3})["state"]
    cases = [
        (lambda m: m["hand"]["community"].append(m["hand"]["hands"]["A"][0]), "state.hand.community"),
        (lambda m: m.update(totals={"A": "1", "B": "0"}), "state.totals"),
        (lambda m: m.update(totals={"A": "1", "B": "-1"}), "state.totals.A"),
        (lambda m: m.update(seed=4), "state.hand.stock"),
        (lambda m: m.update(hand_number=2), "state.hand.dealer"),
        (lambda m: m.update(hands=5), "state.hands"),
    ]
    for mutate, field in cases:
        broken = copy.deepcopy(match)
        mutate(broken)
        errors = post(client, "plays", {"state": broken}, 422)["errors"]["json"]
        assert list(errors) == [field] and errors[field][0], errors
    bad_rules = post(client, "new", {"seats": ["A", "B"], "seed": 3, "ruleset": {"hands": 0}}, 422)
    assert "hands" in str(bad_rules["errors"])
