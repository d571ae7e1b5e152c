"""The compact form of a Lauzait Cep! game's legal actions (``form: compact``): over games of 2, 3 and 4 players
played by seeded choices under each action order, the compact answer decodes (:func:`expand_compact_actions`) to
exactly the full answer, byte for byte, and weighs at most a quarter of it whenever Hirings are listed."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.endpoints.lauzait_cep import expand_compact_actions
from adjudicator.web.settings import Settings

#: A game per action order (seed, players, order), and the actions each plays.
GAMES = [(0, 2, "seed"), (1, 3, "designers"), (2, 4, "any"), (3, 2, "any")]
STEPS = 24


@cache
def states() -> tuple[tuple[dict[str, Any], dict[str, str]], ...]:
    """The games and rulesets met along the seeded plays: forming, dissolving and ending a Day are preferred when
    legal (so that each is met), else any action."""
    client = create_app(Settings(redis_url=None, deadline=600.0)).test_client()
    met = []
    for seed, players, order in GAMES:
        rng, ruleset = random.Random(seed), {"action_order": order}
        game = client.post("/v1/lauzait-cep/game/new",
                           json={"players": players, "seed": seed, "ruleset": ruleset}).get_json()["state"]
        for _ in range(STEPS):
            met.append((game, ruleset))
            listed = client.post("/v1/lauzait-cep/game/actions", json={"state": game, "ruleset": ruleset}).get_json()
            if not listed["actions"]:
                break
            others = [a for a in listed["actions"] if a["action"] != "hire"]
            action = rng.choice(others if others and rng.random() < 0.7 else listed["actions"])
            game = client.post("/v1/lauzait-cep/game/apply", json={"state": game, "seat": listed["to_play"],
                                                                   "action": action, "ruleset": ruleset}
                               ).get_json()["state"]
    return tuple(met)


def test_compact_answer_decodes_to_the_full_answer(client: Any) -> None:
    full_bytes = compact_bytes = 0
    kinds: set[str] = set()
    for game, ruleset in states():
        body = {"state": game, "ruleset": ruleset}
        full = client.post("/v1/lauzait-cep/game/actions", json=body)
        compact = client.post("/v1/lauzait-cep/game/actions", json={**body, "form": "compact"})
        assert full.status_code == compact.status_code == 200
        decoded = expand_compact_actions(compact.get_json())
        assert decoded == full.get_json()
        assert json.dumps(decoded, ensure_ascii=False, separators=(",", ":")).encode() == full.data
        assert "actions" not in compact.get_json() and "compact_actions" not in full.get_json()
        listed = {a["action"] for a in full.get_json()["actions"]}
        kinds |= listed
        if "hire" in listed:
            assert len(compact.data) * 4 <= len(full.data)
            full_bytes, compact_bytes = full_bytes + len(full.data), compact_bytes + len(compact.data)
    assert kinds >= {"hire", "form", "dissolve", "end"}  # the sample meets every kind but declare (rare)
    assert compact_bytes * 6 <= full_bytes


def test_casts_of_a_move_into_water_are_one_entry(client: Any) -> None:
    game, ruleset = states()[0]
    table = client.post("/v1/lauzait-cep/game/actions", json={"state": game, "ruleset": ruleset, "form": "compact"}
                        ).get_json()["compact_actions"]
    assert sorted(map(tuple, table["cast_sets"])) == [(), (0, 3)]
    assert len(table["origins"]) == len(table["destinations"]) == len(table["cast_set_indices"]) \
        == sum(table["move_counts"])
    assert len(set(table["discards"])) == len(table["discards"])


def test_full_is_the_default_form(client: Any) -> None:
    game, ruleset = states()[0]
    body = {"state": game, "ruleset": ruleset}
    assert client.post("/v1/lauzait-cep/game/actions", json=body).data == \
        client.post("/v1/lauzait-cep/game/actions", json={**body, "form": "full"}).data


def test_bad_form_is_a_422_naming_form(client: Any) -> None:
    game, _ = states()[0]
    r = client.post("/v1/lauzait-cep/game/actions", json={"state": game, "form": "tiny"})
    assert r.status_code == 422
    assert "must be one of: full, compact" in r.get_json()["errors"]["json"]["form"][0]


def test_decoding_leaves_other_answers_alone() -> None:
    answer = {"to_play": 0, "actions": [], "stalemate": False}
    assert expand_compact_actions(answer) is answer


@pytest.mark.parametrize("change", [1, -1])
def test_decoding_refuses_counts_that_do_not_add_up(client: Any, change: int) -> None:
    game, ruleset = states()[0]
    answer = client.post("/v1/lauzait-cep/game/actions", json={"state": game, "ruleset": ruleset, "form": "compact"}
                         ).get_json()
    table = answer["compact_actions"]
    counts = [table["move_counts"][0] + change, *table["move_counts"][1:]]
    with pytest.raises(ValueError, match="move_counts"):
        expand_compact_actions({**answer, "compact_actions": {**table, "move_counts": counts}})
