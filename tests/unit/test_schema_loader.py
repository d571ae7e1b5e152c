"""The schema loader (``adjudicator.web.loader``) loads every request exactly as marshmallow's ``Schema.load`` does.

For every declared operation with a request schema: its documented request example, and variations of it (each key
left out, each value null, of another type, an unknown key added, the body not an object), are loaded both ways; the
arguments are the same, or both refuse with the same messages. A property test sends random bodies built from the
operation's own keys.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import marshmallow as ma
import pytest
from flask import Flask
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.web import create_app
from adjudicator.web.loader import SchemaLoader
from adjudicator.web.settings import Settings

_DOCUMENT = json.loads((Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8"))


def _examples() -> dict[str, dict[str, Any]]:
    """The request example of each operation taking a JSON body, by operationId."""
    found = {}
    for item in _DOCUMENT["paths"].values():
        for op in item.values():
            if not isinstance(op, dict) or "operationId" not in op:
                continue
            example = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("example")
            if isinstance(example, dict):
                found[op["operationId"]] = example
    return found


EXAMPLES = _examples()
#: Values of every JSON type, and some a field may take (a preset name, a square, a position's text form)
VALUES: list[Any] = [None, True, 0, -1, 2**70, 1.5, "", "x", "CAI", "cerke_online_alpha", [], [1], {}, {"a": 1}]


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app(Settings(redis_url=None))


@pytest.fixture(autouse=True)
def _fixed_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """A request without a seed is given a fresh one: the same one both ways here."""
    monkeypatch.setattr(random.SystemRandom, "randrange", lambda self, *args, **kwargs: 12345)


def _outcome(load: Any, body: Any) -> tuple[str, Any]:
    try:
        loaded = load(body)
    except ma.ValidationError as exc:
        return "refused", exc.messages
    return "loaded", {key: repr(value) for key, value in loaded.items()}


def _same(schema: ma.Schema, body: Any) -> None:
    assert _outcome(SchemaLoader(schema).load, body) == _outcome(lambda b: dict(schema.load(b)), body), body


def _variations(example: dict[str, Any]) -> Iterator[Any]:
    yield example
    yield {**example, "no_such_field": 1}
    yield [example]
    yield "x"
    for key in example:
        yield {k: v for k, v in example.items() if k != key}
        for value in VALUES:
            yield {**example, key: value}


def _schemas(app: Flask) -> dict[str, ma.Schema]:
    from adjudicator.web.api import REGISTRY

    return {name: op.request for name, op in REGISTRY.items() if op.request is not None}


def test_every_operation_with_an_example_is_checked(app: Flask) -> None:
    from adjudicator.web.api import REGISTRY

    schemas = _schemas(app)
    assert len(set(EXAMPLES) & set(schemas)) >= 60  # most operations take a JSON body with an example
    # and the loop, not marshmallow, loads nearly all of them (the legal-move list's among them)
    looped = {name for name, op in REGISTRY.items() if op.reader is not None and op.reader.direct}
    assert "list_cetkaik_moves" in looped and len(looped) >= 0.9 * len(schemas)


@pytest.mark.parametrize("operation_id", sorted(EXAMPLES))
def test_the_example_and_its_variations_load_the_same(app: Flask, operation_id: str) -> None:
    schema = _schemas(app).get(operation_id)
    if schema is None:
        assert operation_id == "run_batch"  # answered outside the registry; its schema is checked below
        from adjudicator.web.endpoints.batch import BatchRequestSchema

        schema = BatchRequestSchema()
    for body in _variations(EXAMPLES[operation_id]):
        _same(schema, body)


def test_schemas_the_loop_does_not_take_are_loaded_by_marshmallow() -> None:
    class Hooked(ma.Schema):
        value = ma.fields.Integer()

        @ma.pre_load
        def _double(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
            return {"value": data["value"] * 2}

    loader = SchemaLoader(Hooked())
    assert not loader.direct and loader.load({"value": 2}) == {"value": 4}
    assert not SchemaLoader(Hooked(many=True)).direct


@settings(max_examples=60)
@given(data=st.data())
def test_random_bodies_load_the_same(app: Flask, data: st.DataObject) -> None:
    operation_id = data.draw(st.sampled_from(sorted(set(EXAMPLES) & set(_schemas(app)))))
    example = EXAMPLES[operation_id]
    keys = data.draw(st.lists(st.sampled_from([*example, "other"]), unique=True))
    body = {key: data.draw(st.sampled_from([example.get(key), *VALUES])) for key in keys}
    _same(_schemas(app)[operation_id], body)


def test_a_batch_of_items_loads_as_marshmallow_s_nested_schemas_would() -> None:
    """The batch's items are loaded by their schema's loader (LoadedNested): the same items, the same errors as a
    plain ``Nested`` field gives."""
    from marshmallow.validate import Length

    from adjudicator.web.endpoints.batch import MAX_ITEMS, BatchItemSchema, BatchRequestSchema

    plain = ma.Schema.from_dict({"requests": ma.fields.List(
        ma.fields.Nested(BatchItemSchema), required=True, validate=Length(min=1, max=MAX_ITEMS))})()
    fast = BatchRequestSchema()
    item = EXAMPLES["run_batch"]["requests"][0]
    bodies: list[Any] = [{"requests": [item, *variation]} for variation in (
        [], [{}], [{"operation": 1}], [{"operation": "x", "body": []}], [{"operation": "x", "other": 1}], ["x"],
        [None], [{"operation": "x", "body": None}], [item] * (MAX_ITEMS - 1), [item] * MAX_ITEMS)]
    for body in [*bodies, {"requests": []}, {"requests": "x"}]:
        assert _outcome(fast.load, body) == _outcome(plain.load, body), body
