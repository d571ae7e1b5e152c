"""The glossary (docs/glossary.md) holds over every field of every schema of the OpenAPI document, requests and
answers alike: one name for one thing.

Each rule below is one row of the glossary. The fields that break a rule today are the pending renames of
``tests/data/glossary_pending.json``. A field that breaks a rule and is not listed fails the test, and so does a
listed field that no longer breaks it (remove it from the list): the list only shrinks.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
SCHEMAS: dict[str, dict[str, Any]] = DOCUMENT["components"]["schemas"]
PENDING: dict[str, list[str]] = json.loads((ROOT / "tests" / "data" / "glossary_pending.json").read_text("utf-8"))
GLOSSARY = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = SCHEMAS[schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def types(schema: dict[str, Any]) -> set[str]:
    """The JSON types a schema allows (through $ref, oneOf, anyOf and allOf)."""
    schema = _resolve(schema)
    kind = schema.get("type")
    found = {kind} if isinstance(kind, str) else set(kind or [])
    for key in ("oneOf", "anyOf", "allOf"):
        for option in schema.get(key, []):
            found |= types(option)
    if not found and "properties" in schema:
        found.add("object")
    return found


def _amounts(schema: dict[str, Any]) -> set[str]:
    """The JSON types of the values of a map (``additionalProperties``)."""
    values = _resolve(schema).get("additionalProperties")
    return types(values) if isinstance(values, dict) else set()


#: rule (the glossary's name for the concept) -> whether a field (its name, its schema) breaks it
RULES: dict[str, Callable[[str, dict[str, Any]], bool]] = {
    "seat": lambda name, schema: name == "seat" and types(schema) != {"integer"},
    "player": lambda name, schema: name == "player" and "integer" in types(schema),
    "players": lambda name, schema: name == "players" and types(schema) != {"integer"},
    "seats": lambda name, schema: name == "seats" and types(schema) != {"array"},
    "to_play": lambda name, schema: name == "whose_turn" or (name == "turn" and "integer" in types(schema)),
    "first": lambda name, schema: name in ("first_mover", "start_player", "first_player"),
    "cast": lambda name, schema: name in ("throw", "throws"),
    "state": lambda name, schema: name in ("game", "match") and "object" in types(schema),
    "ruleset": lambda name, schema: name == "rules",
    "net": lambda name, schema: name == "net" and "integer" in _amounts(schema),
    "seed": lambda name, schema: name == "seed" and not types(schema) <= {"integer", "null"},
}


def fields() -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(schema name, field name, field schema) of every property of every schema of the document, and (operationId,
    parameter name, schema) of every parameter."""
    for schema_name, schema in sorted(SCHEMAS.items()):
        for name, field in (schema.get("properties") or {}).items():
            yield schema_name, name, field
    for item in DOCUMENT["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict) and "operationId" in operation:
                for parameter in operation.get("parameters", []):
                    yield operation["operationId"], parameter["name"], parameter.get("schema", {})


def breaking(rule: str) -> set[str]:
    return {f"{owner}.{name}" for owner, name, schema in fields() if RULES[rule](name, schema)}


@pytest.mark.parametrize("rule", sorted(RULES))
def test_one_name_for_one_thing_in_every_request_and_answer(rule: str) -> None:
    found, pending = breaking(rule), set(PENDING.get(rule, []))
    assert found - pending == set(), (f"fields break the glossary's '{rule}' (docs/glossary.md): "
                                      f"{sorted(found - pending)}")
    assert pending - found == set(), (f"no longer breaking '{rule}': remove them from tests/data/glossary_pending.json:"
                                      f" {sorted(pending - found)}")


def test_every_rule_is_a_row_of_the_glossary_and_every_pending_rule_a_rule() -> None:
    for rule in RULES:
        assert f"| `{rule}`" in GLOSSARY, rule
    assert set(PENDING) <= set(RULES)


def test_the_glossary_says_what_is_pending() -> None:
    listed = {rule: fields for rule, fields in PENDING.items() if fields}
    if not listed:
        assert "## Pending renames\n\nNone." in GLOSSARY
    for rule, fields in listed.items():
        assert f"`{rule}` {len(fields)}" in GLOSSARY, (rule, len(fields))


@pytest.mark.parametrize(("field", "schema", "rule"), [
    ("player", {"type": "integer"}, "player"),
    ("players", {"type": "array", "items": {"type": "string"}}, "players"),
    ("whose_turn", {"type": "string"}, "to_play"),
    ("turn", {"type": "integer"}, "to_play"),
    ("throw", {"type": "integer"}, "cast"),
    ("match", {"type": "object", "properties": {}}, "state"),
    ("rules", {"type": "object"}, "ruleset"),
    ("net", {"type": "object", "additionalProperties": {"type": "integer"}}, "net"),
    ("first_mover", {"type": "string"}, "first"),
    ("seed", {"type": "string"}, "seed"),
])
def test_each_rule_catches_what_it_names(field: str, schema: dict[str, Any], rule: str) -> None:
    assert RULES[rule](field, schema)
    assert not any(check(field, schema) for other, check in RULES.items() if other != rule)


@pytest.mark.parametrize(("field", "schema"), [
    ("player", {"type": "string"}), ("players", {"type": "integer"}), ("to_play", {"type": ["integer", "null"]}),
    ("turn", {"type": "object", "properties": {}}), ("game", {"type": "string"}), ("cast", {"type": "integer"}),
    ("net", {"type": "object", "additionalProperties": {"type": "string"}}), ("dealer", {"type": "string"}),
])
def test_what_the_glossary_allows_is_allowed(field: str, schema: dict[str, Any]) -> None:
    assert not any(check(field, schema) for check in RULES.values())
