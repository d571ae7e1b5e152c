"""Malformed and huge numbers are a 422 on every operation, never a 500 (parametrised over the OpenAPI document).

Python's ``int()`` refuses strings of more than 4,300 digits (a guard against quadratic conversion); a JSON number
that long, or a query parameter that long, must be answered as bad input by every operation.
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

_APP = create_app(Settings())
_DOCUMENT = _APP.test_client().get("/openapi.json").get_json()
HUGE = "9" * 4301


def _operations(method: str) -> list[tuple[str, dict[str, Any]]]:
    return [(path, item[method]) for path, item in sorted(_DOCUMENT["paths"].items()) if method in item]


POSTS = [(path, op) for path, op in _operations("post") if "requestBody" in op]
INTEGER_QUERIES = [
    (path, op["operationId"], parameter["name"])
    for path, op in _operations("get")
    for parameter in op.get("parameters", [])
    if parameter["in"] == "query" and parameter.get("schema", {}).get("type") in ("integer", "number")
]


def _body_fields(op: dict[str, Any]) -> list[str]:
    schema = op["requestBody"]["content"]["application/json"]["schema"]
    if "$ref" in schema:
        schema = _DOCUMENT["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return sorted(schema.get("properties", {})) or ["x"]


@pytest.mark.parametrize(("path", "op"), POSTS, ids=[op["operationId"] for _, op in POSTS])
@pytest.mark.parametrize("number", [HUGE, "-" + HUGE, "1e999", "1" + "0" * 400 + ".5", "NaN", "Infinity", "01"])
def test_every_post_operation_refuses_a_malformed_number(path: str, op: dict[str, Any], number: str) -> None:
    client = _APP.test_client()
    for field in _body_fields(op)[:3]:
        body = ('{"' + field + '": ' + number + "}").encode()
        answer = client.post(path, data=body, headers={"Content-Type": "application/json"})
        assert answer.status_code == 422, (field, answer.status_code, answer.get_data()[:300])
        assert answer.get_json()["message"]


@pytest.mark.parametrize(("path", "operation", "name"), INTEGER_QUERIES)
def test_every_integer_query_parameter_refuses_a_huge_number(path: str, operation: str, name: str) -> None:
    answer = _APP.test_client().get(path, query_string={name: HUGE})
    assert answer.status_code == 422, answer.get_data()[:300]
    assert name in answer.get_json()["errors"]["query"]  # named (other required parameters may be named too)


def test_the_document_has_the_operations() -> None:
    assert len(POSTS) >= 80 and INTEGER_QUERIES
