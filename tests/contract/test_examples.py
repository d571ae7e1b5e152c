"""Every operation has a working request example and an example of its answer in the OpenAPI document.

An operation's request is exemplified when its JSON body (if it takes one) has an example, which Swagger UI's "Try
it out" sends verbatim, every required query parameter has an example (Swagger fills those in), and an operation
whose query parameters are all optional exemplifies at least one of them; an operation that takes nothing is its
own example. Each is sent as documented and must answer 2xx, with an answer its response schema allows.

Every 2xx response carries an example of the answer: written where the operation is declared (the operational
endpoints), or the answer to the request example that ``make examples`` committed (``adjudicator.web.examples``),
shortened when it is large, with a description of what was left out. The committed example must be the answer the
service gives now (whole, or shortened from it) and must itself be allowed by the schema.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from adjudicator.web import create_app
from adjudicator.web.examples import EXAMPLE_NAME
from adjudicator.web.settings import Settings

#: The committed document (test_the_document_is_the_served_one: the one the app serves).
_DOCUMENT = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8"))
_URN = "urn:adjudicator:openapi"
_REGISTRY: Registry = Registry().with_resource(
    _URN, Resource.from_contents(_DOCUMENT, default_specification=DRAFT202012))


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app(Settings(deadline=600.0))  # answers are checked here, not speed


def test_the_document_is_the_served_one(app: Flask) -> None:
    assert app.test_client().get("/openapi.json").get_json() == _DOCUMENT, "run 'make openapi'"


def _example(parameter: dict[str, Any]) -> Any:
    return parameter.get("example", parameter.get("schema", {}).get("example"))


def operations() -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, operation) of every operation of the document."""
    return [(method, path, op) for path, item in sorted(_DOCUMENT["paths"].items()) for method, op in item.items()
            if isinstance(op, dict) and "operationId" in op]


def missing_example(op: dict[str, Any]) -> list[str]:
    """What Swagger UI would have to be told by hand to send ``op``: its body, its required query parameters, or
    one of its optional ones when it has no other."""
    missing = []
    body = op.get("requestBody", {}).get("content", {})
    if body and "example" not in body.get("application/json", {}):
        missing.append("the request body")
    parameters = op.get("parameters", [])
    missing += [f"query parameter {p['name']}" for p in parameters if p.get("required") and _example(p) is None]
    if parameters and not body and all(_example(p) is None for p in parameters):
        missing.append("any query parameter")
    return missing


def answer_examples(op: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The examples of ``op``'s 2xx answers by media type: ``{"value": ...}`` (and the committed example's
    ``summary`` and ``description``)."""
    found = {}
    for status, response in op["responses"].items():
        if status.startswith("2"):
            for media_type, media in response.get("content", {}).items():
                if "example" in media:
                    found[media_type] = {"value": media["example"]}
                elif EXAMPLE_NAME in media.get("examples", {}):
                    found[media_type] = media["examples"][EXAMPLE_NAME]
    return found


def answer_schema(method: str, path: str, status: int) -> Draft202012Validator:
    """A validator of the JSON answer the document declares for ``status``."""
    pointer = "/paths/" + path.replace("~", "~0").replace("/", "~1") + f"/{method}/responses/{status}"
    return Draft202012Validator({"$ref": f"{_URN}#{pointer}/content/application~1json/schema"}, registry=_REGISTRY)


def shortened_from(example: Any, answer: Any) -> bool:
    """Whether ``example`` is ``answer`` with some of its lists cut to their first items (as ``make examples``
    shortens a large answer)."""
    if isinstance(example, list) and isinstance(answer, list):
        never_emptied = len(example) > 0 or len(answer) == 0
        return never_emptied and len(example) <= len(answer) and all(map(shortened_from, example, answer))
    if isinstance(example, dict) and isinstance(answer, dict):
        return list(example) == list(answer) and all(shortened_from(example[k], answer[k]) for k in example)
    return bool(example == answer)


def _errors(validator: Draft202012Validator, value: Any) -> list[str]:
    return [f"at '{'/'.join(map(str, e.absolute_path))}': {e.message[:200]}" for e in validator.iter_errors(value)]


OPERATIONS = operations()
_IDS = [op["operationId"] for _, _, op in OPERATIONS]


@pytest.mark.parametrize(("method", "path", "op"), OPERATIONS, ids=_IDS)
def test_the_documented_example_answers_2xx(app: Flask, method: str, path: str, op: dict[str, Any]) -> None:
    assert missing_example(op) == [], f"{op['operationId']} documents no example of {missing_example(op)}"
    media = op.get("requestBody", {}).get("content", {}).get("application/json", {})
    query = {p["name"]: _example(p) for p in op.get("parameters", []) if _example(p) is not None}
    answer = app.test_client().open(path, method=method.upper(), query_string=query, json=media.get("example"))
    assert 200 <= answer.status_code < 300, answer.get_data()[:500]
    examples = answer_examples(op)
    assert list(examples) == [answer.mimetype], f"{op['operationId']} documents no example of its answer"
    example = examples[str(answer.mimetype)]
    if answer.mimetype == "text/plain":  # the metrics: the example's counts are not this process's, its metrics are
        declared = re.findall(r"^# TYPE \S+ \w+$", example["value"], re.MULTILINE)
        assert declared and all(line in answer.get_data(as_text=True).splitlines() for line in declared)
        return
    if answer.mimetype != "application/json":  # a picture: whole, or its opening (title, desc) when it says so
        picture, text = example["value"], answer.get_data(as_text=True)
        assert picture.startswith("<svg") and picture.rstrip().endswith("</svg>")
        if "description" in example:
            opening = picture.rstrip().removesuffix("</svg>")
            assert text.startswith(opening), "the example is stale: run 'make examples'"
        else:
            assert picture == text, "the example is stale: run 'make examples'"
        return
    validator = answer_schema(method, path, answer.status_code)
    assert _errors(validator, answer.get_json()) == []
    assert _errors(validator, example["value"]) == []
    if op["operationId"] in ("get_readyz", "get_livez"):
        return  # the state of this process, not the example's: its schema is what is checked
    if "description" in example:  # shortened: the answer with lists cut, each named
        assert shortened_from(example["value"], answer.get_json()), "the example is stale: run 'make examples'"
        assert example["value"] != answer.get_json()
    else:
        assert example["value"] == answer.get_json(), "the example is stale: run 'make examples'"


def test_every_operation_is_checked() -> None:
    assert len(OPERATIONS) >= 147
    assert {"run_batch", "get_cetkaik_moves", "apply_cetkaik_move", "get_metrics"} <= set(_IDS)


def test_large_answers_are_shortened_and_say_so() -> None:
    shortened = {op["operationId"]: answer_examples(op) for _, _, op in OPERATIONS}
    tileset = shortened["get_example_letiles_tileset"]["application/json"]
    assert re.search(r"tiles \(\d+ of 54 items\)", tileset["description"])
    picture = shortened["render_cetkaik_position"]["image/svg+xml"]
    assert "<desc" in picture["value"] and "<path" not in picture["value"] and "drawing" in picture["description"]
    assert "description" not in shortened["get_stick_distribution"]["application/json"]


def test_a_missing_example_is_found() -> None:
    op = {"requestBody": {"content": {"application/json": {"schema": {}}}},
          "parameters": [{"name": "a", "required": True, "schema": {}}, {"name": "b", "schema": {}}]}
    assert missing_example(op) == ["the request body", "query parameter a"]
    optional = {"parameters": [{"name": "b", "schema": {}}, {"name": "c", "schema": {}}]}
    assert missing_example(optional) == ["any query parameter"]
    assert missing_example({"parameters": [{"name": "b", "schema": {"example": 1}}]}) == []
    assert missing_example({"responses": {}}) == []  # takes nothing: the request is its path


def test_a_stale_or_altered_example_is_found() -> None:
    answer = {"n": 3, "moves": [{"to": "KA"}, {"to": "LA"}, {"to": "NA"}]}
    assert shortened_from({"n": 3, "moves": [{"to": "KA"}]}, answer)
    assert not shortened_from({"n": 3, "moves": []}, answer)  # never cut to nothing
    assert shortened_from({"n": 3, "moves": []}, {"n": 3, "moves": []})
    assert not shortened_from({"n": 3, "moves": [{"to": "LA"}]}, answer)  # not the first items
    assert not shortened_from({"n": 4, "moves": [{"to": "KA"}]}, answer)
    assert not shortened_from({"moves": [{"to": "KA"}], "n": 3}, answer)  # the answer's order of fields
