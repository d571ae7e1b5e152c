"""Rule options declared once: a game's ruleset is a frozen dataclass whose fields carry what each option is.

Each option field says, in its metadata, its kind, its meaning and the values it may take::

    @dataclass(frozen=True, slots=True)
    class DiceRules:
        dice: int = field(default=6, metadata=number("dice rolled at the start of a round", 1, 12))
        open_hands: bool = field(default=False, metadata=switch("every hand is shown"))
        order: Order = field(default="clockwise", metadata=choice("who plays next", ("clockwise", "anticlockwise")))

        def __post_init__(self) -> None:
            check_options(self, DiceError)          # every option against its declaration

        @classmethod
        def from_json(cls, data: object) -> DiceRules:
            return cls(**read_options(cls, data, DiceError))

        def to_json(self) -> dict[str, Any]:
            return options_json(self)

A field holding an object with a reader and writer of its own (a deck, the combo rules) is declared a ``part``:
:func:`read_options` reads it with the reader it is given for it, :func:`options_json` writes it with its
``to_json``, and the web layer is given its schema.

From that one declaration come the checks (:func:`check_options`), the JSON reading and writing
(:func:`read_options`, :func:`options_json`), the list of options (:func:`option_specs`) and, in the web layer, the
schema that documents and validates the ruleset. Rules that tie several options together stay in the ruleset's
``__post_init__``, after :func:`check_options`. (The allowed values are given in the metadata rather than read from
a ``Literal`` annotation: compiled with mypyc, a class keeps no annotations at run time.)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, Final

from .errors import RulesError

#: The metadata key under which a field declares itself an option.
OPTION: Final = "option"


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a ruleset: its ``name``, ``kind`` (``switch``: true or false; ``number``: an integer from
    ``low`` to ``high``, or null when ``nullable``; ``choice``: one of ``choices``; ``part``: an object read and
    written by its own class), ``default`` (``dataclasses.MISSING`` for a part built by a factory) and meaning."""

    name: str
    kind: str
    default: Any
    doc: str
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    nullable: bool = False
    #: A switch of which only this value is supported (the other is a reading the project does not implement).
    only: bool | None = None
    #: What a choice's JSON value is turned into (an enumeration's member), if not kept as the string it is.
    read: Callable[[str], Any] | None = None

    def problem(self, value: object) -> str | None:
        """Why ``value`` cannot be this option's value, or None if it can (a part checks itself)."""
        if self.kind == "part":
            return None
        if self.kind == "switch":
            if not isinstance(value, bool):
                return f"expected true or false, got {value!r}"
            if self.only is not None and value is not self.only:
                return f"only {str(self.only).lower()} is supported, got {str(value).lower()}"
            return None
        if self.kind == "number":
            if value is None and self.nullable:
                return None
            if isinstance(value, int) and not isinstance(value, bool) and self.low <= value <= self.high:
                return None
            return f"expected an integer {self.low}..{self.high}{' or null' if self.nullable else ''}, got {value!r}"
        if isinstance(value, str) and value in self.choices:
            return None
        return f"expected one of {', '.join(self.choices)}, got {value!r}"


def switch(doc: str, *, only: bool | None = None) -> dict[str, Any]:
    """The metadata of an option that is true or false (``only``: the one value supported, where the other is a
    reading the project does not implement)."""
    return {OPTION: {"kind": "switch", "doc": doc, "only": only}}


def number(doc: str, low: int, high: int, *, nullable: bool = False) -> dict[str, Any]:
    """The metadata of an option that is an integer from ``low`` to ``high`` (or null, when ``nullable``)."""
    return {OPTION: {"kind": "number", "doc": doc, "low": low, "high": high, "nullable": nullable}}


def choice(doc: str, choices: tuple[str, ...], *, read: Callable[[str], Any] | None = None) -> dict[str, Any]:
    """The metadata of an option that is one of ``choices`` (held as ``read(value)`` if given: an enumeration's
    member, written back as its value)."""
    return {OPTION: {"kind": "choice", "doc": doc, "choices": tuple(choices), "read": read}}


def part(doc: str) -> dict[str, Any]:
    """The metadata of a field holding an object read and written by its own class (a deck, the combo rules)."""
    return {OPTION: {"kind": "part", "doc": doc}}


_SPECS: dict[type, tuple[OptionSpec, ...]] = {}


def option_specs(cls: type) -> tuple[OptionSpec, ...]:
    """Every option of the ruleset class ``cls``, in declaration order (fields without option metadata are not)."""
    known = _SPECS.get(cls)
    if known is None:
        known = _SPECS[cls] = tuple(
            OptionSpec(f.name, meta["kind"], f.default, meta["doc"], meta.get("choices", ()), meta.get("low", 0),
                       meta.get("high", 0), meta.get("nullable", False), meta.get("only"), meta.get("read"))
            for f in fields(cls)
            for meta in [f.metadata.get(OPTION)]
            if meta is not None
        )
    return known


#: What a game's error type is built from: a message and the field it names.
Fail = Callable[[str, str], RulesError]
#: The readers of a ruleset's parts, by option name.
Parts = Mapping[str, Callable[[object], object]]


def check_options(rules: object, fail: Fail, where: str = "rules") -> None:
    """Raise ``fail(message, "rules.<option>")`` for the first option of ``rules`` holding a value it may not take."""
    for spec in option_specs(type(rules)):
        problem = spec.problem(getattr(rules, spec.name))
        if problem is not None:
            raise fail(problem, f"{where}.{spec.name}")


def read_options(cls: type, data: object, fail: Fail, where: str = "rules",
                 parts: Parts | None = None) -> dict[str, Any]:
    """The options a JSON object of ``cls``'s options sets, as keyword arguments of ``cls`` (null or missing: none,
    every option at its default). Each value is checked before it is used, a part read by its reader in ``parts``;
    an option ``cls`` does not have is refused, naming the options it has."""
    if data is None:
        return {}
    if not isinstance(data, Mapping):
        raise fail(f"expected an object of options, got {type(data).__name__}", where)
    specs = {spec.name: spec for spec in option_specs(cls)}
    read: dict[str, Any] = {}
    for key, value in data.items():
        spec = specs.get(key) if isinstance(key, str) else None
        if spec is None:
            raise fail(f"is not an option (the options are {', '.join(specs)})", f"{where}.{key}")
        if spec.kind == "part":
            read[key] = (parts or {})[key](value)
            continue
        problem = spec.problem(value)
        if problem is not None:
            raise fail(problem, f"{where}.{key}")
        read[key] = value if spec.read is None else spec.read(value)
    return read


def options_json(rules: object) -> dict[str, Any]:
    """Every option of ``rules`` and its value (a part's own JSON), in declaration order."""
    return {spec.name: _json(spec, getattr(rules, spec.name)) for spec in option_specs(type(rules))}


def _json(spec: OptionSpec, value: Any) -> Any:
    if spec.kind == "part":
        return value.to_json()
    return value.value if isinstance(value, Enum) else value
