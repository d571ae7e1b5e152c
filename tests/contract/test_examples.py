"""Every operation has a working request example in the OpenAPI document (what Swagger UI's "Try it out" sends).

An operation is exemplified when its JSON body (if it takes one) has an example, which Swagger sends verbatim,
and every required query parameter has an example (Swagger fills those in; optional ones are left out). Every
operation of the document must be exemplified, and each is sent as documented and must answer 2xx.
"""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

_APP = create_app(Settings(deadline=600.0))  # answers are checked here, not speed
_DOCUMENT = _APP.test_client().get("/openapi.json").get_json()


def _example(parameter: dict[str, Any]) -> Any:
    return parameter.get("example", parameter.get("schema", {}).get("example"))


def operations() -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, operation) of every operation of the document."""
    return [(method, path, op) for path, item in sorted(_DOCUMENT["paths"].items()) for method, op in item.items()
            if isinstance(op, dict) and "operationId" in op]


def missing_example(op: dict[str, Any]) -> list[str]:
    """What Swagger UI would have to be told by hand to send ``op``: its body, its required query parameters."""
    missing = []
    body = op.get("requestBody", {}).get("content", {})
    if body and "example" not in body.get("application/json", {}):
        missing.append("the request body")
    missing += [f"query parameter {p['name']}" for p in op.get("parameters", [])
                if p.get("required") and _example(p) is None]
    return missing


OPERATIONS = operations()


@pytest.mark.parametrize(("method", "path", "op"), OPERATIONS, ids=[op["operationId"] for _, _, op in OPERATIONS])
def test_the_documented_example_answers_2xx(method: str, path: str, op: dict[str, Any]) -> None:
    assert missing_example(op) == [], f"{op['operationId']} documents no example of {missing_example(op)}"
    media = op.get("requestBody", {}).get("content", {}).get("application/json", {})
    query = {p["name"]: _example(p) for p in op.get("parameters", []) if _example(p) is not None}
    answer = _APP.test_client().open(path, method=method.upper(), query_string=query, json=media.get("example"))
    assert 200 <= answer.status_code < 300, answer.get_data()[:500]


def test_every_operation_is_checked() -> None:
    assert len(OPERATIONS) >= 97
    assert {"run_batch", "get_cetkaik_moves", "apply_cetkaik_move"} <= {op["operationId"] for _, _, op in OPERATIONS}


def test_a_missing_example_is_found() -> None:
    op = {"requestBody": {"content": {"application/json": {"schema": {}}}},
          "parameters": [{"name": "a", "required": True, "schema": {}}, {"name": "b", "schema": {}}]}
    assert missing_example(op) == ["the request body", "query parameter a"]
