"""marshmallow fields with exactly the JSON Schema semantics the OpenAPI document promises."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import marshmallow as ma

from adjudicator.web.errors import wrong_type


class Integer(ma.fields.Integer):
    """A JSON integer: an int, or a number with no fractional part (``3.0``); never a bool, string or ``2.5``."""

    def _validated(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid", input=value)
        if isinstance(value, float):
            if not value.is_integer():
                raise self.make_error("invalid", input=value)
            value = int(value)
        return int(value)


class Number(ma.fields.Float):
    """A JSON number (int or float, not a bool or string)."""

    def _validated(self, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid", input=value)
        return super()._validated(value)


class Boolean(ma.fields.Boolean):
    """A JSON boolean: ``true`` or ``false`` only (not 0, 1 or strings)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def library_error(exc: ValueError, name: str | None) -> ma.ValidationError:
    """A library error raised while loading the field ``name``, as marshmallow reports it (nested under ``name``).

    The library names the offending part relative to what it was given (``board.ZO``); a path that already
    starts with the field's own name is taken as it is.
    """
    field = getattr(exc, "field", None)
    message = getattr(exc, "message", str(exc))
    if field and name and (field == name or field.startswith((f"{name}.", f"{name}["))):
        field = field[len(name):].lstrip(".") or None
    return ma.ValidationError({field: [message]} if field else [message])


class LibraryField(ma.fields.Field):  # type: ignore[type-arg]
    """A request field loaded by a rules-library parser (``Position.from_json``, ``Ruleset.resolve``, ...).

    The parser is the one definition of what is accepted: a ``RulesError`` it raises becomes a validation error
    whose path continues the field's. ``metadata`` describes the field in the OpenAPI document.
    """

    def __init__(self, parse: Callable[[Any], Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.parse = parse

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        try:
            return self.parse(value)
        except ValueError as exc:
            raise library_error(exc, self.name) from exc
        except TypeError as exc:
            raise library_error(wrong_type(exc), self.name) from exc


class LibraryNested(ma.fields.Nested):
    """A nested object documented by a schema but loaded by a rules-library parser (fast; one definition)."""

    def __init__(self, nested: type[ma.Schema], parse: Callable[[Any], Any], **kwargs: Any) -> None:
        super().__init__(nested, **kwargs)
        self.parse = parse

    def _deserialize(self, value: Any, attr: str | None, data: Any, partial: Any = None, **kwargs: Any) -> Any:
        try:
            return self.parse(value)
        except ValueError as exc:
            raise library_error(exc, self.name) from exc
        except TypeError as exc:
            raise library_error(wrong_type(exc), self.name) from exc


# --- shared by the modules declared as operations (added with the paper-Cetkaik conversion) -----------------------


def random_seed() -> int:
    """A fresh seed, for a request that gives none (its answer is then not cached)."""
    return random.SystemRandom().randrange(2**63)


class Flags(ma.fields.Nested):
    """Optional rules flags: validated by their request schema, then loaded by the library's ``parse``.

    Absent or null, they are the library's defaults (``parse(None)``); the document says the default is null.
    """

    def __init__(self, nested: type[ma.Schema], parse: Callable[[Any], Any], **kwargs: Any) -> None:
        metadata = {"default": None, **kwargs.pop("metadata", {})}
        super().__init__(nested, load_default=lambda: parse(None), allow_none=True, metadata=metadata, **kwargs)
        self.parse = parse

    def deserialize(self, value: Any, attr: str | None = None, data: Any = None, **kwargs: Any) -> Any:
        if value is None:
            return self.parse(None)
        return super().deserialize(value, attr, data, **kwargs)

    def _deserialize(self, value: Any, attr: str | None, data: Any, partial: Any = None, **kwargs: Any) -> Any:
        loaded = super()._deserialize(value, attr, data, partial, **kwargs)
        try:
            return self.parse(loaded)
        except ValueError as exc:
            raise library_error(exc, self.name) from exc
