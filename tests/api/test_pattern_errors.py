"""A value that does not match a field's pattern is refused with the form it must have and an example."""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import marshmallow as ma
import pytest
from flask import Flask

import adjudicator.web.endpoints
from adjudicator.web import create_app
from adjudicator.web.api import REGISTRY
from adjudicator.web.settings import Settings

# Importing the endpoint modules declares the operations (REGISTRY), without building an app.
for _module in pkgutil.iter_modules(adjudicator.web.endpoints.__path__):
    importlib.import_module(f"{adjudicator.web.endpoints.__name__}.{_module.name}")


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app(Settings())


def _fields(schema: ma.Schema, path: str) -> Iterator[tuple[str, ma.fields.Field[Any]]]:
    for name, field in schema.fields.items():
        yield from _field(field, f"{path}.{field.data_key or name}" if path else field.data_key or name)


def _field(field: ma.fields.Field[Any], path: str) -> Iterator[tuple[str, ma.fields.Field[Any]]]:
    yield path, field
    if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
        yield from _fields(field.schema, path)
    if isinstance(field, ma.fields.List):
        yield from _field(field.inner, f"{path}[]")
    if isinstance(field, ma.fields.Dict):
        for part, inner in (("key", field.key_field), ("value", field.value_field)):
            if inner is not None:
                yield from _field(inner, f"{path}{{{part}}}")


def patterned() -> list[tuple[str, str, ma.validate.Regexp]]:
    """(operationId, field path, validator) of every pattern a request field is checked against."""
    found = []
    for op_id, op in sorted(REGISTRY.items()):
        if op.request is None:
            continue
        for path, field in _fields(op.request, ""):
            found += [(op_id, path, v) for v in field.validators if isinstance(v, ma.validate.Regexp)]
    return found


PATTERNED = patterned()


def test_patterns_are_found() -> None:
    assert len({op for op, _, _ in PATTERNED}) >= 10


def test_the_app_declares_no_other_pattern(app: Flask) -> None:
    assert patterned() == PATTERNED


@pytest.mark.parametrize(("op_id", "path", "validator"), PATTERNED, ids=[f"{o}:{p}" for o, p, _ in PATTERNED])
def test_a_pattern_error_names_the_form_with_an_example(op_id: str, path: str, validator: ma.validate.Regexp) -> None:
    with pytest.raises(ma.ValidationError) as caught:
        validator("\u00a7 not this")
    message = str(caught.value.messages[0] if isinstance(caught.value.messages, list) else caught.value.messages)
    assert "pattern" not in message and "such as" in message, f"{op_id} {path}: {message}"


@pytest.fixture(scope="module")
def client(app: Flask) -> Any:
    return app.test_client()


@pytest.mark.parametrize(
    ("path", "body", "field", "says"),
    [
        ("/v1/lauzait-cep/departments", {"pieces": ["G3", "X9"]}, "pieces[1]", 'a piece such as "G3"'),
        ("/v1/lauzait-cep/render", {"position": {"players": 4}, "square": "z9"}, "square", 'a square such as "c3"'),
        ("/v1/cetkaik/moves", {"position_text": "x", "src": "QQ"}, "src", 'a square such as "CAI"'),
    ],
)
def test_the_answer_names_the_field_and_the_form(client: Any, path: str, body: dict[str, Any], field: str,
                                                  says: str) -> None:
    answer = client.post(path, json=body)
    assert answer.status_code == 422
    messages = answer.get_json()["errors"]["json"]
    assert field in messages and any(says in m for m in messages[field]), messages


# --- over the OpenAPI document: every documented pattern a request example reaches ---------------------------

_DOCUMENT = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8"))
_BAD = "\u00a7 not this"


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = _DOCUMENT["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _has_pattern(schema: dict[str, Any]) -> bool:
    schema = _resolve(schema)
    return "pattern" in schema or any(_has_pattern(option) for key in ("oneOf", "anyOf")
                                      for option in schema.get(key, []))


def _reached(schema: dict[str, Any], example: Any, path: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    """Paths in ``example`` whose documented schema has a pattern."""
    schema = _resolve(schema)
    if _has_pattern(schema) and isinstance(example, str):
        yield path
    if isinstance(example, dict):
        for name, sub in schema.get("properties", {}).items():
            if name in example:
                yield from _reached(sub, example[name], (*path, name))
    if isinstance(example, list) and example and "items" in schema:
        yield from _reached(schema["items"], example[0], (*path, 0))


def _replaced(value: Any, path: tuple[Any, ...]) -> Any:
    if not path:
        return _BAD
    copy = list(value) if isinstance(value, list) else dict(value)
    copy[path[0]] = _replaced(value[path[0]], path[1:])
    return copy


def documented_patterns() -> list[tuple[str, str, str, dict[str, Any], Any]]:
    """(operationId, method, URL path, query, body) with one documented-pattern value of the example made bad."""
    found = []
    for url, item in sorted(_DOCUMENT["paths"].items()):
        for method, op in item.items():
            if not isinstance(op, dict) or "operationId" not in op:
                continue
            query = {p["name"]: p.get("example", p.get("schema", {}).get("example")) for p in op.get("parameters", [])}
            query = {k: v for k, v in query.items() if v is not None}
            for parameter in op.get("parameters", []):
                schema = parameter.get("schema", {})
                if _has_pattern(schema) or _has_pattern(schema.get("items", {})):
                    found.append((f"{op['operationId']}:{parameter['name']}", method, url,
                                  {**query, parameter["name"]: _BAD}, None))
            media = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            if "example" in media:
                for path in _reached(media["schema"], media["example"], ()):
                    name = ".".join(str(p) for p in path)
                    found.append((f"{op['operationId']}:{name}", method, url, query,
                                  _replaced(media["example"], path)))
    return found


DOCUMENTED = documented_patterns()


def test_documented_patterns_are_found() -> None:
    assert len(DOCUMENTED) >= 15


def test_the_cases_come_from_the_served_document(client: Any) -> None:
    assert client.get("/openapi.json").get_json() == _DOCUMENT, "run 'make openapi'"


@pytest.mark.parametrize(("case", "method", "url", "query", "body"), DOCUMENTED, ids=[c[0] for c in DOCUMENTED])
def test_a_value_off_a_documented_pattern_is_told_the_form(client: Any, case: str, method: str, url: str,
                                                           query: dict[str, Any], body: Any) -> None:
    answer = client.open(url, method=method.upper(), query_string=query, json=body)
    assert answer.status_code == 422, answer.get_data()[:300]
    message = answer.get_json()["message"]
    assert "pattern" not in message and "such as" in message, f"{case}: {message}"
