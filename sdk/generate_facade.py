"""Write ``adjudicator_sdk/operations.py``: one typed method per operation of ``openapi/openapi.json``.

Run by ``make sdk`` after openapi-python-client has regenerated ``adjudicator_client`` (the methods take and return
its models, whose names and field types are read from the generated code itself). ``--check`` compares instead
of writing (the drift check). Operations are grouped by path: ``/v1/<game>/...`` goes to the namespace ``<game>``
(hyphens as underscores), everything else (health, metrics, batches) to ``service``.
"""

from __future__ import annotations

import argparse
import enum
import importlib
import inspect
import json
import sys
import types
import typing
import unicodedata
from pathlib import Path
from typing import Any

import attrs

SDK = Path(__file__).resolve().parent
sys.path.insert(0, str(SDK))

from adjudicator_client import models  # noqa: E402
from adjudicator_client import types as client_types  # noqa: E402

DEFAULT_OPENAPI = SDK.parent / "openapi" / "openapi.json"
DEFAULT_OUTPUT = SDK / "adjudicator_sdk" / "operations.py"
HTTP_METHODS = ("get", "post", "put", "patch", "delete")
WIDTH = 120
SERVICE = "service"
HINT_NAMES = {**vars(models), **vars(client_types), "Any": Any}


class GeneratorError(Exception):
    """The document or the generated client has something this generator does not handle yet."""


def namespace_of(path: str) -> str:
    """The namespace of an operation, from its path."""
    parts = path.strip("/").split("/")
    if len(parts) >= 3 and parts[0] == "v1":
        return parts[1].replace("-", "_")
    return SERVICE


def class_name(namespace: str) -> str:
    return "".join(part.capitalize() for part in namespace.split("_")) + "Operations"


def type_text(hint: Any) -> str:
    """A type hint of the generated client written as source (models as ``models.Name``)."""
    if hint is type(None) or hint is None:
        return "None"
    if hint is Any:
        return "Any"
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        arguments = sorted(typing.get_args(hint), key=lambda arg: arg is type(None))  # None last, as the linter asks
        return " | ".join(type_text(arg) for arg in arguments)
    if isinstance(origin, type) and origin in (list, dict, tuple, set):
        return f"{origin.__name__}[{', '.join(type_text(arg) for arg in typing.get_args(hint))}]"
    if hint in (str, int, float, bool, list, dict):
        return str(hint.__name__)
    if hint is client_types.Unset:
        return "Unset"
    name = str(getattr(hint, "__name__", ""))
    if isinstance(hint, type) and getattr(models, name, None) is hint:
        return f"models.{name}"
    raise GeneratorError(f"cannot write the type {hint!r}")


def default_text(value: Any) -> str:
    """A default of the generated client written as source."""
    if value is client_types.UNSET:
        return "UNSET"
    if isinstance(value, enum.Enum):
        if getattr(models, type(value).__name__, None) is type(value):
            return f"models.{type(value).__name__}.{value.name}"
        return "..."
    if isinstance(value, str):
        return quoted(value)
    if value is None or isinstance(value, bool | int | float):
        return repr(value)
    return "..."


def quoted(text: str) -> str:
    """A string literal in double quotes."""
    return json.dumps(text, ensure_ascii=False)


def display_width(text: str) -> int:
    """Columns as the linter counts them (East Asian wide characters take two)."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def wrap(line: str, width: int) -> list[str]:
    """One line of prose wrapped at ``width`` columns, keeping its indentation on every piece."""
    stripped = line.rstrip()
    indent = stripped[: len(stripped) - len(stripped.lstrip())]
    words = stripped.split()
    if not words:
        return [""]
    lines: list[str] = []
    current = indent + words[0]
    for word in words[1:]:
        if display_width(current) + 1 + display_width(word) > width:
            lines.append(current)
            current = indent + word
        else:
            current += " " + word
    lines.append(current)
    return lines


def docstring(text: str, indent: str) -> list[str]:
    """A docstring of ``text`` (wrapped, escaped) at ``indent``."""
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    body: list[str] = []
    for line in text.strip().splitlines():
        body.extend(wrap(line, WIDTH - len(indent)))
    first, rest = body[0], body[1:]
    if not rest and display_width(f'{indent}"""{first}"""') <= WIDTH:
        return [f'{indent}"""{first}"""']
    out = [f'{indent}"""{first}']
    out.extend(f"{indent}{line}" if line else "" for line in rest)
    out.append(f'{indent}"""')
    return out


def success_parser(hints: dict[str, Any]) -> tuple[str, str]:
    """The type a method returns and the expression that builds it from the decoded answer."""
    answers = [arg for arg in typing.get_args(hints["return"]) if arg not in (models.Error, type(None))]
    if len(answers) != 1:
        raise GeneratorError(f"expected one success type, found {answers}")
    answer = answers[0]
    if answer in (str, Any):
        return "str", "text_answer"
    text = type_text(answer)
    if not text.startswith("models."):
        raise GeneratorError(f"cannot parse an answer of type {answer!r}")
    return text, f"{text}.from_dict"


def signature_lines(name: str, params: list[str], returns: str, indent: str, overload: bool) -> list[str]:
    """A method's ``def`` (one line when it fits, else one parameter a line)."""
    suffix = " ..." if overload else ""
    one_line = f"{indent}def {name}({', '.join(params)}) -> {returns}:{suffix}"
    if display_width(one_line) <= WIDTH:
        return [one_line]
    lines = [f"{indent}def {name}("]
    for param in params:
        lines += parameter_lines(param, indent + "    ")
    return [*lines, f"{indent}) -> {returns}:{suffix}"]


def parameter_lines(param: str, indent: str) -> list[str]:
    """One parameter of a ``def`` on its own line, its default (and then its type) in brackets when too long."""
    if display_width(f"{indent}{param},") <= WIDTH:
        return [f"{indent}{param},"]
    head, _, default = param.partition(" = ")
    name, _, annotation = head.partition(": ")
    inner = indent + "    "
    if display_width(f"{indent}{head} = (") <= WIDTH:
        lines = [f"{indent}{head}" + (" = (" if default else ",")]
    else:
        alternatives = annotation.split(" | ")
        lines = [f"{indent}{name}: (", f"{inner}{alternatives[0]}", *(f"{inner}| {alt}" for alt in alternatives[1:])]
        lines.append(f"{indent})" + (" = (" if default else ","))
    if default:
        lines += [f"{inner}{default}", f"{indent}),"]
    return lines


def call_lines(function: str, arguments: list[str], indent: str) -> list[str]:
    one_line = f"{indent}return {function}({', '.join(arguments)})"
    if display_width(one_line) <= WIDTH:
        return [one_line]
    return [f"{indent}return {function}(", *(f"{indent}    {argument}," for argument in arguments), f"{indent})"]


def method(operation: dict[str, Any], http_method: str, path: str) -> list[str]:
    """The source of one operation's method (with its overloads for a POST body)."""
    operation_id = str(operation["operationId"])
    tag = str(operation["tags"][0]).replace("-", "_")
    module = importlib.import_module(f"adjudicator_client.api.{tag}.{operation_id}")
    hints = typing.get_type_hints(module.sync, globalns=HINT_NAMES)
    returns, parse = success_parser(hints)
    doc = str(operation.get("summary") or operation_id)
    if operation.get("description"):
        doc += "\n\n" + str(operation["description"])
    doc += f"\n\n``{http_method.upper()} {path}``"
    indent = "    "
    lines: list[str] = []
    if any(param.get("in") == "path" for param in operation.get("parameters", [])):
        raise GeneratorError(f"{operation_id}: path parameters are not handled yet")
    if "body" in hints:
        body_model = hints["body"]
        model_text = type_text(body_model)
        doc += (f"\n\nThe request is a :class:`~adjudicator_client.{model_text}` (or its JSON as a mapping), or its"
                " fields as keyword arguments.")
        hints_of_model = typing.get_type_hints(body_model, globalns=HINT_NAMES)
        fields: list[str] = []
        for field in attrs.fields(body_model):
            if not field.init:
                continue
            if field.name in ("self", "body"):
                raise GeneratorError(f"{operation_id}: a request field named {field.name!r}")
            annotation = type_text(hints_of_model[field.name])
            required = field.default is attrs.NOTHING
            fields.append(f"{field.name}: {annotation}" + ("" if required else f" = {default_text(field.default)}"))
        lines += [f"{indent}@overload"]
        lines += signature_lines(
            operation_id, ["self", f"body: {model_text} | Mapping[str, Any]", "/"], returns, indent, True
        )
        lines += ["", f"{indent}@overload"]
        lines += signature_lines(operation_id, ["self", "*", *fields] if fields else ["self"], returns, indent, True)
        lines += [""]
        lines += signature_lines(
            operation_id,
            ["self", "*body: Any", "**fields: Any"],
            returns, indent, False,
        )
        lines += docstring(doc, indent * 2)
        lines += call_lines(
            "self._post_operation",
            [quoted(operation_id), quoted(path), model_text, "body", "fields", parse],
            indent * 2,
        )
    else:
        if http_method != "get":
            raise GeneratorError(f"{operation_id}: a {http_method.upper()} without a body is not handled yet")
        signature = inspect.signature(module.sync)
        by_name = {name: param for name, param in signature.parameters.items() if name != "client"}
        params: list[str] = []
        query: list[str] = []
        for parameter in operation.get("parameters", []):
            wire = str(parameter["name"])
            candidates = [wire, wire + "_", wire.replace("-", "_"), wire.replace("-", "_") + "_"]
            python = next((name for name in candidates if name in by_name), None)
            if python is None:
                raise GeneratorError(f"{operation_id}: no argument of the generated client for the query {wire!r}")
            found = by_name.pop(python)
            text = f"{python}: {type_text(hints[python])}"
            if found.default is not inspect.Parameter.empty:
                text += f" = {default_text(found.default)}"
            params.append(text)
            query.append(f"{quoted(wire)}: {python}")
        if by_name:
            raise GeneratorError(f"{operation_id}: arguments not in the document: {sorted(by_name)}")
        lines += signature_lines(operation_id, ["self", "*", *params] if params else ["self"], returns, indent, False)
        lines += docstring(doc, indent * 2)
        query_text = "{" + ", ".join(query) + "}"
        if display_width(f"{indent * 3}{query_text},") > WIDTH:
            query_text = "{\n" + "".join(f"{indent * 4}{item},\n" for item in query) + f"{indent * 3}}}"
        lines += call_lines(
            "self._get_operation",
            [quoted(operation_id), quoted(path), query_text, parse],
            indent * 2,
        )
    return lines


def generate(document: dict[str, Any]) -> str:
    """The source of ``operations.py`` for an OpenAPI document."""
    grouped: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for path, item in document["paths"].items():
        for http_method, operation in item.items():
            if http_method in HTTP_METHODS:
                grouped.setdefault(namespace_of(path), []).append((path, http_method, operation))
    out = [
        "# Generated by sdk/generate_facade.py from openapi/openapi.json (`make sdk`): do not edit by hand.",
        '"""One typed method per operation of the service, grouped by game: ``Adjudicator(...).letiles``, ...',
        "",
        "Each method takes the request body as the generated client's model (or its JSON as a mapping, or its fields",
        "as keyword arguments) and, for a GET, the query parameters as keyword arguments; it returns the answer as the",
        "generated client's model (an SVG picture or the metrics as text) and raises the exceptions of",
        ":mod:`adjudicator_sdk.errors`, retried as the client's policy says.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from collections.abc import Mapping",
        "from typing import Any, overload",
        "",
        "from adjudicator_client import models",
        "from adjudicator_client.types import UNSET, Unset",
        "from adjudicator_sdk.namespace import Namespace, text_answer",
        "",
        '__all__ = ["NAMESPACES", "OPERATIONS", "UNSET", "Unset"]',
    ]
    table: list[str] = []
    for namespace in sorted(grouped):
        name = class_name(namespace)
        out += ["", "", f"class {name}(Namespace):"]
        where = "the service's own operations (health, metrics, batches)" if namespace == SERVICE else (
            f"the operations under ``/v1/{grouped[namespace][0][0].strip('/').split('/')[1]}/``")
        out += docstring(f"The typed methods of {where}.", "    ")
        for path, http_method, operation in grouped[namespace]:
            out += [""]
            out += method(operation, http_method, path)
            entry = ", ".join(quoted(value) for value in (namespace, http_method.upper(), path))
            table.append(f"    {quoted(operation['operationId'])}: ({entry}),")
    out += ["", ""]
    out += ["#: Each namespace's class, by the name of its attribute on ``Adjudicator``."]
    out += ["NAMESPACES: dict[str, type[Namespace]] = {"]
    out += [f"    {quoted(namespace)}: {class_name(namespace)}," for namespace in sorted(grouped)]
    out += ["}", ""]
    out += ["#: Every operation: operationId -> (namespace, HTTP method, path)."]
    out += ["OPERATIONS: dict[str, tuple[str, str, str]] = {", *table, "}", ""]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--openapi", type=Path, default=DEFAULT_OPENAPI)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true", help="fail if the output is not what would be written")
    args = parser.parse_args(argv)
    source = generate(json.loads(args.openapi.read_text(encoding="utf-8")))
    if args.check:
        if not args.output.exists() or args.output.read_text(encoding="utf-8") != source:
            print(f"{args.output} is stale; run 'make sdk' and commit it", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(source, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
