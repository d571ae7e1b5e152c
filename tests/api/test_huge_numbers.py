"""Malformed and huge numbers are a 422 on every operation, never a 500 (parametrised over the OpenAPI document:
the committed one, which must be the one the app serves).

Python's ``int()`` refuses strings of more than 4,300 digits (a guard against quadratic conversion); a JSON number
that long, or a query parameter that long, must be answered as bad input by every operation.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

from .hostile_values import leaves

_DOCUMENT = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8"))
HUGE = "9" * 4301


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app(Settings())


def _operations(document: dict[str, Any], method: str) -> list[tuple[str, dict[str, Any]]]:
    return [(path, item[method]) for path, item in sorted(document["paths"].items()) if method in item]


def _posts(document: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(path, op) for path, op in _operations(document, "post") if "requestBody" in op]


def _integer_queries(document: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [
        (path, op["operationId"], parameter["name"])
        for path, op in _operations(document, "get")
        for parameter in op.get("parameters", [])
        if parameter["in"] == "query" and parameter.get("schema", {}).get("type") in ("integer", "number")
    ]


POSTS = _posts(_DOCUMENT)
INTEGER_QUERIES = _integer_queries(_DOCUMENT)


def _body_fields(op: dict[str, Any]) -> list[str]:
    schema = op["requestBody"]["content"]["application/json"]["schema"]
    if "$ref" in schema:
        schema = _DOCUMENT["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return sorted(schema.get("properties", {})) or ["x"]


@pytest.mark.parametrize(("path", "op"), POSTS, ids=[op["operationId"] for _, op in POSTS])
@pytest.mark.parametrize("number", [HUGE, "-" + HUGE, "1e999", "1" + "0" * 400 + ".5", "NaN", "Infinity", "01"])
def test_every_post_operation_refuses_a_malformed_number(app: Flask, path: str, op: dict[str, Any],
                                                         number: str) -> None:
    client = app.test_client()
    for field in _body_fields(op)[:3]:
        body = ('{"' + field + '": ' + number + "}").encode()
        answer = client.post(path, data=body, headers={"Content-Type": "application/json"})
        assert answer.status_code == 422, (field, answer.status_code, answer.get_data()[:300])
        assert answer.get_json()["message"]


@pytest.mark.parametrize(("path", "operation", "name"), INTEGER_QUERIES)
def test_every_integer_query_parameter_refuses_a_huge_number(app: Flask, path: str, operation: str, name: str) -> None:
    answer = app.test_client().get(path, query_string={name: HUGE})
    assert answer.status_code == 422, answer.get_data()[:300]
    assert name in answer.get_json()["errors"]["query"]  # named (other required parameters may be named too)


def test_the_document_has_the_operations() -> None:
    assert len(POSTS) >= 80 and INTEGER_QUERIES


def test_the_cases_are_those_of_the_served_document(app: Flask) -> None:
    served = app.test_client().get("/openapi.json").get_json()
    assert (_posts(served), _integer_queries(served)) == (POSTS, INTEGER_QUERIES), "run 'make openapi'"


def _hostile_bodies(example: Any) -> Iterator[tuple[tuple[Any, ...], bytes]]:
    """The example with one leaf replaced: an integer by one at the edge of the digit limit or beyond 64 bits, a string
    by lone surrogates (raw JSON, which no encoder of a well-formed value would write)."""
    marker = "\x00hostile\x00"
    for path, value in leaves(example):
        body = copy.deepcopy(example)
        holder = body
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = marker
        text = json.dumps(body)
        replacements = ([NINES, "-" + NINES, str(2**64), str(-(2**64))] if isinstance(value, int)
                        else ['"\\ud800"', '"a\\udfff"'])
        for replacement in replacements:
            yield path, text.replace(json.dumps(marker), replacement).encode()


NINES = "9" * 4300  # the longest integer Python reads from text: answers that grow from it must not fail
EXAMPLES = [(path, op) for path, op in POSTS if "example" in op["requestBody"]["content"]["application/json"]]


@pytest.mark.parametrize(("path", "op"), EXAMPLES, ids=[op["operationId"] for _, op in EXAMPLES])
def test_hostile_values_anywhere_in_a_documented_example_are_never_a_5xx(app: Flask, path: str,
                                                                         op: dict[str, Any]) -> None:
    client = app.test_client()
    example = op["requestBody"]["content"]["application/json"]["example"]
    for where, body in _hostile_bodies(example):
        answer = client.post(path, data=body, headers={"Content-Type": "application/json"})
        assert answer.status_code < 500, (where, body[:120], answer.status_code, answer.get_data()[:300])


def test_the_hostile_values_reach_most_operations() -> None:
    assert len(EXAMPLES) >= 60
