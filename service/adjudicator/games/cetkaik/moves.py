"""Cetkaik moves: the eight kinds of play, the excited-state decision, "片" notation and a JSON object form.

Every move is a small immutable, hashable ``NamedTuple`` whose last field ``kind`` names its type (so moves of
different kinds never compare equal). Squares are ``int`` (see :mod:`.squares`).

============================  ========================================  ========================
kind                          meaning                                   "片" notation
============================  ========================================  ========================
``SrcDst``                    plain move (maybe a capture)              ``LAI片CAI``
``SrcStepDstFinite``          step over a piece, then a finite move     ``LAU片LAILY``
``SrcStepsDst``               古机戦 only: step over several vessels    ``KO片NOTOTI``
``InfAfterStep``              step, then a ranged move (sticks decide)  ``LAI片LAU心CAU``
``FromHand``                  drop from the hop1zuo1                    ``黒兵CA``
``TamNoStep``                 tam2, two king steps                      ``ZO皇[TO]NO``
``TamStepsDuringFormer``      tam2 steps over a piece first             ``ZO皇TU[NI]LE``
``TamStepsDuringLatter``      tam2 steps over a piece second            ``ZO皇[TO]TUNI``
``AfterHalfAcceptance``       excited state: final square, or give up   ``CAU`` / ``pass``
============================  ========================================  ========================

JSON form: ``{"type": kind, ...fields}`` with square names, fields ``src``, ``step``, ``dest``, ``planned``,
``first_dest``, ``second_dest``, ``color``, ``prof`` (``AfterHalfAcceptance`` has ``dest``: a square or null);
``SrcStepsDst`` has ``src``, ``steps`` (a list of at least two square names) and ``dest``.

Consecutive stepping (``SrcStepsDst``, old cetkaik, spec §20.4) is written like the single step with every via
point in order: ``src片step1step2…dest``. Every square name is a column consonant followed by row vowels, so the
squares after 片 split in one way only; two squares are ``SrcStepDstFinite`` and three or more ``SrcStepsDst``
(one via point is always ``SrcStepDstFinite``, so each move has one form). It is not a :data:`GroundMove` of the
standard game: the 棋譜 record and the cerke_online format have no form for it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final, Literal, NamedTuple

from adjudicator.games.cetkaik.pieces import Colour, Profession, parse_colour, parse_profession
from adjudicator.games.cetkaik.squares import SQUARE_NAMES, Square, parse_square
from adjudicator.games.errors import RulesError


class MoveError(RulesError):
    """A move text or object that cannot be parsed; ``field`` names the offending part."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, field)


class SrcDst(NamedTuple):
    """Move the piece on ``src`` to ``dest`` (capturing what stands there, if anything)."""

    src: Square
    dest: Square
    kind: Literal["SrcDst"] = "SrcDst"

    def __repr__(self) -> str:
        return _move_repr(self)


class SrcStepDstFinite(NamedTuple):
    """Move the piece on ``src`` over the piece on ``step`` to ``dest`` (a step destination from ``step``)."""

    src: Square
    step: Square
    dest: Square
    kind: Literal["SrcStepDstFinite"] = "SrcStepDstFinite"

    def __repr__(self) -> str:
        return _move_repr(self)


class SrcStepsDst(NamedTuple):
    """Old cetkaik: move the piece on ``src`` over the vessels on ``steps`` (two or more, in order) to ``dest``."""

    src: Square
    steps: tuple[Square, ...]
    dest: Square
    kind: Literal["SrcStepsDst"] = "SrcStepsDst"

    def __repr__(self) -> str:
        return _move_repr(self)


class InfAfterStep(NamedTuple):
    """Step from ``src`` over ``step`` and announce a ranged move towards ``planned``; the sticks are cast next."""

    src: Square
    step: Square
    planned: Square
    kind: Literal["InfAfterStep"] = "InfAfterStep"

    def __repr__(self) -> str:
        return _move_repr(self)


class FromHand(NamedTuple):
    """Drop a captured piece of ``colour`` and ``profession`` from the mover's hop1zuo1 on ``dest``."""

    colour: Colour
    profession: Profession
    dest: Square
    kind: Literal["FromHand"] = "FromHand"

    def __repr__(self) -> str:
        return _move_repr(self)


class TamNoStep(NamedTuple):
    """Move the tam2 from ``src`` to ``first_dest`` and then to ``second_dest``."""

    src: Square
    first_dest: Square
    second_dest: Square
    kind: Literal["TamNoStep"] = "TamNoStep"

    def __repr__(self) -> str:
        return _move_repr(self)


class TamStepsDuringFormer(NamedTuple):
    """Move the tam2 from ``src`` over the piece on ``step`` to ``first_dest``, then to ``second_dest``."""

    src: Square
    step: Square
    first_dest: Square
    second_dest: Square
    kind: Literal["TamStepsDuringFormer"] = "TamStepsDuringFormer"

    def __repr__(self) -> str:
        return _move_repr(self)


class TamStepsDuringLatter(NamedTuple):
    """Move the tam2 from ``src`` to ``first_dest``, then over the piece on ``step`` to ``second_dest``."""

    src: Square
    first_dest: Square
    step: Square
    second_dest: Square
    kind: Literal["TamStepsDuringLatter"] = "TamStepsDuringLatter"

    def __repr__(self) -> str:
        return _move_repr(self)


class AfterHalfAcceptance(NamedTuple):
    """In the excited state: finish the ranged move on ``dest``, or give it up (``dest`` is ``None``)."""

    dest: Square | None
    kind: Literal["AfterHalfAcceptance"] = "AfterHalfAcceptance"

    def __repr__(self) -> str:
        return _move_repr(self)


def _move_repr(move: Move) -> str:
    """``<SrcDst LAI片CAI>``: the kind and the 片 notation (which :func:`parse_notation` reads back)."""
    return f"<{move.kind} {to_notation(move)}>"


#: A move of a piece other than the tam2.
NonTamMove = SrcDst | SrcStepDstFinite | InfAfterStep | FromHand
#: A move of the tam2.
TamMove = TamNoStep | TamStepsDuringFormer | TamStepsDuringLatter
#: A move made from a ground (non-excited) position.
GroundMove = NonTamMove | TamMove
#: Anything a player can send (``SrcStepsDst`` only under old cetkaik).
Move = GroundMove | SrcStepsDst | AfterHalfAcceptance

#: The "pass" (give up) decision of the excited state.
PASS: Final = AfterHalfAcceptance(None)

_SQ: Final = r"([KLNTZXCMP](?:AI|AU|IA|A|E|I|U|O|Y))"
_PATTERNS: Final = (
    (re.compile(f"^{_SQ}片{_SQ}水?$"), "SrcDst"),
    (re.compile(f"^{_SQ}片{_SQ}{_SQ}水?$"), "SrcStepDstFinite"),
    (re.compile(f"^{_SQ}片((?:{_SQ}){{3,}})水?$"), "SrcStepsDst"),
    (re.compile(f"^{_SQ}片{_SQ}心{_SQ}$"), "InfAfterStep"),
    (re.compile(f"^([赤黒])([船兵弓車虎馬筆巫将王]){_SQ}$"), "FromHand"),
    (re.compile(rf"^{_SQ}皇\[{_SQ}\]{_SQ}$"), "TamNoStep"),
    (re.compile(rf"^{_SQ}皇{_SQ}\[{_SQ}\]{_SQ}$"), "TamStepsDuringFormer"),
    (re.compile(rf"^{_SQ}皇\[{_SQ}\]{_SQ}{_SQ}$"), "TamStepsDuringLatter"),
    (re.compile(f"^{_SQ}$"), "AfterHalfAcceptance"),
)
_SQUARE_INDEX: Final = {name: i for i, name in enumerate(SQUARE_NAMES)}


def parse_notation(text: object) -> Move:
    """Parse a move in "片" notation (also ``pass`` and a bare square for the excited state).

    A trailing 水 (the reference's water-entry mark) is accepted and ignored. Raise :class:`MoveError`.
    """
    if not isinstance(text, str):
        raise MoveError("move", f"must be a string in 片 notation, got {text!r}")
    if text == "pass":
        return PASS
    for pattern, kind in _PATTERNS:
        m = pattern.match(text)
        if m is None:
            continue
        g = m.groups()
        if kind == "FromHand":
            return FromHand(parse_colour(g[0]), parse_profession(g[1]), _SQUARE_INDEX[g[2]])
        if kind == "SrcStepsDst":
            *steps, dest = (_SQUARE_INDEX[name] for name in re.findall(_SQ, g[1]))
            return SrcStepsDst(_SQUARE_INDEX[g[0]], tuple(steps), dest)
        squares = [_SQUARE_INDEX[name] for name in g]
        built: Move = _BUILDERS[kind](*squares)
        return built
    raise MoveError(
        "move",
        f"{text!r} is not a move in 片 notation (e.g. LAI片CAI, LAU片LAILY, KO片NOTOTI, LAI片LAU心CAU, 黒兵CA, "
        "ZO皇[TO]NO, ZO皇TU[NI]LE, ZO皇[TO]TUNI, a square or pass)",
    )


_BUILDERS: Final[dict[str, Any]] = {
    "SrcDst": SrcDst,
    "SrcStepDstFinite": SrcStepDstFinite,
    "InfAfterStep": InfAfterStep,
    "TamNoStep": TamNoStep,
    "TamStepsDuringFormer": TamStepsDuringFormer,
    "TamStepsDuringLatter": TamStepsDuringLatter,
    "AfterHalfAcceptance": AfterHalfAcceptance,
}


def to_notation(move: Move) -> str:
    """Return the "片" notation of a move (``pass`` or a square name for an excited-state decision)."""
    n = SQUARE_NAMES
    if move.kind == "SrcDst":
        return f"{n[move.src]}片{n[move.dest]}"
    if move.kind == "SrcStepDstFinite":
        return f"{n[move.src]}片{n[move.step]}{n[move.dest]}"
    if move.kind == "SrcStepsDst":
        return f"{n[move.src]}片{''.join(n[sq] for sq in move.steps)}{n[move.dest]}"
    if move.kind == "InfAfterStep":
        return f"{n[move.src]}片{n[move.step]}心{n[move.planned]}"
    if move.kind == "FromHand":
        return f"{move.colour.cjk}{move.profession.cjk}{n[move.dest]}"
    if move.kind == "TamNoStep":
        return f"{n[move.src]}皇[{n[move.first_dest]}]{n[move.second_dest]}"
    if move.kind == "TamStepsDuringFormer":
        return f"{n[move.src]}皇{n[move.step]}[{n[move.first_dest]}]{n[move.second_dest]}"
    if move.kind == "TamStepsDuringLatter":
        return f"{n[move.src]}皇[{n[move.first_dest]}]{n[move.step]}{n[move.second_dest]}"
    return "pass" if move.dest is None else n[move.dest]


_SQUARE_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "SrcDst": ("src", "dest"),
    "SrcStepDstFinite": ("src", "step", "dest"),
    "InfAfterStep": ("src", "step", "planned"),
    "TamNoStep": ("src", "first_dest", "second_dest"),
    "TamStepsDuringFormer": ("src", "step", "first_dest", "second_dest"),
    "TamStepsDuringLatter": ("src", "first_dest", "step", "second_dest"),
}
#: The JSON fields of each move kind that is not made of single squares only.
_OTHER_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "SrcStepsDst": ("src", "steps", "dest"),
    "FromHand": ("color", "prof", "dest"),
    "AfterHalfAcceptance": ("dest",),
}
#: The JSON ``type`` names of every move kind.
MOVE_TYPES: Final = (*_SQUARE_FIELDS, *_OTHER_FIELDS)
#: A move's kind (its ``kind``, its JSON ``type``).
MoveType = Literal["SrcDst", "SrcStepDstFinite", "SrcStepsDst", "InfAfterStep", "FromHand", "TamNoStep",
                   "TamStepsDuringFormer", "TamStepsDuringLatter", "AfterHalfAcceptance"]


def to_json(move: Move) -> dict[str, Any]:
    """Return the JSON object form of a move (square names, canonical colour and profession names)."""
    if move.kind == "FromHand":
        return {
            "type": "FromHand",
            "color": move.colour.value,
            "prof": move.profession.value,
            "dest": SQUARE_NAMES[move.dest],
        }
    if move.kind == "AfterHalfAcceptance":
        return {"type": move.kind, "dest": None if move.dest is None else SQUARE_NAMES[move.dest]}
    if move.kind == "SrcStepsDst":
        return {
            "type": move.kind,
            "src": SQUARE_NAMES[move.src],
            "steps": [SQUARE_NAMES[sq] for sq in move.steps],
            "dest": SQUARE_NAMES[move.dest],
        }
    return {"type": move.kind, **{name: SQUARE_NAMES[getattr(move, name)] for name in _SQUARE_FIELDS[move.kind]}}


def from_json(data: Any) -> Move:
    """Parse a move given as a JSON object (see the module docstring) or as a "片" notation string."""
    if isinstance(data, str):
        return parse_notation(data)
    if not isinstance(data, Mapping):
        raise MoveError("move", "must be an object with a type, or a string in 片 notation")
    kind = data.get("type")
    if kind not in MOVE_TYPES:
        raise MoveError("move.type", f"must be one of {', '.join(MOVE_TYPES)}, got {kind!r}")
    expected = {"type", *(_SQUARE_FIELDS.get(kind) or _OTHER_FIELDS[kind])}
    unknown = set(data) - expected
    if unknown:
        raise MoveError(
            f"move.{sorted(unknown)[0]}", f"unknown field for {kind} (expected {', '.join(sorted(expected))})"
        )
    if kind == "AfterHalfAcceptance":
        dest = data.get("dest")
        return AfterHalfAcceptance(None if dest is None else _square(dest, "move.dest"))
    if kind == "FromHand":
        return FromHand(
            _attr(parse_colour, data, "color"),
            _attr(parse_profession, data, "prof"),
            _square(data.get("dest"), "move.dest"),
        )
    if kind == "SrcStepsDst":
        src, dest = _square(data.get("src"), "move.src"), _square(data.get("dest"), "move.dest")
        return SrcStepsDst(src, _steps(data.get("steps")), dest)
    squares = [_square(data.get(name), f"move.{name}") for name in _SQUARE_FIELDS[kind]]
    return _BUILDERS[kind](*squares)  # type: ignore[no-any-return]


def _steps(value: Any) -> tuple[Square, ...]:
    """Parse the ``steps`` list of a ``SrcStepsDst`` object: two or more square names."""
    if value is None:
        raise MoveError("move.steps", "is required: the list of the square names stepped over, in order")
    if not isinstance(value, list | tuple):
        raise MoveError("move.steps", f"must be a list of the square names stepped over, in order, got {value!r}")
    if len(value) < 2:
        raise MoveError("move.steps", "needs at least two squares (a single via point is a SrcStepDstFinite move)")
    return tuple(_square(name, f"move.steps[{i}]") for i, name in enumerate(value))


def _square(value: Any, field: str) -> Square:
    if value is None:
        raise MoveError(field, "is required")
    try:
        return parse_square(value)
    except RulesError as e:
        raise MoveError(field, e.message) from None


def _attr(parser: Any, data: Mapping[str, Any], key: str) -> Any:
    if data.get(key) is None:
        raise MoveError(f"move.{key}", "is required")
    try:
        return parser(data[key])
    except RulesError as e:
        raise MoveError(f"move.{key}", e.message) from None
