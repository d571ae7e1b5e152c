"""Every request example of the OpenAPI document works as it is (what Swagger UI's "Try it out" sends).

An operation is exemplified when its JSON body has an example (Swagger sends it verbatim), or when it has query
parameters and every required one has an example (Swagger fills those in). Each is sent as documented and must
answer 2xx.
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


def exemplified() -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, operation) of every operation with a documented request example."""
    found = []
    for path, item in sorted(_DOCUMENT["paths"].items()):
        for method, op in item.items():
            if not isinstance(op, dict) or "operationId" not in op:
                continue
            media = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            parameters = op.get("parameters", [])
            if "example" in media or (parameters and all(_example(p) is not None for p in parameters
                                                          if p.get("required"))
                                      and any(_example(p) is not None for p in parameters)):
                found.append((method, path, op))
    return found


EXEMPLIFIED = exemplified()


@pytest.mark.parametrize(("method", "path", "op"), EXEMPLIFIED, ids=[op["operationId"] for _, _, op in EXEMPLIFIED])
def test_the_documented_example_answers_2xx(method: str, path: str, op: dict[str, Any]) -> None:
    media = op.get("requestBody", {}).get("content", {}).get("application/json", {})
    query = {p["name"]: _example(p) for p in op.get("parameters", []) if _example(p) is not None}
    answer = _APP.test_client().open(path, method=method.upper(), query_string=query, json=media.get("example"))
    assert 200 <= answer.status_code < 300, answer.get_data()[:500]


def test_the_new_operations_are_exemplified() -> None:
    assert {"run_batch", "get_cetkaik_moves"} <= {op["operationId"] for _, _, op in EXEMPLIFIED}
