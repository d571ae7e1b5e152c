"""What a game's records hold, declared once: a state's or an action's fields carry the kind of JSON value each is.

A record (a state, a player of a state, an action) is a frozen dataclass whose fields say, in their metadata, what
JSON value each holds, what it means and the values it may take::

    @dataclass(frozen=True, slots=True)
    class Player:
        name: str = field(default="", metadata=declared(text(max_length=100), "the player's name"))
        cups: int = field(metadata=declared(integer(0), "cups held"))
        cup: tuple[int, ...] = field(default=(), metadata=declared(listed(integer(1, 6)), "the dice in the cup"))

        @classmethod
        def from_json(cls, data: object, where: str = "player") -> Player:
            return cls(**read_shape(cls, data, UtageError, where))   # then the rules that tie fields together

        def to_json(self) -> dict[str, Any]:
            return json_form(self)

From that one declaration come the reading of the JSON form (:func:`read_shape`: every value checked against its
kind, every problem a ``RulesError`` naming the field's path, an unknown field refused naming those there are), its
writing (:func:`~adjudicator.games.jsonform.json_form`, by the same field names and ``json_name`` keys) and, in the
web layer, the schema that documents the record (``adjudicator.web.derived``). What a kind cannot say (a value
bounded by another field, the invariants of a whole state) stays in the record's reader, after :func:`read_shape`.
As with rule options (:mod:`.options`), the kinds are given in the metadata rather than read from the annotations,
which a class compiled with mypyc does not keep at run time.

The kinds: :func:`integer` (bounds, null allowed or not), :func:`flag`, :func:`text` (its choices, its longest
length), :func:`listed` (a list of items of one kind, read as a tuple, with bounds on its length), :func:`record` (an
object of another declared record) and :func:`part` (a value read by a reader of its own: a formula, a card).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from typing import Any, Final

from .errors import RulesError
from .jsonform import JSON_DOC, JSON_KEY

__all__ = ["SEED", "SHAPE", "Kind", "declared", "flag", "integer", "listed", "part", "read_shape", "record",
           "shape_fields", "text"]

#: The metadata key of a field's kind.
SHAPE: Final = "shape"

#: What a game's error type is built from: a message and the field path it names.
Fail = Callable[[str, str], RulesError]


@dataclass(frozen=True, slots=True)
class Kind:
    """The JSON value a field holds: ``kind`` is ``integer`` (from ``low`` to ``high`` where given), ``flag``,
    ``text`` (one of ``choices`` where given, at most ``high`` characters where given), ``list`` (of ``item``
    values, from ``low`` to ``high`` of them), ``record`` (an object of the declared class ``cls``) or ``part`` (a
    value ``reader`` reads: ``schema`` names how the web layer documents it, ``"string"`` or ``"object"``); any of
    them null as well when ``nullable``."""

    kind: str
    low: int | None = None
    high: int | None = None
    nullable: bool = False
    choices: tuple[str, ...] = ()
    item: Kind | None = None
    cls: type | None = None
    reader: Callable[[Any, str], Any] | None = None
    schema: str = "object"
    noun: str = ""
    key: Kind | None = None  # keyed(): the kind of the object's keys

    def or_null(self) -> Kind:
        """The same kind, null allowed as well."""
        return Kind(self.kind, self.low, self.high, True, self.choices, self.item, self.cls, self.reader, self.schema,
                    self.noun, self.key)

    def named(self, noun: str) -> Kind:
        """The same kind, its values called ``noun`` in messages (``die face``: "expected a die face 1..6")."""
        return Kind(self.kind, self.low, self.high, self.nullable, self.choices, self.item, self.cls, self.reader,
                    self.schema, noun, self.key)

    def read(self, value: object, fail: Fail, where: str) -> Any:
        """``value`` read as this kind (a list as a tuple, a record as its object), or ``fail(problem, where)``."""
        if value is None:
            if self.nullable:
                return None
            raise fail(f"expected {self.expected()}, got null", where)
        if self.kind == "integer":
            if isinstance(value, int) and not isinstance(value, bool) and (self.low is None or value >= self.low) \
                    and (self.high is None or value <= self.high):
                return value
        elif self.kind == "flag":
            if isinstance(value, bool):
                return value
        elif self.kind == "text":
            if isinstance(value, str) and (not self.choices or value in self.choices) \
                    and (self.high is None or len(value) <= self.high) \
                    and (self.low is None or len(value) >= self.low):  # text(min_length=...)
                return value
        elif self.kind == "list":
            if isinstance(value, Sequence) and not isinstance(value, str) \
                    and (self.low is None or len(value) >= self.low) and (self.high is None or len(value) <= self.high):
                item = self.item
                assert item is not None
                return tuple(item.read(v, fail, f"{where}[{i}]") for i, v in enumerate(value))
        elif self.kind == "map":  # keyed(): an object of string keys, values of the kind item, read as a dict
            if isinstance(value, Mapping) and (self.low is None or len(value) >= self.low) \
                    and (self.high is None or len(value) <= self.high):
                values = self.item
                assert values is not None
                keys = self.key or text()
                return {keys.read(k, fail, f"{where}.{k}"): values.read(v, fail, f"{where}.{k}")
                        for k, v in value.items()}
        elif self.kind == "record":
            assert self.cls is not None
            return self.cls.from_json(value, where)  # type: ignore[attr-defined]
        else:
            assert self.reader is not None
            return self.reader(value, where)
        raise fail(f"expected {self.expected()}, got {_shown(value)}", where)

    def expected(self) -> str:
        """What a value of this kind is, in words (``an integer 1..6``, ``a list of 2 to 8 players``...)."""
        null = " or null" if self.nullable else ""
        if self.kind == "integer":
            what = _article(self.noun or "integer")
            if self.low is not None and self.high is not None:
                return f"{what} {self.low}..{self.high}{null}"
            if self.low is not None:
                return f"{what} >= {self.low}{null}"
            return f"{what}{null}" if self.high is None else f"{what} <= {self.high}{null}"
        if self.kind == "flag":
            return f"true or false{null}"
        if self.kind == "text":
            if self.choices:
                return f"one of {', '.join(self.choices)}{null}"
            if self.low is not None:  # text(min_length=...)
                return f"a string of {_range(self.low, self.high)} characters{null}"
            return f"a string{'' if self.high is None else f' of at most {self.high} characters'}{null}"
        if self.kind == "list":
            items = f"{self.item.noun}s" if self.item is not None and self.item.noun else "items"
            bounds = f" of {items}" if self.low is None and self.high is None else \
                f" of {_range(self.low, self.high)} {items}"
            return f"a list{bounds}{null}"
        if self.kind == "map":  # keyed()
            entries = "" if self.low is None and self.high is None else f" of {_range(self.low, self.high)} entries"
            return f"an object{entries}{null}"
        what = _article(self.noun) if self.noun else "an object" if self.schema == "object" else "a string"
        return f"{what}{null}"


def _article(noun: str) -> str:
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"{low} to {high}" if low != high else str(low)
    return f"at least {low}" if low is not None else f"at most {high}"


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else f"{type(value).__name__} {text[:50]}…"


def integer(low: int | None = None, high: int | None = None, *, nullable: bool = False) -> Kind:
    """An integer from ``low`` to ``high`` (each bound where given), or null too when ``nullable``."""
    return Kind("integer", low, high, nullable)


#: A game's seed, wherever a record holds one: a signed 64-bit integer (what every game's seeded draws take).
SEED: Final = integer(-(2**63), 2**63 - 1).named("seed")


def flag(*, nullable: bool = False) -> Kind:
    """True or false."""
    return Kind("flag", nullable=nullable)


def text(*, choices: Sequence[str] = (), max_length: int | None = None, nullable: bool = False,
         min_length: int | None = None) -> Kind:
    """A string: one of ``choices`` where given, of at most ``max_length`` characters where given, of at least
    ``min_length`` where given (1: not empty)."""
    return Kind("text", min_length, max_length, nullable, tuple(choices))


def listed(item: Kind, *, min_length: int | None = None, max_length: int | None = None,
           nullable: bool = False) -> Kind:
    """A list of values of the kind ``item`` (read as a tuple), of ``min_length`` to ``max_length`` of them."""
    return Kind("list", min_length, max_length, nullable, item=item)


def record(cls: type, *, nullable: bool = False) -> Kind:
    """An object of the declared record class ``cls``, read by its ``from_json(data, where)``."""
    return Kind("record", nullable=nullable, cls=cls)


def part(reader: Callable[[Any, str], Any], *, schema: str = "object", nullable: bool = False) -> Kind:
    """A value read by ``reader(value, where)`` (which raises a ``RulesError`` naming ``where``): documented by the
    web layer as a string (``schema="string"``) or as the schema registered for the field's class."""
    return Kind("part", nullable=nullable, reader=reader, schema=schema)


def spelled(reader: Callable[[Any, str], Any], choices: Sequence[str], *, nullable: bool = False) -> Kind:
    """A string read by ``reader(value, where)`` (which raises a ``RulesError`` naming ``where``), documented as one
    of ``choices``: a name the reader may also take in other spellings (another case, an old romanisation), which the
    web layer's request form, checking ``choices``, does not accept."""
    return Kind("part", nullable=nullable, choices=tuple(choices), reader=reader, schema="string")


def keyed(item: Kind, *, key: Kind | None = None, min_length: int | None = None, max_length: int | None = None,
          nullable: bool = False) -> Kind:
    """An object whose keys are strings of the kind ``key`` (a text kind: names, such as a player's; any string if
    not given) and whose values are of the kind ``item`` (read as a dictionary, each key's and value's path
    ``<field>.<key>``), of ``min_length`` to ``max_length`` entries."""
    return Kind("map", min_length, max_length, nullable, item=item, key=key)


#: The metadata key of the value a field takes when its JSON form leaves it out (for a field without a default).
ABSENT: Final = "absent"


def declared(kind: Kind, doc: str, *, absent: Any = MISSING, **more: Any) -> dict[str, Any]:
    """The metadata of a field holding a value of ``kind``, meaning ``doc``; ``absent``: the value a JSON form that
    leaves the field out gives it (for a field the constructor requires); ``more``: other metadata, such as
    :func:`~adjudicator.games.jsonform.json_name`'s."""
    return {SHAPE: kind, JSON_DOC: doc, **({} if absent is MISSING else {ABSENT: absent}), **more}


@dataclass(frozen=True, slots=True)
class ShapeField:
    """A declared field of a record: its attribute ``name``, its JSON ``key``, its ``kind`` and whether a JSON form
    must give it (a field without a default)."""

    name: str
    key: str
    kind: Kind
    required: bool
    absent: Any = MISSING


_FIELDS: dict[type, tuple[ShapeField, ...]] = {}


def shape_fields(cls: type) -> tuple[ShapeField, ...]:
    """The declared fields of the record class ``cls``, in declaration order (fields without a kind, or not
    written, are not)."""
    known = _FIELDS.get(cls)
    if known is None:
        known = _FIELDS[cls] = tuple(
            ShapeField(f.name, str(f.metadata.get(JSON_KEY, f.name)), f.metadata[SHAPE],
                       f.default is MISSING and f.default_factory is MISSING and ABSENT not in f.metadata,
                       f.metadata.get(ABSENT, MISSING))
            for f in fields(cls)
            if SHAPE in f.metadata and f.metadata.get(JSON_KEY, f.name) is not None
        )
    return known


def read_shape(cls: type, data: object, fail: Fail, where: str, *, also: Sequence[str] = ()) -> dict[str, Any]:
    """The fields a JSON object of the record ``cls`` gives, read and checked by their kinds, as keyword arguments of
    ``cls`` (a field left out keeps its default, or takes the value its declaration gives a field left out; any
    other must be given). A key ``cls`` does not
    declare is refused, naming those it does, except the keys of ``also`` (written by the record but derived from
    its fields: its reader checks them)."""
    if not isinstance(data, Mapping):
        raise fail(f"expected an object, got {_shown(data)}", where)
    declared_fields = shape_fields(cls)
    keys = {f.key for f in declared_fields}
    for key in data:
        if key not in keys and key not in also:
            expected = ", ".join([*(f.key for f in declared_fields), *also])
            raise fail(f"unknown field {key!r} (expected only {expected})", f"{where}.{key}")
    read: dict[str, Any] = {}
    for f in declared_fields:
        if f.key in data:
            read[f.name] = f.kind.read(data[f.key], fail, f"{where}.{f.key}")
        elif f.absent is not MISSING:
            read[f.name] = f.absent
        elif f.required:
            raise fail(f"is required: {f.kind.expected()}", f"{where}.{f.key}")
    return read
