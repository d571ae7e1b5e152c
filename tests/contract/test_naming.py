"""One name for one thing across the operations of the OpenAPI document (a ratchet on the names integrators meet).

The rules, over every query parameter and every top-level field of every request body:

* names are ``snake_case``;
* ``position_text`` is a Cetkaik position's one-line text form (a string); ``position`` is a position as an
  object, never a text;
* ``seed`` is an integer (or null) that makes a random answer reproducible;
* ``players`` is a number of players (an integer), never a list;
* the options of the rules are ``ruleset``, never ``rules``.

The operations that break a rule today are listed in ``KNOWN`` (the renames due in the next minor release, see
CHANGELOG.md). The test fails when a new operation breaks a rule, and when a listed operation stops breaking it
(so that the list only shrinks).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

_DOCUMENT = create_app(Settings()).test_client().get("/openapi.json").get_json()
_SCHEMAS = _DOCUMENT["components"]["schemas"]

#: (rule, operationId) pairs that break a rule today: renames due in the next minor release
KNOWN: dict[str, set[str]] = {
    "position is an object": {"render_cetkaik_position_text"},
    "players is a count": {
        "list_taxot_claims", "render_letiles_table", "score_letiles_table", "settle_jujai_game", "settle_renkeki_game",
        "settle_taxot_immediate_points", "start_letiles_game", "start_makhup_game", "start_mokkaik_season",
        "start_niekhi_game", "start_nine_season", "start_utage_game",
    },
    "ruleset, not rules": {
        "adjudicate_renkeki_turn", "advise_renkeki_decision", "analyse_jujai_game", "analyse_renkeki_hidden_play",
        "analyse_renkeki_open_play", "analyse_renkeki_policy", "analyse_taxot_hand", "apply_makhup_play",
        "apply_mokkaik_play", "apply_mokzo_action", "apply_netxiju_throw", "apply_niekhi_play", "apply_nine_play",
        "apply_ships_action", "classify_paper_cetkaik_cards", "compare_paper_cetkaik_combos",
        "compute_renkeki_reach_probability", "decompose_paper_cetkaik_hand", "find_renkeki_optimal_threshold",
        "get_utage_lord_distribution", "get_utage_round_outlook", "judge_mokkaik_trick", "list_letiles_placements",
        "list_makhup_plays", "list_mokkaik_plays", "list_mokzo_actions", "list_netxiju_throw_outcomes",
        "list_niekhi_plays", "list_nine_plays", "list_paper_cetkaik_combos", "list_ships_actions",
        "list_taxot_claims", "play_letiles_tile", "rank_makkaik_hand", "rank_namtou_hand", "render_letiles_table",
        "score_letiles_table", "score_taxot_win", "score_utage_lord", "score_utage_round", "settle_jujai_game",
        "settle_lutu_bets", "settle_makkaik_showdown", "settle_mokkaik_season", "settle_namtou_showdown",
        "settle_renkeki_game", "settle_taxot_immediate_points", "start_makhup_game", "start_mokkaik_season",
        "start_mokzo_game", "start_niekhi_game", "start_nine_season", "start_utage_game",
        "start_utage_round", "validate_letiles_placement",
    },
}


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = _SCHEMAS[schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _types(schema: dict[str, Any]) -> set[str]:
    """The JSON types a schema allows (through $ref, oneOf and anyOf)."""
    schema = _resolve(schema)
    found: set[str] = set()
    kind = schema.get("type")
    if isinstance(kind, str):
        found.add(kind)
    elif isinstance(kind, list):
        found.update(kind)
    for key in ("oneOf", "anyOf"):
        for option in schema.get(key, []):
            found |= _types(option)
    if not found and "properties" in schema:
        found.add("object")
    return found


def inputs() -> Iterator[tuple[str, str, set[str]]]:
    """(operationId, name, JSON types) of every query parameter and top-level body field."""
    for item in _DOCUMENT["paths"].values():
        for op in item.values():
            if not isinstance(op, dict) or "operationId" not in op:
                continue
            for parameter in op.get("parameters", []):
                yield op["operationId"], parameter["name"], _types(parameter.get("schema", {}))
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
            if body:
                for name, schema in _resolve(body).get("properties", {}).items():
                    yield op["operationId"], name, _types(schema)


def breaking(rule: str) -> set[str]:
    """The operations whose inputs break ``rule``."""
    found = set()
    for operation, name, types in inputs():
        broken = {
            "snake_case names": not re.fullmatch(r"[a-z][a-z0-9_]*", name),
            "position_text is a text": name == "position_text" and types != {"string"},
            "position is an object": name == "position" and "string" in types,
            "seed is an integer": name == "seed" and not types <= {"integer", "null"},
            "players is a count": name == "players" and types != {"integer"},
            "ruleset, not rules": name == "rules",
        }[rule]
        if broken:
            found.add(operation)
    return found


RULES = ["snake_case names", "position_text is a text", "position is an object", "seed is an integer",
         "players is a count", "ruleset, not rules"]


@pytest.mark.parametrize("rule", RULES)
def test_one_name_for_one_thing(rule: str) -> None:
    found = breaking(rule)
    known = KNOWN.get(rule, set())
    assert found - known == set(), f"new operations break '{rule}': {sorted(found - known)}"
    assert known - found == set(), f"no longer breaking '{rule}' (remove them from KNOWN): {sorted(known - found)}"


def test_the_rules_see_the_inputs() -> None:
    names = {name for _, name, _ in inputs()}
    assert {"position", "position_text", "seed", "players", "ruleset"} <= names
