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
A class whose JSON form is anything else (values computed from several
fields, another order, a text form) keeps a ``to_json`` of its own; ``tests/unit/test_json_forms_declared.py``
finds any hand-written ``to_json`` that this derivation would write.
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any, Final

__all__ = ["NOT_WRITTEN", "json_doc", "json_form", "json_name", "json_value"]

#: The metadata key naming the JSON key a field is written under (``None``: not written).
JSON_KEY: Final = "json_key"
#: The metadata key of what a field holds, in words.
JSON_DOC: Final = "doc"
#: The metadata of a field left out of the JSON form.
NOT_WRITTEN: Final[dict[str, Any]] = {JSON_KEY: None}


def json_name(name: str) -> dict[str, Any]:
    """The metadata of a field written under another key than its name."""
    return {JSON_KEY: name}


def json_doc(description: str) -> dict[str, Any]:
    """The metadata of a field described by ``description`` (what it holds, as the API documents it)."""
    return {JSON_DOC: description}


#: The (attribute, key) pairs each class writes, worked out once per class.
_KEYS: dict[type, tuple[tuple[str, str], ...]] = {}


def _keys(cls: type) -> tuple[tuple[str, str], ...]:
    known = _KEYS.get(cls)
    if known is None:
        pairs = []
        for f in fields(cls):
            key = f.metadata.get(JSON_KEY, f.name)
            if key is not None:
                pairs.append((f.name, str(key)))
        known = _KEYS[cls] = tuple(pairs)
    return known


def json_form(obj: Any) -> dict[str, Any]:
    """The JSON form of a dataclass instance: each field written (:func:`json_value`) under its key, in order."""
    return {key: json_value(getattr(obj, name)) for name, key in _keys(type(obj))}


def json_value(value: Any) -> Any:
    """A value as a JSON form holds it (see the module's docstring); a value of any other kind is left as it is."""
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, tuple | list):
        return [json_value(item) for item in value]
    if isinstance(value, dict):
        return {key: json_value(item) for key, item in value.items()}
    to_json = getattr(value, "to_json", None)
    return value if to_json is None else to_json()
