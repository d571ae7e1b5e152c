"""Shared by the LETILES, Utage and race-game endpoints: request forms of the state schemas, and 422s naming fields.

A game state travels both ways: the service answers with a state and the client sends it back with its next
request. The response schema declares the state exactly (every field required); :func:`request_variant` derives
the form a request accepts, where the fields the rules library can default (and the computed ones, ignored on
input) are optional, so a state from a response can be sent back as it is.

These rules libraries report bad input as ``ValueError("path.to[0].field: what is wrong")``;
:func:`library_input` turns such an error into a 422 whose field is the path in the request.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, TypeVar

import marshmallow as ma
from flask import Response

from adjudicator.web.api import LocatedError, answer, bad_input

_F = TypeVar("_F", bound="ma.fields.Field[Any]")
_VARIANTS: dict[type[ma.Schema], type[ma.Schema]] = {}
_MESSAGE = re.compile(
    r"(?P<path>[A-Za-z_]\w*(?:\[\d+\])*(?: '[^']*')?(?:\.[^\s.:\[]+(?:\[\d+\])*)*)"
    r"(?P<column> column \d+)?: (?P<message>.+)",
    re.DOTALL,
)
_QUOTED_ID = re.compile(r" '[^']*'")


def request_bounded(field: _F, *validators: Callable[[Any], Any]) -> _F:
    """Return ``field`` with ``validators`` that bound only its request form (an answer may go past them)."""
    field.request_validators = validators  # type: ignore[attr-defined]
    return field


def request_variant(schema: type[ma.Schema]) -> type[ma.Schema]:
    """Return the request form of a response schema, named like it with ``Input`` (``LetilesGameInput``).

    Every field becomes optional except those the schema lists in its ``input_required`` attribute; nested
    objects become their request forms too. Validators, descriptions and nullability are kept, and the bounds
    of :func:`request_bounded` are added.
    """
    if schema not in _VARIANTS:
        keep = getattr(schema, "input_required", ())
        attrs: dict[str, Any] = {
            name: _relaxed(field, name in keep) for name, field in schema._declared_fields.items()
        }
        attrs["__doc__"] = schema.__doc__
        attrs["__module__"] = schema.__module__
        name = schema.__name__.removesuffix("Schema") + "InputSchema"
        _VARIANTS[schema] = type(name, (ma.Schema,), attrs)
    return _VARIANTS[schema]


def _relaxed(field: ma.fields.Field[Any], required: bool) -> ma.fields.Field[Any]:
    relaxed = copy.deepcopy(field)
    relaxed.required = required
    relaxed.validators = [*relaxed.validators, *getattr(relaxed, "request_validators", ())]
    if isinstance(relaxed, ma.fields.Nested) and isinstance(relaxed.nested, type):
        relaxed.nested = request_variant(relaxed.nested)
    elif isinstance(relaxed, ma.fields.List):
        relaxed.inner = _relaxed(relaxed.inner, False)
    elif isinstance(relaxed, ma.fields.Dict) and relaxed.value_field is not None:
        relaxed.value_field = _relaxed(relaxed.value_field, False)
    return relaxed


def located(exc: ValueError, roots: Mapping[str, str | None] | None = None, default: str | None = None
            ) -> LocatedError:
    """Return a library error as a :class:`LocatedError` whose field is the path in the request.

    The message's leading path (``tiles[0] 't1'.blocks[1].colour``: the quoted tile id is dropped) is re-rooted
    through ``roots`` (library root name -> request path, or ``None`` to keep the whole message on ``default``);
    a message without a path is put on ``default``.
    A formula's ``formula column 7: ...`` keeps the column in the message.
    """
    if isinstance(exc, LocatedError):
        return exc
    text = str(exc)
    match = _MESSAGE.fullmatch(text)
    if match is None:
        return LocatedError(default, text)
    path = _QUOTED_ID.sub("", match["path"])
    root = re.match(r"[A-Za-z_]\w*", path)
    assert root is not None  # the pattern starts with a name
    if roots and root.group(0) in roots:
        rooted = roots[root.group(0)]
        if rooted is None:
            return LocatedError(default, text)
        path = rooted + path[root.end():]
    message = match["message"]
    if match["column"]:
        message = f"{match['column'].strip()}: {message}"
    return LocatedError(path, message)


@contextmanager
def library_errors(roots: Mapping[str, str | None] | None = None, default: str | None = None) -> Iterator[None]:
    """Re-raise a library ``ValueError`` as a :class:`LocatedError` (inside ``answer``'s compute: a 422)."""
    try:
        yield
    except ValueError as exc:
        raise located(exc, roots, default) from exc


@contextmanager
def library_input(roots: Mapping[str, str | None] | None = None, default: str | None = None) -> Iterator[None]:
    """Read request data with a rules library; a ``ValueError`` answers 422 naming the request field."""
    with bad_input(), library_errors(roots, default):
        yield


def located_answer(operation_id: str, request_data: Any, compute: Callable[[], Any], schema: ma.Schema, *,
                   cacheable: bool = True) -> Response:
    """:func:`adjudicator.web.api.answer`, a library's ``path: message`` error in ``compute`` naming its field."""

    def run() -> Any:
        with library_errors():
            return compute()

    return answer(operation_id, request_data, run, schema, cacheable=cacheable)
