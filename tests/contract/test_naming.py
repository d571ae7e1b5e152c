"""One name for one thing across the operations of the OpenAPI document (a ratchet on the names integrators meet).

The rules, over every query parameter and every top-level field of every request body:

* names are ``snake_case``;
* ``position_text`` is a Cetkaik position's one-line text form (a string); ``position`` is a position as an
  object, never a text;
* ``seed`` is an integer (or null) that makes a random answer reproducible;
* ``players`` is a number of players (an integer), never a list;
* the options of the rules are ``ruleset``, never ``rules``.

The operations that break a rule would be listed in ``KNOWN`` (none do since 0.2, see CHANGELOG.md). The test
fails when an operation breaks a rule, and when a listed operation stops breaking it (so that the list only
shrinks).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

#: The committed document (test_the_document_is_the_served_one: the one the app serves).
_DOCUMENT = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8"))
_SCHEMAS = _DOCUMENT["components"]["schemas"]

#: (rule, operationId) pairs that break a rule today (none: the renames of 0.2 are done)
KNOWN: dict[str, set[str]] = {}


@pytest.fixture(scope="module")
def client() -> Any:
    return create_app(Settings()).test_client()


def test_the_document_is_the_served_one(client: Any) -> None:
    assert client.get("/openapi.json").get_json() == _DOCUMENT, "run 'make openapi'"


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


def _renamed_examples() -> Iterator[tuple[str, str, str, dict[str, Any]]]:
    """(path, old name, new name, documented example body) of every POST example using a renamed field."""
    for path, item in sorted(_DOCUMENT["paths"].items()):
        example = item.get("post", {}).get("requestBody", {}).get("content", {}).get("application/json", {}).get(
            "example")
        for old, new in (("rules", "ruleset"), ("players", "seats")):
            if isinstance(example, dict) and new in example:
                yield path, old, new, example


RENAMED_EXAMPLES = list(_renamed_examples())


@pytest.mark.parametrize(("path", "old", "new", "example"), RENAMED_EXAMPLES,
                         ids=[f"{path}:{old}" for path, old, _, _ in RENAMED_EXAMPLES])
def test_an_old_name_is_refused_naming_the_new_one(client: Any, path: str, old: str, new: str,
                                                   example: dict[str, Any]) -> None:
    body = {old if name == new else name: value for name, value in example.items()}
    answer = client.post(path, json=body)
    assert answer.status_code == 422
    assert answer.get_json()["message"] == f"'{old}': is not a field of this request: it was renamed {new} in 0.2"


def test_the_renamed_fields_are_exemplified() -> None:
    assert {"rules", "players"} <= {old for _, old, _, _ in RENAMED_EXAMPLES}
