"""marshmallow fields with exactly the JSON Schema semantics the OpenAPI document promises."""

from __future__ import annotations

import copy
import random
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import marshmallow as ma
from marshmallow.validate import OneOf, Range

from adjudicator.games.errors import RulesError
from adjudicator.games.options import option_specs
from adjudicator.web.errors import wrong_type

_F = TypeVar("_F", bound="ma.fields.Field[Any]")


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


class Distinct(ma.validate.Validator):
    """No item twice in a list (the document's ``uniqueItems``); ``error`` says what is repeated."""

    def __init__(self, error: str = "must not repeat an item") -> None:
        self.error: str = error

    def __call__(self, value: Any) -> Any:
        seen: list[Any] = []
        for item in value:
            if item in seen:
                raise ma.ValidationError(self.error)
            seen.append(item)
        return value


def schema(name: str, doc: str, *bases: type[ma.Schema], **declared: ma.fields.Field[Any]) -> type[ma.Schema]:
    """A schema class named ``name`` (the OpenAPI component ``name`` less ``Schema``) in the module that calls this:
    the fields of ``bases`` (default none), then ``declared`` in order."""
    module = sys._getframe(1).f_globals.get("__name__", __name__)
    return type(name, bases or (ma.Schema,), {"__doc__": doc, "__module__": module, **declared})


def options_schema(rules: type, name: str, game: str,
                   parts: dict[str, ma.fields.Field[Any]] | None = None) -> type[ma.Schema]:
    """The schema ``name`` of ``game``'s ruleset, whose options are declared in the rules library
    (:mod:`adjudicator.games.options`): one required field per option, in declaration order, with the option's
    meaning, kind and bounds; a part is the field ``parts`` gives for it (described by its declaration unless the
    field says more). Answers echo
    every option; :func:`request_variant` makes each optional on input."""
    declared: dict[str, ma.fields.Field[Any]] = {}
    for spec in option_specs(rules):
        metadata = {"description": spec.doc}
        if spec.kind == "part":
            given = declared[spec.name] = (parts or {})[spec.name]
            if "description" not in given.metadata:
                given.metadata = {**given.metadata, "description": spec.doc}
        elif spec.kind == "switch":
            # a switch with one supported value refuses the other in the words of the library's own check
            only = [] if spec.only is None else [OneOf([spec.only], error=spec.problem(not spec.only) or "")]
            declared[spec.name] = Boolean(required=True, validate=only, metadata=metadata)
        elif spec.kind == "number":
            declared[spec.name] = Integer(required=True, allow_none=spec.nullable, validate=Range(spec.low, spec.high),
                                          metadata=metadata)
        else:
            declared[spec.name] = ma.fields.String(required=True, validate=OneOf(spec.choices), metadata=metadata)
    module = sys._getframe(1).f_globals.get("__name__", __name__)
    doc = f"The {game} flags (every one optional on input; the answer echoes them all)."
    return type(name, (ma.Schema,), {"__doc__": doc, "__module__": module, **declared})


def nested(schema: type[ma.Schema], description: str | None = None, **kwargs: Any) -> ma.fields.Nested:
    """A required object of ``schema`` (``description``: what it holds here)."""
    return ma.fields.Nested(schema, required=True, metadata=described(description), **kwargs)


def nested_list(schema: type[ma.Schema], description: str | None = None) -> ma.fields.List[Any]:
    """A required list of objects of ``schema`` (``description``: what it holds here)."""
    return ma.fields.List(ma.fields.Nested(schema), required=True, metadata=described(description))


def form_field(compact: str) -> ma.fields.String:
    """The request's ``form``: how the answer's list is written (``compact``: what the compact form holds)."""
    return ma.fields.String(load_default="full", validate=OneOf(["full", "compact"]), metadata={
        "description": f"how the list is written: full (default), a list of objects; compact, {compact}"})


def described(description: str | None) -> dict[str, str]:
    """A field's metadata with its ``description``, if any."""
    return {} if description is None else {"description": description}


class Boolean(ma.fields.Boolean):
    """A JSON boolean: ``true`` or ``false`` only (not 0, 1 or strings)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def _strip(field: str | None, root: str | None) -> str | None:
    """``field`` without a leading ``root`` segment."""
    if field and root and (field == root or field.startswith((f"{root}.", f"{root}["))):
        return field[len(root):].lstrip(".") or None
    return field


def library_error(exc: RulesError, name: str | None, root: str | None = None) -> ma.ValidationError:
    """A library error raised while loading the field ``name``, as marshmallow reports it (nested under ``name``).

    The library names the offending part relative to what it was given (``board.ZO``); a path that already
    starts with the field's own name is taken as it is, and ``root`` is the library's own name for the whole value
    (``text`` for a position's text form), dropped from the path.
    """
    message = exc.message
    field = _strip(_strip(exc.field, name), root)
    return ma.ValidationError({field: [message]} if field else [message])


class LibraryField(ma.fields.Field):  # type: ignore[type-arg]
    """A request field loaded by a rules-library parser (``Position.from_json``, ``Ruleset.resolve``, ...).

    The parser is the one definition of what is accepted: a ``RulesError`` it raises becomes a validation error
    whose path continues the field's. ``metadata`` describes the field in the OpenAPI document. With
    ``null_parsed`` a ``null`` value is parsed too (``Rules.from_json(None)``: the default flags).
    """

    def __init__(self, parse: Callable[[Any], Any], *, root: str | None = None, null_parsed: bool = False,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.parse = parse
        self.library_root = root  # not marshmallow's ``root`` (the schema the field is bound to)
        self.null_parsed = null_parsed

    def deserialize(self, value: Any, attr: str | None = None, data: Any = None, **kwargs: Any) -> Any:
        loaded = super().deserialize(value, attr, data, **kwargs)
        return self.parse(None) if loaded is None and self.null_parsed else loaded

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        try:
            return self.parse(value)
        except RulesError as exc:
            raise library_error(exc, self.name, self.library_root) from exc
        except TypeError as exc:
            raise library_error(wrong_type(exc), self.name, self.library_root) from exc


class LibraryNested(ma.fields.Nested):
    """A nested object documented by a schema but loaded by a rules-library parser (fast; one definition)."""

    def __init__(self, nested: type[ma.Schema], parse: Callable[[Any], Any], **kwargs: Any) -> None:
        super().__init__(nested, **kwargs)
        self.parse = parse

    def _deserialize(self, value: Any, attr: str | None, data: Any, partial: Any = None, **kwargs: Any) -> Any:
        try:
            return self.parse(value)
        except RulesError as exc:
            raise library_error(exc, self.name) from exc
        except TypeError as exc:
            raise library_error(wrong_type(exc), self.name) from exc


# --- shared request pieces: seeds (every game that deals or throws), library objects checked against their form --

#: A seed is any signed 64-bit integer.
SEED_RANGE = Range(-(2**63), 2**63 - 1)


def random_seed() -> int:
    """A fresh seed, for a request that gives none (its answer is then not cached)."""
    return random.SystemRandom().randrange(2**63)


def to_play_seat(last: int) -> Integer:
    """The seat to play of a state whose seats are numbered 0..``last`` (null once over); checked on input."""
    return Integer(required=True, allow_none=True, validate=Range(0, last), metadata={
        "description": "the seat to play, null once the game is over (the state's own; checked when sent back)"})


def seed_field(description: str, **kwargs: Any) -> Integer:
    """An optional ``seed`` (default null: a random one, and the answer is not cached)."""
    return Integer(load_default=None, validate=SEED_RANGE, metadata={"description": description}, **kwargs)


class CheckedNested(LibraryNested):
    """A nested object validated by its documented schema, then loaded by a rules-library parser.

    For request forms whose schema states bounds the parser leaves to it (lengths, flag types). With
    ``null_parsed`` a missing or ``null`` value is parsed too (``Rules.from_json(None)``: the default flags).
    """

    def __init__(self, nested: type[ma.Schema], parse: Callable[[Any], Any], *, null_parsed: bool = False,
                 **kwargs: Any) -> None:
        super().__init__(nested, parse, **kwargs)
        self.null_parsed = null_parsed

    def deserialize(self, value: Any, attr: str | None = None, data: Any = None, **kwargs: Any) -> Any:
        loaded = super().deserialize(value, attr, data, **kwargs)
        return self.parse(None) if loaded is None and self.null_parsed else loaded

    def _deserialize(self, value: Any, attr: str | None, data: Any, partial: Any = None, **kwargs: Any) -> Any:
        checked = ma.fields.Nested._deserialize(self, value, attr, data, partial=partial, **kwargs)
        return super()._deserialize(checked, attr, data, partial=partial, **kwargs)


def rules_field(schema: type[ma.Schema], parse: Callable[[Any], Any]) -> CheckedNested:
    """A request's optional ``ruleset`` flags, loaded as the library's rules (``null`` or missing: the defaults).

    ``schema`` declares the flags as answers echo them (under ``rules``); the request documents its
    :func:`request_variant`. The request field is named ``ruleset`` as in every game (the operation's function
    still receives it as ``rules``).
    """
    return CheckedNested(request_variant(schema), parse, null_parsed=True, load_default=None, data_key="ruleset",
                         metadata={"description": "flags overriding the defaults; the answer echoes them all"})


# --- request forms of the response schemas -----------------------------------------------------------------------
#
# A game state travels both ways: the service answers with a state and the client sends it back with its next
# request. The response schema declares the state exactly (every field required); :func:`request_variant` derives
# the form a request accepts, where the fields the rules library can default (and the computed ones, ignored on
# input) are optional, so a state from a response can be sent back as it is.

_VARIANTS: dict[type[ma.Schema], type[ma.Schema]] = {}
_REQUEST_FORMS: set[type[ma.Schema]] = set()


def request_bounded(field: _F, *validators: Callable[[Any], Any]) -> _F:
    """Return ``field`` with ``validators`` that bound only its request form (an answer may go past them)."""
    field.request_validators = validators  # type: ignore[attr-defined]
    return field


def request_variant(schema: type[ma.Schema]) -> type[ma.Schema]:
    """Return the request form of a response schema, named like it with ``Input`` (``LetilesGameInput``).

    Every field becomes optional except those the schema lists in its ``input_required`` attribute; nested
    objects become their request forms too. Validators, descriptions and nullability are kept, and the bounds
    of :func:`request_bounded` are added. A request form is its own request form.
    """
    if schema in _REQUEST_FORMS:
        return schema
    if schema not in _VARIANTS:
        keep = getattr(schema, "input_required", ())
        attrs: dict[str, Any] = {
            name: _relaxed(field, name in keep) for name, field in schema._declared_fields.items()
        }
        attrs["__doc__"] = schema.__doc__
        attrs["__module__"] = schema.__module__
        name = schema.__name__.removesuffix("Schema") + "InputSchema"
        _VARIANTS[schema] = type(name, (ma.Schema,), attrs)
        _REQUEST_FORMS.add(_VARIANTS[schema])
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
