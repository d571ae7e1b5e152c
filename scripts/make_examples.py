"""Write the response examples of the OpenAPI document (``make examples``); ``--check`` fails when they are stale.

Each operation of the service is sent its documented request example (its JSON body, or its query parameters'
examples) in-process, and its 2xx answer is kept as the example of that answer, in
``service/adjudicator/web/response_examples.json`` (read by :mod:`adjudicator.web.examples` when the document is
built). Answers are kept whole up to about 4 KB; a larger one is shortened so the document stays readable:

* a JSON answer has its lists cut, the largest first, to the first half of their items (never to none, and never
  below what the response schema requires: the shortened example still validates against it) until it fits; the
  example's ``description`` names each list cut and how many items it had;
* an SVG picture keeps its ``<title>`` and ``<desc>`` (what it shows, in words) and leaves out its drawing.

An answer whose size is in what its schema fixes (a Cetkaik board: a position is always all of it) stays whole.
The operational endpoints (health, metrics) are left out: their examples are written where they are declared.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import orjson
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from adjudicator.web import create_app
from adjudicator.web.examples import EXAMPLES_FILE
from adjudicator.web.settings import Settings

#: Answers up to this many bytes (compact JSON, or the text of a picture) are kept whole.
LIMIT = 4096
#: The document's address in the schema registry the answers are validated with.
DOCUMENT = "urn:adjudicator:openapi"

Path_ = tuple[str | int, ...]


def parameter_example(parameter: dict[str, Any]) -> Any:
    """A query parameter's documented example (on the parameter or on its schema), else ``None``."""
    return parameter.get("example", parameter.get("schema", {}).get("example"))


def request_example(operation: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    """``(query, body)`` of an operation's documented request example (the body is ``None`` for a GET)."""
    media = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    query = {p["name"]: parameter_example(p) for p in operation.get("parameters", [])
             if parameter_example(p) is not None}
    return query, media.get("example")


def answer_media(operation: dict[str, Any]) -> list[dict[str, Any]]:
    """The media type objects of an operation's 2xx responses."""
    return [media for status, response in operation["responses"].items() if str(status).startswith("2")
            for media in response.get("content", {}).values()]


def operations(document: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``(method, path, operation)`` of every operation of the document."""
    for path, item in sorted(document["paths"].items()):
        for method, operation in item.items():
            if isinstance(operation, dict) and "operationId" in operation:
                yield method, path, operation


def schema_validator(document: dict[str, Any], method: str, path: str, status: str) -> Draft202012Validator:
    """A validator of the JSON answer an operation documents for ``status``."""
    registry: Registry = Registry().with_resource(
        DOCUMENT, Resource.from_contents(document, default_specification=DRAFT202012))
    pointer = "/paths/" + path.replace("~", "~0").replace("/", "~1") + f"/{method}/responses/{status}"
    return Draft202012Validator({"$ref": f"{DOCUMENT}#{pointer}/content/application~1json/schema"},
                                registry=registry)


def _size(value: Any) -> int:
    return len(orjson.dumps(value))


def _lists(value: Any, at: Path_ = ()) -> Iterator[tuple[Path_, list[Any]]]:
    if isinstance(value, list):
        yield at, value
        for i, item in enumerate(value):
            yield from _lists(item, (*at, i))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _lists(item, (*at, key))


def _replaced(value: Any, at: Path_, new: Any) -> Any:
    if not at:
        return new
    head, rest = at[0], at[1:]
    if isinstance(value, list):
        assert isinstance(head, int)
        return [_replaced(item, rest, new) if i == head else item for i, item in enumerate(value)]
    return {key: _replaced(item, rest, new) if key == head else item for key, item in value.items()}


def _name(at: Path_) -> str:
    text = ""
    for part in at:
        text += f"[{part}]" if isinstance(part, int) else f".{part}" if text else part
    return text or "the answer"


def shorten_json(answer: Any, valid: Callable[[Any], bool]) -> tuple[Any, str | None]:
    """The answer, its largest lists halved until it is within :data:`LIMIT` (each cut kept only if the result is
    still ``valid``), and a description of the cuts (``None`` when nothing was cut)."""
    if _size(answer) <= LIMIT:
        return answer, None
    lengths: dict[Path_, int] = {}  # the lists cut: their length in the answer
    fixed: set[Path_] = set()  # lists the schema does not let be shorter
    value = answer
    while _size(value) > LIMIT:
        candidates = [(_size(items), at, items) for at, items in _lists(value) if len(items) > 1 and at not in fixed]
        if not candidates:
            break
        _, at, items = max(candidates, key=lambda c: (c[0], c[1].__repr__()))
        cut = _replaced(value, at, items[:len(items) // 2])
        if valid(cut):
            lengths.setdefault(at, len(items))
            value = cut
        else:
            fixed.add(at)
    kept = {at: n for at, n in lengths.items() if _still_there(value, at)}
    if not kept:
        return value, None  # nothing could be cut: the size is in what the schema fixes (a board, say)
    cuts = ", ".join(f"{_name(at)} ({len(_at(value, at))} of {n} items)" for at, n in sorted(kept.items(), key=repr))
    return value, f"Shortened for the document: the answer's lists are cut to their first items: {cuts}."


def _still_there(value: Any, at: Path_) -> bool:
    try:
        _at(value, at)
    except (IndexError, KeyError, TypeError):
        return False
    return True


def _at(value: Any, at: Path_) -> Any:
    for part in at:
        value = value[part]
    return value


def shorten_svg(text: str) -> tuple[str, str | None]:
    """The picture whole when within :data:`LIMIT`, else its opening, ``<title>`` and ``<desc>`` only."""
    end = text.find("</desc>")
    if len(text.encode("utf-8")) <= LIMIT or end < 0:
        return text, None
    return (text[:end + len("</desc>")] + "</svg>" + text[len(text.rstrip()):],
            "Shortened for the document: the picture's drawing is left out; its title and description are kept.")


def make_examples() -> dict[str, dict[str, Any]]:
    """Every declared operation's answer to its request example, shortened, as OpenAPI Example Objects."""
    app = create_app(Settings(deadline=600.0, log_level="WARNING"))  # computed once here, not timed; no access log
    client = app.test_client()
    document = client.get("/openapi.json").get_json()
    examples: dict[str, dict[str, Any]] = {}
    for method, path, operation in operations(document):
        operation_id = operation["operationId"]
        if any("example" in media for media in answer_media(operation)):
            continue  # an example written where the operation is declared (the operational endpoints)
        query, body = request_example(operation)
        answer = client.open(path, method=method.upper(), query_string=query, json=body)
        if not 200 <= answer.status_code < 300:
            raise SystemExit(f"{operation_id}: its request example is answered {answer.status_code}: "
                             f"{answer.get_data(as_text=True)[:300]}")
        if answer.mimetype == "application/json":
            validator = schema_validator(document, method, path, str(answer.status_code))
            value, description = shorten_json(answer.get_json(), validator.is_valid)
        else:
            value, description = shorten_svg(answer.get_data(as_text=True))
        example: dict[str, Any] = {"summary": "The answer to the request example", "value": value}
        if description is not None:
            example["description"] = description
        examples[operation_id] = example
    return dict(sorted(examples.items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=EXAMPLES_FILE, help="the file to write")
    parser.add_argument("--check", action="store_true", help="write nothing; fail if the file is not up to date")
    args = parser.parse_args(argv)
    text = json.dumps(make_examples(), indent=1, ensure_ascii=False) + "\n"
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output.name} is stale: run 'make examples' (then 'make openapi') and commit it",
                  file=sys.stderr)
            return 1
        print(f"{args.output.name} is up to date")
        return 0
    args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
