"""Loading a request body with its schema's own fields, without marshmallow's schema-level machinery.

``Schema.load`` spends, on a request of a few fields, about as long on its own bookkeeping (an error store, a
closure and a call frame per field, the partial and unknown options, the hook look-ups) as the fields take to read
(a position's text form included). :class:`SchemaLoader` reads a valid body with the same field objects (each
field's own ``deserialize``: its default, ``required``, ``allow_none``, validators and parser; for a value given to
a field read by the rules library, that parser alone, which is all ``deserialize`` does then), the same unknown-key
check and the same ``post_load`` hooks, in one loop; for anything else (a body that is not a JSON object, a key the
schema does not know, any field that refuses its value) it hands the body to ``Schema.load``, so an error is exactly
marshmallow's. Schemas using what the loop does not do (``pre_load`` or validation hooks, ``many``, ``partial``,
``unknown`` other than ``RAISE``, dotted attributes) are always loaded by ``Schema.load``.

The test suite loads every operation's request examples and variations of them both ways and compares the results
(``tests/unit/test_schema_loader.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import marshmallow as ma
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA

from adjudicator.web.fields import LibraryField

#: What a field is given for a key the body does not have.
_MISSING: Any = ma.missing


class SchemaLoader:
    """Load request bodies as ``schema.load`` does (see the module's docstring): ``loader.load(raw)``."""

    __slots__ = ("direct", "fields", "known", "post_load", "schema")

    def __init__(self, schema: ma.Schema) -> None:
        self.schema = schema
        hooks = schema._hooks  # the hooks marshmallow would call, looked up once
        self.fields = tuple(
            (name if field.data_key is None else field.data_key, field.attribute or name, field, _parser(field))
            for name, field in schema.load_fields.items()
        )
        self.known = frozenset(key for key, _, _, _ in self.fields)
        self.post_load = bool(hooks[POST_LOAD])
        self.direct = (
            not schema.many and schema.partial in (None, False) and schema.unknown == ma.RAISE
            and not hooks[PRE_LOAD] and not hooks[VALIDATES] and not hooks[VALIDATES_SCHEMA]
            and not any("." in attribute for _, attribute, _, _ in self.fields)
        )

    def load(self, raw: Any) -> dict[str, Any]:
        """The loaded arguments (``ma.ValidationError``, marshmallow's own, if the body is bad)."""
        if not (self.direct and type(raw) is dict and self.known.issuperset(raw)):
            return dict(self.schema.load(raw))
        loaded: dict[str, Any] = {}
        try:
            for key, attribute, field, parse in self.fields:
                value = raw.get(key, _MISSING)
                if parse is not None and value is not None and value is not _MISSING:
                    value = parse(value, key, raw)
                else:
                    value = field.deserialize(value, key, raw)
                if value is not _MISSING:
                    loaded[attribute] = value
            if self.post_load:
                loaded = self.schema._invoke_load_processors(
                    POST_LOAD, loaded, many=False, original_data=raw, partial=self.schema.partial,
                    unknown=self.schema.unknown)
        except ma.ValidationError:
            return dict(self.schema.load(raw))  # the error as marshmallow reports it, every field's at once
        return loaded if type(loaded) is dict else dict(loaded)


def _parser(field: ma.fields.Field) -> Callable[[Any, str, Any], Any] | None:  # type: ignore[type-arg]
    """What ``field.deserialize`` comes to for a value given (not null): the library's parser of a
    :class:`~adjudicator.web.fields.LibraryField` without validators that parses no null (none for another
    field)."""
    if type(field) is LibraryField and not field.validators and not field.null_parsed:
        return field._deserialize
    return None


def loader_of(schema: ma.Schema | None) -> SchemaLoader | None:
    """The loader of a request schema (none for an operation without one)."""
    return None if schema is None else SchemaLoader(schema)


class LoadedNested(ma.fields.Nested):
    """A nested object loaded by its schema's :class:`SchemaLoader` (the same result and errors as ``Nested``):
    for a list of many objects, such as a batch's items."""

    def _load(self, value: Any, partial: Any = None) -> Any:
        if partial is not None or self.unknown is not None:  # options the loader does not take: marshmallow's way
            return super()._load(value, partial)
        loader = self.__dict__.get("_loader")
        if loader is None or loader.schema is not self.schema:
            loader = self.__dict__["_loader"] = SchemaLoader(self.schema)
        try:
            return loader.load(value)
        except ma.ValidationError as error:
            raise ma.ValidationError(error.messages, valid_data=error.valid_data) from error
