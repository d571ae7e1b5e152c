"""Error responses: one declared JSON shape for every error, and messages that say what is wrong and where.

Every 422 carries ``errors``: by location (``json``, ``query``), a flat map from the path of each offending field
(``position.board.ZO``, ``rounds[0].A``) to its messages, at most :data:`MAX_ERRORS` of them, so that an error
answer stays small whatever the request; ``message`` names the first one.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Any, NoReturn

import marshmallow as ma
from flask_smorest import abort

from adjudicator.games.errors import RulesError

#: The most field errors one answer lists.
MAX_ERRORS = 20

#: Request names changed in a release (old -> new), pointed out when the old one is sent. Renames are made outright
#: while the API is 0.x (see CHANGELOG.md), so the old name is an unknown field with this hint.
RENAMED = {"rules": ("ruleset", "0.2"), "players": ("seats", "0.2"), "names": ("seats", "0.2"),
           # 0.3: one name for each thing across the games (docs/glossary.md)
           "game": ("state", "0.3"), "match": ("state", "0.3"), "throw": ("cast", "0.3"), "throws": ("casts", "0.3"),
           "turn": ("to_play", "0.3"), "whose_turn": ("to_play", "0.3"), "first_mover": ("first", "0.3"),
           "start_player": ("first", "0.3"), "player": ("seat", "0.3"),
           # 0.4
           "first_player": ("first", "0.4")}
_UNKNOWN = "is not a field of this request"
#: What an unknown query parameter is told (the body's unknown fields are told :data:`_UNKNOWN`).
UNKNOWN_PARAMETER = "is not a parameter of this operation"


def _word_marshmallow_errors() -> None:
    """Word marshmallow's own messages as the service words its errors: what the field must be, in JSON terms.

    Field classes read these when a schema's fields are built, which is after this module is imported (every
    schema module imports the web layer's fields, which import this module first).
    """
    wording: dict[type[Any], dict[str, str]] = {
        ma.fields.Field: {"required": "is required", "null": "must not be null", "validator_failed": "is not valid"},
        ma.fields.String: {"invalid": "must be a string", "invalid_utf8": "must be a valid UTF-8 string"},
        ma.fields.Integer: {"invalid": "must be a whole number"},
        ma.fields.Number: {"invalid": "must be a number", "too_large": "is too large a number"},
        ma.fields.Boolean: {"invalid": "must be true or false"},
        ma.fields.List: {"invalid": "must be an array"},
        ma.fields.Tuple: {"invalid": "must be an array"},
        ma.fields.Dict: {"invalid": "must be an object"},
        ma.fields.Nested: {"type": "must be an object"},
    }
    for cls, messages in wording.items():
        cls.default_error_messages = {**cls.default_error_messages, **messages}
    ma.Schema._default_error_messages = {"type": "must be a JSON object", "unknown": _UNKNOWN}
    ma.validate.Regexp.default_message = "must match the pattern {regex}"
    ma.validate.OneOf.default_message = "must be one of: {choices}"


_word_marshmallow_errors()


_MESSAGES = {"type": "array", "items": {"type": "string"}}
#: Errors of one location: messages by field path, or messages about the whole (a body that is not JSON).
_BY_PATH = {"oneOf": [{"type": "object", "additionalProperties": _MESSAGES}, _MESSAGES]}


class ErrorSchema(ma.Schema):
    """The body of every error response."""

    code = ma.fields.Integer(required=True, metadata={"description": "the HTTP status code"})
    status = ma.fields.String(required=True, metadata={"description": "the HTTP status name"})
    message = ma.fields.String(
        metadata={"description": "what is wrong, naming the field, square or record line concerned"}
    )
    errors = ma.fields.Dict(
        keys=ma.fields.String(),
        metadata={
            "description": "details by location (json, query, ...) and field path",
            "properties": {
                "json": {**_BY_PATH, "description": "the body's offending fields by path (position.board.ZO, "
                                                    "rounds[0].A), or what is wrong with the body as a whole"},
                "query": {**_BY_PATH, "description": "the offending query parameters by name"},
                "too_many": {"type": "array", "items": {"type": "string"},
                             "description": "the pieces of which there are more than the game has"},
            },
        },
    )


def _join(path: str, key: Any) -> str:
    if key == ma.exceptions.SCHEMA or key is None:
        return path
    if isinstance(key, int):
        return f"{path}[{key}]"
    if isinstance(key, str) and key.startswith("["):  # a library path continuing with an index (players[1])
        return f"{path}{key}"
    return f"{path}.{key}" if path else str(key)


def _flatten(errors: Any, path: str, out: dict[str, list[str]]) -> None:
    """Collect ``path -> messages`` from marshmallow's nested error structure, up to :data:`MAX_ERRORS` paths."""
    if isinstance(errors, dict):
        entry = path and errors and set(errors) <= {"key", "value"}  # marshmallow's errors of one Dict entry
        for key, value in errors.items():
            if len(out) >= MAX_ERRORS:
                return
            if entry:  # no request field is named key or value: the entry's value is the path, its key is named
                keyed = key == "key" and isinstance(value, list)
                _flatten([f"(the key) {m}" for m in value] if keyed else value, path, out)
                continue
            _flatten(value, _join(path, key), out)
    elif isinstance(errors, list):
        for item in errors:
            if isinstance(item, str):
                out.setdefault(path, []).append(item)
            else:
                _flatten(item, path, out)
    else:
        out.setdefault(path, []).append(str(errors))


def _renamed(path: str, messages: list[str]) -> list[str]:
    """``messages`` of the top-level field ``path``, an unknown field naming its new name if it was renamed."""
    if path in RENAMED and _UNKNOWN in messages:
        new, version = RENAMED[path]
        return [f"{_UNKNOWN}: it was renamed {new} in {version}" if m == _UNKNOWN else m for m in messages]
    return messages


def unknown_parameters(messages: Any, declared: Iterable[str]) -> Any:
    """Query errors (``{name: [messages]}``) with each unknown parameter told :data:`UNKNOWN_PARAMETER` and, for a
    near miss of a ``declared`` parameter, the one probably meant (``did you mean 'sticks'?``); a parameter renamed
    (:data:`RENAMED`) is told its new name when the operation declares it."""
    if not isinstance(messages, dict):
        return messages
    names = sorted(declared)
    told: dict[Any, Any] = {}
    for name, said in messages.items():
        if not isinstance(said, list) or _UNKNOWN not in said:
            told[name] = said
            continue
        new, version = RENAMED.get(str(name), ("", ""))
        if new in names:
            hint = f"{UNKNOWN_PARAMETER}: it was renamed {new} in {version}"
        else:
            near = difflib.get_close_matches(str(name), names, n=1)
            hint = f"{UNKNOWN_PARAMETER}; did you mean '{near[0]}'?" if near else UNKNOWN_PARAMETER
        told[name] = [hint if m == _UNKNOWN else m for m in said]
    return told


def describe(location: str, path: str, message: str) -> str:
    """One sentence naming the offending field and what is wrong with it."""
    if not path:
        if location == "json" and message.startswith("must "):
            return f"the request body {message}"
        return message if location == "json" else f"{location}: {message}"
    if location == "query":
        return f"query parameter '{path}': {message}"
    return f"'{path}': {message}"


def error_paths(errors: Any) -> tuple[Any, str]:
    """Flatten webargs' ``{location: nested errors}`` to ``{location: {path: [messages]}}``; also the message."""
    if not isinstance(errors, dict):
        return errors, "the request is not valid"
    flat: dict[str, Any] = {}
    message = ""
    for location, nested in errors.items():
        if isinstance(nested, list) and all(isinstance(m, str) for m in nested):
            flat[location] = nested[:MAX_ERRORS]  # an error of the whole body, e.g. it is not JSON
            if nested and not message:
                message = nested[0] if location == "json" else f"{location}: {nested[0]}"
            continue
        paths: dict[str, list[str]] = {}
        _flatten(nested, "", paths)
        renamed = {path: _renamed(path, messages) for path, messages in paths.items()}
        first = [path for path in renamed if renamed[path] != paths[path]]  # the hint explains the other errors
        paths = {path: renamed[path] for path in first + [p for p in renamed if p not in first]}
        flat[location] = {path or "_body": messages[:MAX_ERRORS] for path, messages in paths.items()}
        if paths and not message:
            path, messages = next(iter(paths.items()))
            message = describe(location, path, messages[0])
    return flat, message or "the request is not valid"


def unprocessable(field: str | None, message: str) -> NoReturn:
    """Answer 422 with a message (and the field path, when known)."""
    if field:
        abort(422, message=describe("json", field, message), errors={"json": {field: [message]}})
    abort(422, message=message)
    raise AssertionError("abort returns only by raising")  # pragma: no cover


#: How a compiled (mypyc) rules module refuses an argument of another type than it declares, e.g.
#: "str object expected; got dict": the library's own checks of such a value never run in the compiled build.
_COMPILED_TYPE_REFUSAL = re.compile(r"^[\w.]+ object expected; got [\w.]+$")


def wrong_type(exc: TypeError, field: str | None = None) -> RulesError:
    """A compiled rules module's refusal of a request value of the wrong type, as the bad input it is; any other
    ``TypeError`` (a bug) is raised again."""
    if not _COMPILED_TYPE_REFUSAL.match(str(exc)):
        raise exc
    return RulesError(f"has the wrong type ({exc})", field)
