"""A value that does not match a field's pattern is refused with the form it must have and an example."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import marshmallow as ma
import pytest

from adjudicator.web import create_app
from adjudicator.web.api import REGISTRY
from adjudicator.web.settings import Settings

_APP = create_app(Settings())  # declares the operations (REGISTRY)


def _fields(schema: ma.Schema, path: str) -> Iterator[tuple[str, ma.fields.Field]]:
    for name, field in schema.fields.items():
        yield from _field(field, f"{path}.{field.data_key or name}" if path else field.data_key or name)


def _field(field: ma.fields.Field, path: str) -> Iterator[tuple[str, ma.fields.Field]]:
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


@pytest.mark.parametrize(("op_id", "path", "validator"), PATTERNED, ids=[f"{o}:{p}" for o, p, _ in PATTERNED])
def test_a_pattern_error_names_the_form_with_an_example(op_id: str, path: str, validator: ma.validate.Regexp) -> None:
    with pytest.raises(ma.ValidationError) as caught:
        validator("\u00a7 not this")
    message = str(caught.value.messages[0] if isinstance(caught.value.messages, list) else caught.value.messages)
    assert "pattern" not in message and "such as" in message, f"{op_id} {path}: {message}"


@pytest.fixture(scope="module")
def client() -> Any:
    return _APP.test_client()


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
