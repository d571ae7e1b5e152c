"""Only the rules library's :class:`RulesError` is bad input (a 422 naming the field): any other exception raised
while answering, a ``ValueError`` or ``TypeError`` of a bug included, is a 500 in the service's JSON error shape,
so that tests and fuzzers see the bug instead of a plausible refusal."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import adjudicator.web
from adjudicator.games import sticks
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.errors import RulesError
from adjudicator.web.api import REGISTRY, under

WEB = Path(adjudicator.web.__file__).resolve().parent

BUGS: list[Exception] = [
    ValueError("invalid literal for int() with base 10: 'x'"),
    TypeError("unsupported operand type(s) for +: 'int' and 'str'"),
    KeyError("x"),
]


def _raising(exc: Exception) -> Callable[..., Any]:
    def fail(*args: Any, **kwargs: Any) -> Any:
        raise exc

    return fail


def _assert_server_error(r: Any) -> None:
    assert r.status_code == 500, r.get_data()
    body = r.get_json()
    assert body["code"] == 500 and body["status"] == "Internal Server Error"
    assert "errors" not in body  # nothing is blamed on the request


@pytest.mark.parametrize("exc", BUGS, ids=lambda e: type(e).__name__)
def test_a_bug_in_a_computation_is_a_500(client: Any, monkeypatch: pytest.MonkeyPatch, exc: Exception) -> None:
    monkeypatch.setattr(sticks, "casts", _raising(exc))
    _assert_server_error(client.post("/v1/sticks/cast", json={"sticks": 5, "count": 2, "seed": 3}))


def test_a_rules_error_in_a_computation_is_a_422_naming_its_field(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sticks, "casts", _raising(RulesError("must be a whole number from 1 to 20", "sticks")))
    r = client.post("/v1/sticks/cast", json={"sticks": 5, "count": 2, "seed": 3})
    assert r.status_code == 422, r.get_data()
    body = r.get_json()
    assert body["errors"]["json"] == {"sticks": ["must be a whole number from 1 to 20"]}
    assert "sticks" in body["message"]


def test_a_computation_that_does_not_fail_is_answered(client: Any) -> None:
    r = client.post("/v1/sticks/cast", json={"sticks": 5, "count": 2, "seed": 3})
    assert r.status_code == 200 and len(r.get_json()["casts"]) == 2


@pytest.mark.parametrize("exc", BUGS, ids=lambda e: type(e).__name__)
def test_a_bug_in_a_field_parser_is_a_500(client: Any, monkeypatch: pytest.MonkeyPatch, exc: Exception) -> None:
    loader = REGISTRY["list_cetkaik_moves"].request
    assert loader is not None
    monkeypatch.setattr(loader.fields["src"], "parse", _raising(exc))
    text = Position.initial().to_text()
    _assert_server_error(client.post("/v1/cetkaik/moves", json={"position_text": text, "src": "ZO"}))


def test_a_rules_error_of_a_field_parser_is_a_422_naming_the_field(client: Any) -> None:
    text = Position.initial().to_text()
    r = client.post("/v1/cetkaik/moves", json={"position_text": text, "src": "QQ"})
    assert r.status_code == 422 and list(r.get_json()["errors"]["json"]) == ["src"]
    r = client.post("/v1/cetkaik/moves", json={"position_text": text.replace(" IA ", " X ", 1)})
    assert r.status_code == 422, r.get_data()
    assert [path.startswith("position_text") for path in r.get_json()["errors"]["json"]] == [True]


def test_under_names_a_rules_error_and_leaves_a_bug_alone() -> None:
    with pytest.raises(RulesError) as info, under("position"):
        raise RulesError("too many pawns", "board")
    assert info.value.field == "position.board"
    bug = ValueError("not a rules error")
    with pytest.raises(ValueError) as raised, under("position"):
        raise bug
    assert raised.value is bug and not isinstance(raised.value, RulesError)


#: The only places of the web layer that catch ``ValueError`` or ``TypeError`` (module, function, exception): none
#: of them turns a library exception other than a compiled module's type refusal into a 4xx.
KEPT = {
    # the request body: orjson's and json's refusals of what is not strict JSON (a 422 about the body)
    ("api", "read_json", "ValueError"),
    # orjson cannot encode an integer beyond 64 bits: the standard encoder is used instead (no error answered)
    ("api", "answer_key", "TypeError"), ("api", "encode", "TypeError"),
    ("observability", "JsonFormatter.format", "TypeError"),
    # a compiled (mypyc) module refusing a value of another type than it declares: wrong_type() answers that message
    # shape as bad input and raises any other TypeError again (a 500)
    ("api", "produce", "TypeError"), ("api", "under.__exit__", "TypeError"),
    ("fields", "LibraryField._deserialize", "TypeError"),
    ("fields", "LibraryNested._deserialize", "TypeError"),
    # HTTP headers (a malformed Accept-Encoding weight, Content-Length) and settings read from the environment
    ("http_cache", "coding_weights", "ValueError"), ("guard", "_body_bytes", "ValueError"),
    ("http_cache", "parse_max_age", "ValueError"), ("settings", "_env", "ValueError"),
    # a body that is not strict JSON, met in the fast lane: handed to Flask, which answers the 422
    ("fastlane", "FastLane._answer", "ValueError"),
}


def _caught(handler: ast.ExceptHandler) -> set[str]:
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return {n.id for n in names if isinstance(n, ast.Name)} | {n.attr for n in names if isinstance(n, ast.Attribute)}


def _handlers(node: ast.AST, function: str) -> Iterator[tuple[str, set[str]]]:
    """(the innermost function around it, what it catches) for every ``except`` clause under ``node``, and for every
    ``isinstance(exc, ...)`` test (a context manager's ``__exit__`` catches that way); a method is named with its
    class."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.ExceptHandler) and child.type is not None:
            yield function, _caught(child)
        if (isinstance(child, ast.Call) and isinstance(child.func, ast.Name) and child.func.id == "isinstance"
                and len(child.args) == 2):
            yield function, _caught(ast.ExceptHandler(type=child.args[1]))
        if isinstance(child, ast.ClassDef):
            inner = child.name
        elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            inner = f"{function}.{child.name}" if isinstance(node, ast.ClassDef) else child.name
        else:
            inner = function
        yield from _handlers(child, inner)


def test_the_web_layer_catches_value_and_type_errors_only_where_listed() -> None:
    found = set()
    for path in sorted(WEB.rglob("*.py")):
        module = ".".join(path.relative_to(WEB).with_suffix("").parts)
        for function, caught in _handlers(ast.parse(path.read_text(encoding="utf-8")), "<module>"):
            found |= {(module, function, name) for name in caught & {"ValueError", "TypeError"}}
    assert not found - KEPT, f"catch RulesError, not ValueError or TypeError: {sorted(found - KEPT)}"
    assert not KEPT - found, f"no longer caught, to be taken off KEPT: {sorted(KEPT - found)}"
