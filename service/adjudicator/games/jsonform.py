"""JSON forms derived from the declaration of a dataclass: the shape of an object is written once, as its fields.

A result, verdict or record whose JSON form is each of its fields under the field's own name writes it with
:func:`json_form` instead of a dictionary written out by hand::

    @dataclass(frozen=True, slots=True)
    class ThrowVerdict:
        legal: bool
        reason: str | None
        state: RaceState
        cast: tuple[int, ...] = ()

        def to_json(self) -> dict[str, Any]:
            return json_form(self)      # {"legal": ..., "reason": ..., "state": state.to_json(), "cast": [...]}

The fields are written in the order they are declared, each value as :func:`json_value` writes it: ``None``,
booleans, numbers and strings as they are, an enumeration member as its value, an object with a ``to_json`` method
by that method, tuples and lists as lists and dictionaries as dictionaries of what they hold. A field declared with
``metadata=json_name("...")`` is written under that name; one declared with ``metadata=NOT_WRITTEN`` is left out
(state that a reader derives again). ``metadata=json_doc("...")`` says what a field holds (the web layer's
derived response schema describes the field with it); metadata combine: ``{**json_name("seat"), **json_doc("...")}``.
Three more change how a field is written: ``json_written_by(function)`` writes a value (not ``None``) as
``function(value)`` (a value whose type has no ``to_json``, such as a move); ``JSON_INLINE`` writes the entries of
the value's own JSON form (an object) in place of the field, among the holder's (a result composed of parts that
are also written alone); ``JSON_OPTIONAL`` leaves the field out when its value is ``None``.
A class whose JSON form is anything else (values computed from several
fields, another order, a text form) keeps a ``to_json`` of its own; ``tests/unit/test_json_forms_declared.py``
finds any hand-written ``to_json`` that this derivation would write.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from enum import Enum
from typing import Any, Final

__all__ = ["JSON_INLINE", "JSON_OPTIONAL", "NOT_WRITTEN", "json_doc", "json_form", "json_name", "json_value",
           "json_written_by"]

#: The metadata key naming the JSON key a field is written under (``None``: not written).
JSON_KEY: Final = "json_key"
#: The metadata key of what a field holds, in words.
JSON_DOC: Final = "doc"
#: The metadata key of an example of a field's JSON value.
JSON_EXAMPLE: Final = "example"
#: The metadata of a field left out of the JSON form.
NOT_WRITTEN: Final[dict[str, Any]] = {JSON_KEY: None}
#: The metadata key of the function a field's value is written by.
JSON_WRITER: Final = "json_writer"
#: The metadata key of how a field is placed: ``"inline"`` (its value's entries in place of it) or ``"optional"``
#: (left out when ``None``).
JSON_PLACE: Final = "json_place"
#: The metadata of a field whose value's JSON form (an object) is written entry by entry in place of the field.
JSON_INLINE: Final[dict[str, Any]] = {JSON_PLACE: "inline"}
#: The metadata of a field left out of the JSON form when its value is ``None``.
JSON_OPTIONAL: Final[dict[str, Any]] = {JSON_PLACE: "optional"}


def json_name(name: str) -> dict[str, Any]:
    """The metadata of a field written under another key than its name."""
    return {JSON_KEY: name}


def json_doc(description: str, example: Any = None) -> dict[str, Any]:
    """The metadata of a field described by ``description`` (what it holds, as the API documents it), with an
    ``example`` of its JSON value if given."""
    return {JSON_DOC: description} if example is None else {JSON_DOC: description, JSON_EXAMPLE: example}


def json_written_by(writer: Callable[[Any], Any]) -> dict[str, Any]:
    """The metadata of a field whose value is written as ``writer(value)``."""
    return {JSON_WRITER: writer}


#: Each class's JSON form writer, made once per class (:func:`_writer`).
_WRITERS: dict[type, Callable[[Any], dict[str, Any]]] = {}


def _writer(cls: type) -> Callable[[Any], dict[str, Any]]:
    """The function writing ``cls``'s JSON form: straight-line code made from its fields once (as ``dataclasses``
    makes ``__init__``), each value read by its attribute and written by its field's writer, in order; a generic
    loop over the fields costs several times more, and JSON forms are written on the hot paths."""
    lines = ["def write(obj):", "    form = {}"]
    writers: dict[str, Callable[[Any], Any]] = {"json_value": json_value}
    for index, f in enumerate(fields(cls)):
        key = f.metadata.get(JSON_KEY, f.name)
        if key is None:
            continue
        place = f.metadata.get(JSON_PLACE, "")
        writer = "json_value"
        if JSON_WRITER in f.metadata:
            writer = f"writer_{index}"
            writers[writer] = f.metadata[JSON_WRITER]
        if place == "inline":
            lines.append(f"    form.update(obj.{f.name}.to_json())")
        elif place == "optional" or writer != "json_value":
            lines += [f"    value = obj.{f.name}", "    if value is not None:",
                      f"        form[{str(key)!r}] = {writer}(value)"]
            if place != "optional":
                lines.append(f"    else:\n        form[{str(key)!r}] = None")
        else:
            lines.append(f"    form[{str(key)!r}] = json_value(obj.{f.name})")
    lines.append("    return form")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), writers, namespace)  # code made from the class's own field names and keys
    write: Callable[[Any], dict[str, Any]] = namespace["write"]
    _WRITERS[cls] = write
    return write


def json_form(obj: Any) -> dict[str, Any]:
    """The JSON form of a dataclass instance: each field written (:func:`json_value`) under its key, in order."""
    write = _WRITERS.get(type(obj))
    if write is None:
        write = _writer(type(obj))
    return write(obj)


#: The kinds of value written as they are, and those written as lists (tuples: ``isinstance`` of a union made at
#: each call costs more).
_SCALARS: Final = (bool, int, float, str)
_SEQUENCES: Final = (tuple, list)


def json_value(value: Any) -> Any:
    """A value as a JSON form holds it (see the module's docstring); a value of any other kind is left as it is."""
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:  # the most common first, by identity
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, _SEQUENCES):
        return [json_value(item) for item in value]
    if isinstance(value, dict):
        return {key: json_value(item) for key, item in value.items()}
    to_json = getattr(value, "to_json", None)
    return value if to_json is None else to_json()
