"""Response schemas derived from the library's declarations: a result's shape is written once, as its fields.

A result, verdict or record of the rules library whose JSON form is derived from its fields
(:func:`~adjudicator.games.jsonform.json_form`) is documented by a schema derived from the same fields::

    ShipsVerdictSchema = response_schema(ships.ShipVerdict, "ShipsVerdictSchema", more={
        "cast": fields.Integer(required=True), "ruleset": SHIPS.echoed_rules()})

The schema has one required field per field the JSON form writes, in order, under its JSON key (``json_name``;
``NOT_WRITTEN`` fields left out), each typed from the field's annotation:

* ``bool``, ``int``, ``str``, ``float`` as JSON booleans, integers, strings and numbers; ``X | None`` allows null;
* ``tuple[X, ...]``, ``list[X]`` as lists of ``X``; ``dict[str, X]`` as objects of ``X``;
* an enumeration, or a ``Literal`` of strings, as a string that is one of its values;
* a ``Fraction`` as a :class:`~adjudicator.web.api.ProbabilitySchema` (the operations write it so: :func:`written`);
* a class registered with :func:`register` (a state, a ruleset: classes with JSON forms of their own, whose
  schemas are written by hand beside their request forms) as a nested object of its schema; any other dataclass
  (a result held in a result) as a nested object of the schema derived from it.

* ``Annotated[T, X]``: a value of run-time type ``T`` (an already encoded part, a dictionary) whose JSON form is
  documented by ``X``: a schema class (nested), a marshmallow field, or a type hint read as above.

A field declared with a kind (a record's field: :mod:`adjudicator.games.shapes`) is typed by its kind instead, with
its bounds and choices as validators; the schema of a record lists, as ``input_required``, the fields its reader
requires (its request form, :func:`~adjudicator.web.fields.request_variant`, requires those only).

A field written inline (``JSON_INLINE``) contributes the fields of its own derived schema in its place; one written
only when set (``JSON_OPTIONAL``) is not required. A field's description is the ``doc`` of its metadata
(:func:`~adjudicator.games.jsonform.json_doc`, with its example if any), or the one ``descriptions`` gives.
``more`` adds fields after the result's own: what the operation answers beside the library's result (the ruleset
it was answered under, the request's cast), given by the endpoint with :class:`Answer`.

Annotations are read as :func:`typing.get_type_hints` resolves them in the library module. A class compiled with
mypyc keeps its dataclass fields and their metadata but not its annotations as written: they are erased to their
run-time classes (``tuple[int, ...]`` to ``tuple``, ``str | None`` to ``type``). The annotations of such a class
are read from the module's source instead (installed beside the compiled module, and checked against it at import:
:mod:`adjudicator.native`), then resolved the same way.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import inspect
import sys
import types
import typing
from collections.abc import Callable, Mapping
from enum import Enum
from fractions import Fraction
from pathlib import Path
from typing import Any

import marshmallow as ma
from marshmallow.validate import Length, OneOf, Range

from adjudicator.games.jsonform import JSON_DOC, JSON_EXAMPLE, JSON_KEY, JSON_PLACE
from adjudicator.games.shapes import SHAPE, Kind, shape_fields
from adjudicator.web import fields
from adjudicator.web.fields import Boolean

__all__ = ["DERIVED", "PART_FIELDS", "SCHEMAS", "Answer", "answer", "document_part", "field_hints", "register",
           "response_schema", "written"]

_Field = ma.fields.Field[Any]
_T = typing.TypeVar("_T")

#: The schema of each library class with a JSON form: registered (hand-written) or derived.
SCHEMAS: dict[Any, type[ma.Schema]] = {}
#: The library class each derived schema documents.
DERIVED: dict[type[ma.Schema], type] = {}


def register(cls: Any, schema: type[ma.Schema]) -> type[ma.Schema]:
    """Document the JSON form of the library class ``cls`` (one written by its own ``to_json``, or by the writer a
    field names: a union of classes, such as a move, may be registered too) by ``schema``, wherever a derived
    schema holds one; returns ``schema``."""
    known = SCHEMAS.get(cls)
    if known is not None and known is not schema:
        raise ValueError(f"{cls.__qualname__} is documented by {known.__name__} already")
    SCHEMAS[cls] = schema
    return schema


def response_schema(cls: type, name: str | None = None, *, descriptions: Mapping[str, str] | None = None,
                    more: Mapping[str, _Field] | None = None, doc: str | None = None) -> type[ma.Schema]:
    """The response schema ``name`` (default ``<class name>Schema``) of the library dataclass ``cls``'s JSON form,
    followed by the fields of ``more`` (see the module's docstring). A class is derived once without ``more``
    (a nested result refers to that schema); with ``more`` it is a schema of its own."""
    if more is None and cls in SCHEMAS:
        known = SCHEMAS[cls]
        if name is not None and known.__name__ != name:
            raise ValueError(f"{cls.__qualname__} is documented by {known.__name__} already, not {name}")
        return known
    hints = field_hints(cls)
    described = dict(descriptions or {})
    declared: dict[str, _Field] = {}
    for f in dataclasses.fields(cls):
        key = f.metadata.get(JSON_KEY, f.name)
        if key is None:
            continue
        place = f.metadata.get(JSON_PLACE)
        if place == "inline":  # the entries of the field's own schema, in place of it
            inlined = response_schema(hints[f.name])
            declared.update({name: copy.deepcopy(field) for name, field in inlined._declared_fields.items()})
            continue
        description = described.pop(f.name, None) or f.metadata.get(JSON_DOC)
        where = f"{cls.__qualname__}.{f.name}"
        kind = f.metadata.get(SHAPE)
        field = _field(hints[f.name], where) if kind is None else _shaped(kind, hints[f.name], where)
        field.required = place != "optional"
        if place == "optional":  # left out rather than written null
            field.allow_none = False
        if description:
            field.metadata = {**field.metadata, "description": description}
        if JSON_EXAMPLE in f.metadata:
            field.metadata = {**field.metadata, "example": f.metadata[JSON_EXAMPLE]}
        declared[str(key)] = field  # named as the JSON form names it (a request form loads it under that name)
    if described:
        raise ValueError(f"descriptions of fields {cls.__qualname__} does not write: {', '.join(described)}")
    clash = declared.keys() & (more or {}).keys()
    if clash:
        raise ValueError(f"{cls.__qualname__} writes {', '.join(sorted(clash))} already")
    module = sys._getframe(1).f_globals.get("__name__", __name__)
    attributes: dict[str, Any] = {"__doc__": doc or cls.__doc__, "__module__": module, **declared, **(more or {})}
    shaped = shape_fields(cls)
    if shaped:  # a record read from JSON: its request form requires what the reader requires
        attributes["input_required"] = tuple(f.key for f in shaped if f.required)
    schema: type[ma.Schema] = type(name or f"{cls.__name__}Schema", (ma.Schema,), attributes)
    DERIVED[schema] = cls
    if more is None:
        SCHEMAS[cls] = schema
    return schema


def _field(hint: Any, where: str) -> _Field:
    """The marshmallow field of a value annotated ``hint`` (``where``: the field, for the error of an unknown kind)."""
    origin = typing.get_origin(hint)
    arguments = typing.get_args(hint)
    if origin is typing.Annotated:  # Annotated[<the value's run-time type>, <what its JSON form is>]
        written = arguments[1]
        if isinstance(written, type) and issubclass(written, ma.Schema):
            return ma.fields.Nested(written)
        if isinstance(written, ma.fields.Field):
            return copy.deepcopy(written)
        return _field(written, where)
    if hint in SCHEMAS:  # a registered class, or union of classes (a move)
        return ma.fields.Nested(SCHEMAS[hint])
    if origin in (typing.Union, types.UnionType):
        kinds = [a for a in arguments if a is not type(None)]
        if len(kinds) != 1:
            raise TypeError(f"{where}: a union of several kinds ({hint}) has no derived schema")
        field = _field(kinds[0], where)
        field.allow_none = len(kinds) < len(arguments)
        return field
    if origin in (tuple, list):
        items = [a for a in arguments if a is not Ellipsis]
        if origin is tuple and (len(items) != 1 or len(arguments) != 2):
            raise TypeError(f"{where}: a tuple of fixed length ({hint}) has no derived schema")
        return ma.fields.List(_field(items[0], where))
    if origin is dict:
        return ma.fields.Dict(keys=_field(arguments[0], where), values=_field(arguments[1], where))
    if origin is typing.Literal:
        if not all(isinstance(a, str) for a in arguments):
            raise TypeError(f"{where}: only a Literal of strings has a derived schema ({hint})")
        return ma.fields.String(validate=OneOf(list(arguments)))
    if isinstance(hint, type):
        if hint is bool:
            return Boolean()
        if hint is int:
            return fields.Integer()
        if hint is float:
            return ma.fields.Float()
        if hint is str:
            return ma.fields.String()
        if issubclass(hint, Enum):
            values = [member.value for member in hint]
            kind = fields.Integer() if all(isinstance(v, int) for v in values) else ma.fields.String()
            kind.validators.append(OneOf(values))
            return kind
        if hint is Fraction:
            from adjudicator.web.api import ProbabilitySchema

            return ma.fields.Nested(ProbabilitySchema)
        if dataclasses.is_dataclass(hint):
            return ma.fields.Nested(response_schema(hint))
    raise TypeError(f"{where}: no schema for {hint!r}: register the schema of its JSON form (register())")


def _shaped(kind: Kind, hint: Any, where: str) -> _Field:
    """The marshmallow field of a value of the declared ``kind`` (:mod:`adjudicator.games.shapes`), whose
    annotation is ``hint`` (read for a part, whose schema is its class's)."""
    field: _Field
    if kind.kind == "integer":
        bounded = kind.low is not None or kind.high is not None
        field = fields.Integer(validate=[Range(kind.low, kind.high)] if bounded else [])
    elif kind.kind == "flag":
        field = Boolean()
    elif kind.kind == "text":
        field = ma.fields.String(validate=[OneOf(list(kind.choices))] if kind.choices else
                                 [Length(kind.low, kind.high)] if kind.high is not None or kind.low is not None
                                 else [])
    elif kind.kind == "list":
        assert kind.item is not None
        items = [a for a in typing.get_args(_without_none(hint)) if a is not Ellipsis]
        bounded = kind.low is not None or kind.high is not None
        field = ma.fields.List(_shaped(kind.item, items[0] if items else Any, where),
                               validate=[Length(kind.low, kind.high)] if bounded else [])
    elif kind.kind == "map":  # shapes.keyed: an object of names to values of the kind item
        assert kind.item is not None
        values = typing.get_args(_without_none(hint))
        bounded = kind.low is not None or kind.high is not None
        keys = ma.fields.String() if kind.key is None else _shaped(kind.key, str, where)
        field = ma.fields.Dict(keys=keys, values=_shaped(kind.item, values[1] if values else Any, where),
                               validate=[Length(kind.low, kind.high)] if bounded else [])
    elif kind.kind == "record":
        assert kind.cls is not None
        field = ma.fields.Nested(SCHEMAS[kind.cls] if kind.cls in SCHEMAS else response_schema(kind.cls))
    else:  # a part: documented by the web layer's field for its kind (document_part), else by the one for its
        # values' class, else as one of its choices (shapes.spelled), a string or its class's schema
        written = _without_none(hint)
        make = PART_FIELDS.get(kind.reader) or PART_FIELDS.get(written)
        if make is not None:
            field = make()
        elif kind.choices:
            field = ma.fields.String(validate=[OneOf(list(kind.choices))])
        elif kind.schema == "string":
            field = ma.fields.String()
        else:
            field = _field(written, where)
    field.allow_none = kind.nullable
    return field


#: The field documenting the parts (:func:`~adjudicator.games.shapes.part`) whose JSON value a plain string or
#: object does not say, by the part's reader (a card: a string of a pattern; a player's name: of a length, with an
#: example) or by the library class of their values (a piece, wherever a record declares one). The web layer gives
#: them with :func:`document_part`.
PART_FIELDS: dict[Any, Callable[[], _Field]] = {}


def document_part(part: Kind | type, make: Callable[[], _Field]) -> None:
    """Document by the field ``make()`` makes (a new one for each schema field; the declaration's description replaces
    the field's own, if the declaration gives one) every declared part of the kind ``part`` (every part its reader
    reads) or, given a class, every declared part whose values are of that class."""
    if isinstance(part, Kind):
        if part.kind != "part" or part.reader is None:
            raise ValueError(f"only a part kind is documented by a field of its own, not a {part.kind}")
        PART_FIELDS[part.reader] = make
    else:
        PART_FIELDS[part] = make


def _without_none(hint: Any) -> Any:
    """``X`` of the annotation ``X | None`` (any other annotation as it is)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        kinds = [a for a in typing.get_args(hint) if a is not type(None)]
        if len(kinds) == 1:
            return kinds[0]
    return hint


def field_hints(cls: type) -> dict[str, Any]:
    """The type hints of a library dataclass's fields, resolved in its module (read from the module's source when
    the class is compiled: see the module's docstring)."""
    written: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        written.update(inspect.get_annotations(klass))
    if any(not isinstance(hint, str) for hint in written.values()):
        written = _source_annotations(cls)
    module = sys.modules[cls.__module__]
    shim = type(cls.__name__, (), {"__annotations__": written, "__module__": cls.__module__})
    return typing.get_type_hints(shim, globalns=vars(module), localns=dict(vars(cls)), include_extras=True)


def _source_annotations(cls: type) -> dict[str, str]:
    """The annotations of ``cls``'s fields as its module's source writes them (its bases' first)."""
    written: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if not dataclasses.is_dataclass(klass):
            continue
        module = sys.modules[klass.__module__]
        path = Path(module.__file__ or "")
        source = path.with_name(path.name.split(".")[0] + ".py")
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name == klass.__name__:
                for item in node.body:
                    if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        written[item.target.id] = ast.unparse(item.annotation)
                break
        else:
            raise TypeError(f"{klass.__qualname__} is not declared in {source.name}")
    return written


class Answer:
    """An operation's answer: a library result's JSON form followed by ``more`` fields (what the operation answers
    beside it: the ruleset, the request's cast...), each written as operations write answers (:func:`written`).
    Its schema is the result's derived with the same fields ``more`` (:func:`response_schema`)."""

    __slots__ = ("more", "result")

    def __init__(self, result: Any, **more: Any) -> None:
        self.result = result
        self.more = more

    def to_json(self) -> dict[str, Any]:
        """The result's JSON form, then the other fields (their values written when the answer is encoded)."""
        return {**self.result.to_json(), **self.more}


def answer(cls: type[_T]) -> type[_T]:
    """Give the web layer's answer dataclass ``cls`` a ``to_json`` writing its fields as they are (its values are
    JSON already, or library objects the encoder writes), under their JSON keys, in order, those declared
    ``JSON_OPTIONAL`` left out when ``None``: what :func:`written` does for any dataclass, generated as straight-line
    code once (an answer on the hot path is written in well under a microsecond)."""
    lines = ["def to_json(self):", "    out = {}"]
    for name, key, optional in _answer_keys(cls):
        if optional:
            lines += [f"    value = self.{name}", "    if value is not None:", f"        out[{key!r}] = value"]
        else:
            lines.append(f"    out[{key!r}] = self.{name}")
    lines.append("    return out")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), {}, namespace)
    to_json = namespace["to_json"]
    to_json.__qualname__ = f"{cls.__qualname__}.to_json"
    to_json.__doc__ = "The answer's JSON form: its fields under their keys (generated by derived.answer)."
    cls.to_json = to_json  # type: ignore[attr-defined]
    return cls


#: How :func:`written` writes each dataclass without a ``to_json``: (attribute, key, left out when None).
_ANSWER_KEYS: dict[type, tuple[tuple[str, str, bool], ...]] = {}


def _answer_keys(cls: type) -> tuple[tuple[str, str, bool], ...]:
    keys = _ANSWER_KEYS[cls] = tuple(
        (f.name, str(f.metadata.get(JSON_KEY, f.name)), f.metadata.get(JSON_PLACE) == "optional")
        for f in dataclasses.fields(cls) if f.metadata.get(JSON_KEY, f.name) is not None)
    return keys


def written(obj: Any) -> Any:
    """How an answer's library object is written (orjson's ``default``): by its ``to_json``; a ``Fraction`` as an
    exact probability; any other dataclass (an answer declared as one in the web layer, whose values are written
    as they are) as its fields under their JSON keys, those declared ``JSON_OPTIONAL`` left out when ``None``.
    Anything else is refused."""
    if isinstance(obj, Fraction):  # first: a Fraction has no to_json, and looking for one costs a failed lookup
        from adjudicator.web.api import probability

        return probability(obj)
    to_json = getattr(obj, "to_json", None)
    if to_json is not None:
        return to_json()
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        keys = _ANSWER_KEYS.get(type(obj)) or _answer_keys(type(obj))
        return {key: value for name, key, optional in keys
                if (value := getattr(obj, name)) is not None or not optional}
    raise TypeError(f"Type is not JSON serializable: {type(obj).__name__}")
