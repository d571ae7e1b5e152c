"""Unknown query parameters are refused: a 422 naming the parameter under ``query``, with a near miss's intended one.

A misspelt parameter used to be dropped, so that ``?stiks=3`` was answered for the default 5 sticks. Every GET
operation of the published document is tried here with an otherwise valid query plus one parameter it does not
declare; the service's health and metrics routes (which read no query string) are left alone.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: GET operations of the document that are not API operations: probes and metrics, which read no query string and
#: keep answering whatever a prober or scraper appends.
NOT_API = {"get_livez", "get_readyz", "get_metrics"}


def _refused(answer: Any, name: str) -> str:
    """The one message of a 422 refusing only the query parameter ``name``."""
    assert answer.status_code == 422, answer.get_data(as_text=True)[:500]
    body = answer.get_json()
    assert list(body["errors"]) == ["query"], body
    assert list(body["errors"]["query"]) == [name], body
    (message,) = body["errors"]["query"][name]
    assert body["message"] == f"query parameter '{name}': {message}"
    return str(message)


def test_a_misspelt_sticks_is_refused_naming_the_intended_parameter(client: Any) -> None:
    assert client.get("/v1/sticks/distribution?sticks=3").status_code == 200
    message = _refused(client.get("/v1/sticks/distribution?stiks=3"), "stiks")
    assert message == "is not a parameter of this operation; did you mean 'sticks'?"


def test_a_misspelt_ruleset_is_refused_naming_the_intended_parameter(client: Any) -> None:
    assert client.get("/v1/cetkaik/positions/initial?ruleset=old_cetkaik").status_code == 200
    message = _refused(client.get("/v1/cetkaik/positions/initial?rulset=old_cetkaik"), "rulset")
    assert message == "is not a parameter of this operation; did you mean 'ruleset'?"


def test_a_parameter_like_no_declared_one_is_refused_without_a_suggestion(client: Any) -> None:
    message = _refused(client.get("/v1/sticks/distribution?sticks=3&colour=red"), "colour")
    assert message == "is not a parameter of this operation"


def test_an_operation_without_parameters_refuses_any(client: Any) -> None:
    assert client.get("/v1/paper-cetkaik/deck").status_code == 200
    assert _refused(client.get("/v1/paper-cetkaik/deck?sticks=3"), "sticks") == "is not a parameter of this operation"


def test_a_renamed_parameter_is_told_its_new_name(client: Any) -> None:
    message = _refused(client.get("/v1/cetkaik/positions/initial?rules=old_cetkaik"), "rules")
    assert message == "is not a parameter of this operation: it was renamed ruleset in 0.2"


def test_a_list_parameter_may_repeat_its_key(client: Any) -> None:
    query = urlencode([("pieces", "赤兵"), ("pieces", "赤兵"), ("pieces", "黒王")])
    assert client.get("/v1/cetkaik/hands?" + query).status_code == 200
    _refused(client.get("/v1/cetkaik/hands?" + query + "&piece=赤兵"), "piece")


def test_the_health_and_metrics_routes_are_left_alone(client: Any) -> None:
    for path in ("/livez", "/readyz", "/metrics"):
        assert client.get(path + "?zz_unknown=1").status_code == 200, path


def _example(parameter: dict[str, Any]) -> Any:
    """A value of a query parameter: its documented example, else the least its schema allows."""
    schema = parameter["schema"]
    for found in (parameter.get("example"), schema.get("example"), schema.get("default")):
        if found is not None:
            return found
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    if kind == "array":
        return [_example({"schema": schema["items"]}) for _ in range(schema.get("minItems", 1))]
    if kind == "integer" or kind == "number":
        return schema.get("minimum", 0)
    if kind == "boolean":
        return False
    raise AssertionError(f"no example for the required parameter {parameter.get('name')}: document one")


def _query_value(value: Any) -> Any:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return [_query_value(item) for item in value]
    return str(value)


def _valid_query(operation: dict[str, Any]) -> list[tuple[str, str]]:
    """An otherwise valid query: every required parameter and every one with an example (a list repeats its key)."""
    pairs: list[tuple[str, str]] = []
    for parameter in operation.get("parameters", []):
        if parameter["in"] != "query":
            continue
        documented = "example" in parameter or "example" in parameter["schema"]
        if parameter.get("required") or documented:
            value = _query_value(_example(parameter))
            pairs += [(parameter["name"], item) for item in (value if isinstance(value, list) else [value])]
    return pairs


@pytest.fixture
def document(client: Any) -> dict[str, Any]:
    answer = client.get("/openapi.json")
    assert answer.status_code == 200
    return dict(answer.get_json())


def test_every_get_operation_refuses_an_unknown_parameter(client: Any, document: dict[str, Any]) -> None:
    tried, wrong = [], []
    for path, item in document["paths"].items():
        operation = item.get("get")
        if operation is None or operation["operationId"] in NOT_API:
            continue
        assert "{" not in path, f"{path}: a path parameter; give it a value here"
        query = urlencode([*_valid_query(operation), ("zz_unknown", "1")])
        answer = client.get(f"{path}?{query}")
        body = answer.get_json(silent=True) or {}
        if answer.status_code != 422 or body.get("errors") != {"query": {"zz_unknown": [
                "is not a parameter of this operation"]}}:
            wrong.append(f"{operation['operationId']}: {answer.status_code} {answer.get_data(as_text=True)[:300]}")
        tried.append(operation["operationId"])
    assert not wrong, "\n".join(wrong)
    # the look-ups, their GET forms and the operations without parameters are all tried
    assert {"get_stick_distribution", "get_cetkaik_moves", "get_cetkaik_hands", "get_lauzait_cep_departments",
            "get_paper_cetkaik_deck", "render_cetkaik_position_text"} <= set(tried)
    assert NOT_API.issubset(op["operationId"] for item in document["paths"].values() for op in item.values())


#: A GET with a query string written in the documentation (a value may be a placeholder such as N or <preset>).
_DOCUMENTED_GET = re.compile(r"GET (/v1/[^\s`?]+)\?([^\s`]+)")


def test_the_documentation_names_only_declared_parameters(document: dict[str, Any]) -> None:
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    found, wrong = 0, []
    for page in pages:
        for path, query in _DOCUMENTED_GET.findall(page.read_text(encoding="utf-8")):
            declared = {p["name"] for p in document["paths"].get(path, {}).get("get", {}).get("parameters", [])}
            for name in (pair.split("=", 1)[0] for pair in query.split("&")):
                found += 1
                if name not in declared:
                    wrong.append(f"{page.relative_to(ROOT)}: GET {path}?{name}= (declared: {sorted(declared)})")
    assert not wrong, "\n".join(wrong)
    assert found >= 5
