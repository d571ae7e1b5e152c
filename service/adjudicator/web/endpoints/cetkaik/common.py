"""What the Cetkaik operations share: their group (one tag, ``/v1/cetkaik``), and writing the rules library's answers
as JSON."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Annotated, Any

import marshmallow as ma
import orjson
from marshmallow.validate import Range

from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.movegen import (
    MoveEffects,
    NotatedMove,
    coded_moves,
    joined_notations,
    move_of_code,
    numbered,
)
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import Square
from adjudicator.games.jsonform import json_doc
from adjudicator.web import fields
from adjudicator.web.api import CANONICAL, JSON, Operations
from adjudicator.web.derived import answer, written

ops = Operations(
    "cetkaik", "/v1/cetkaik",
    "Cetkaik (机戦): positions, legal moves, applying moves, hands, declarations and game records",
)

#: The JSON of each ruleset object met (by identity, holding the object so that its id is not reused): presets and
#: the library's resolved rulesets are shared objects, and hashing a ruleset means hashing every flag.
_RULESET_JSON: dict[int, tuple[Ruleset, dict[str, Any]]] = {}


def ruleset_json(ruleset: Ruleset) -> dict[str, Any]:
    """The JSON of an effective ruleset (computed once per ruleset object; do not modify it)."""
    known = _RULESET_JSON.get(id(ruleset))
    if known is not None:
        return known[1]
    if len(_RULESET_JSON) >= 1024:
        _RULESET_JSON.clear()
    data = ruleset.to_json()
    _RULESET_JSON[id(ruleset)] = (ruleset, data)
    return data


CANONICAL[Ruleset] = ruleset_json
CANONICAL[Position] = Position.to_text


def position_out(position: Position) -> dict[str, Any]:
    """A position in both its JSON and text forms."""
    return {"position": position.to_json(), "position_text": position.to_text()}


#: The most entries each table of encoded JSON below holds (each is emptied when it is full: codes are stable, so
#: what it held is encoded again when met again).
MAX_ENCODED_MOVES = 200_000
#: The JSON of a move's own part of its full-form entry (notation, type, object form, without the closing brace), by
#: move code (:func:`~adjudicator.games.cetkaik.movegen.move_code`).
_HEADS: dict[int, bytes] = {}
#: The JSON of the rest of a full-form entry (from ``captured`` on, with the closing brace) by the ruleset's stepping
#: cast (it decides the probabilities) and the annotation code
#: (:func:`~adjudicator.games.cetkaik.movegen.annotation_code`): a few hundred.
_TAILS: dict[str, dict[int, bytes]] = {}
#: The square a move starts from (its ``src``, or none), by move code: to list the moves of one square.
_SOURCES: dict[int, Square | None] = {}


def _bounded(*tables: dict[Any, Any]) -> None:
    for table in tables:
        if len(table) >= MAX_ENCODED_MOVES:
            table.clear()


def _looked_up(table: dict[Any, Any], keys: list[Any]) -> tuple[Any, ...]:
    """``table``'s value of each key, in order (a ``KeyError`` for one not there): one C call for the whole list,
    rather than one Python-level call a key."""
    return itemgetter(*keys)(table) if len(keys) > 1 else tuple(map(table.__getitem__, keys))


def _head(code: int) -> bytes:
    """The JSON of a move's part of its entry (:class:`NotatedMove`), without the closing brace."""
    head = _HEADS[code] = orjson.dumps(NotatedMove.of(move_of_code(code)).to_json())[:-1]
    return head


def _tail(note: int, ruleset: Ruleset, tails: dict[int, bytes]) -> bytes:
    """The JSON of the rest of an entry (:class:`MoveEffects`), from the comma on."""
    tail = tails[note] = b"," + orjson.dumps(MoveEffects.of_code(note, ruleset).to_json(), default=written)[1:]
    return tail


#: The JSON object of a set of annotations (a full-form entry from ``captured`` on) by the ruleset's stepping cast and
#: the annotation code, as the compact form lists it.
_ANNOTATIONS: dict[str, dict[int, orjson.Fragment]] = {}


def _annotations(note: int, ruleset: Ruleset, table: dict[int, orjson.Fragment]) -> orjson.Fragment:
    tails = _TAILS.setdefault(ruleset.stepping_cast, {})
    _bounded(tails)
    found = table[note] = orjson.Fragment(b"{" + (tails.get(note) or _tail(note, ruleset, tails))[1:])
    return found


def _source(code: int) -> Square | None:
    src = _SOURCES[code] = getattr(move_of_code(code), "src", None)
    return src


def _coded(position: Position, ruleset: Ruleset, src: Square | None) -> tuple[list[int], list[int]]:
    """The codes of the legal moves and of their annotations (only the moves from ``src`` if given)."""
    moves, notes = coded_moves(position, ruleset)
    if src is not None:
        _bounded(_SOURCES)
        kept = [i for i, code in enumerate(moves) if (_SOURCES[code] if code in _SOURCES else _source(code)) == src]
        moves, notes = [moves[i] for i in kept], [notes[i] for i in kept]
    return moves, notes


def listed_moves(position: Position, ruleset: Ruleset, src: Square | None) -> tuple[orjson.Fragment, int]:
    """The legal moves of a position (only those from ``src`` if given), annotated: the JSON list of the full form's
    entries, and how many there are.

    The generator gives each move and each set of annotations as an integer code (:func:`coded_moves`); the JSON of
    a move's part (the head of its entry) and of an annotations' part (its tail) is encoded once and looked up by its
    code wherever it recurs, and the list is joined from them at once.
    """
    moves, notes = _coded(position, ruleset, src)
    count = len(moves)
    if not count:
        return orjson.Fragment(b"[]"), 0
    tails = _TAILS.setdefault(ruleset.stepping_cast, {})
    _bounded(_HEADS, tails)
    parts: list[bytes] = [b","] * (3 * count + 1)  # [ head tail , head tail , ... head tail ]
    parts[0] = b"["
    parts[-1] = b"]"
    parts[1::3] = _all_of(_HEADS, moves, _head)
    parts[2::3] = _all_of(tails, notes, lambda note: _tail(note, ruleset, tails))
    return orjson.Fragment(b"".join(parts)), count


def _all_of(table: dict[int, bytes], codes: list[int], encode: Callable[[int], bytes]) -> tuple[bytes, ...]:
    """The encoded JSON of each code, from ``table``; the codes not met before are encoded (into it) first."""
    try:
        return _looked_up(table, codes)
    except KeyError:
        for code in set(codes).difference(table):
            encode(code)
        return _looked_up(table, codes)


def listed_notations(position: Position, ruleset: Ruleset, src: Square | None) -> tuple[orjson.Fragment, int]:
    """The notations of the legal moves of a position (only those from ``src`` if given): their JSON list, and how
    many there are."""
    moves = _coded(position, ruleset, src)[0]
    return notations_json(moves), len(moves)


def notations_json(moves: list[int]) -> orjson.Fragment:
    """The JSON list of the notations of the moves whose codes are given (a notation holds no character JSON would
    escape: it is written between quotes as it is)."""
    if not moves:
        return orjson.Fragment(b"[]")
    return orjson.Fragment(b'["' + joined_notations(moves, b'","') + b'"]')


@answer
@dataclass(slots=True)
class CompactMoves:
    """The legal moves as a table of columns (``form: compact``): the same moves, in the same order, as the full
    form's ``moves``. The i-th move is ``notations[i]``, its ``type`` and ``move`` object are what that notation
    parses to, and its other entries are ``annotations[annotation_indices[i]]``: the full form's i-th entry is
    ``{"notation": notations[i], "type": …, "move": …, **annotations[annotation_indices[i]]}``."""

    notations: Annotated[orjson.Fragment, list[str]] = field(metadata=json_doc(
        "the 片 notation of each legal move, in order"))
    annotation_indices: Annotated[list[int], ma.fields.List(fields.Integer(validate=Range(min=0)))] = field(
        metadata=json_doc("for each move (same order as notations), the index of its annotations"))
    annotations: list[Annotated[orjson.Fragment, MoveEffects]] = field(metadata=json_doc(
        "each distinct set of annotations of the listed moves, once"))


def compact_moves(position: Position, ruleset: Ruleset, src: Square | None) -> tuple[CompactMoves, int]:
    """The legal moves of a position (only those from ``src`` if given) as a table of columns, for ``form: compact``
    (:class:`CompactMoves`), and how many there are. :func:`expand_compact_moves` turns an answer of this form back
    into the full form."""
    moves, notes = _coded(position, ruleset, src)
    distinct, indices = numbered(notes)  # each set of annotations, numbered in the order first met
    annotations = _ANNOTATIONS.setdefault(ruleset.stepping_cast, {})
    _bounded(annotations)
    table = CompactMoves(notations_json(moves), indices,
                         [annotations.get(note) or _annotations(note, ruleset, annotations) for note in distinct])
    return table, len(moves)


def expand_compact_moves(answer: JSON) -> JSON:
    """The full form of a ``list_cetkaik_moves`` answer given in the compact form (``compact_moves`` in place of
    ``moves``): every move's entry rebuilt from its notation and its annotations, in the full form's key order. An
    answer without ``compact_moves`` is returned as it is. Pure: the answer given is not modified."""
    if not isinstance(answer, dict) or "compact_moves" not in answer:
        return answer
    table = answer["compact_moves"]
    annotations = table["annotations"]
    moves = []
    for notation, index in zip(table["notations"], table["annotation_indices"], strict=True):
        moves.append({**NotatedMove.of(cmoves.parse_notation(notation)).to_json(), **annotations[index]})
    return {"moves": moves, **{key: value for key, value in answer.items() if key != "compact_moves"}}
