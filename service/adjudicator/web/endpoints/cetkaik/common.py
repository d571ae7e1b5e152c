"""What the Cetkaik operations share: their group (one tag, ``/v1/cetkaik``), and writing the rules library's answers
as JSON."""

from __future__ import annotations

from typing import Any

import orjson

from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.movegen import Noted, annotated_moves, legal_moves, success_probability
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import Square
from adjudicator.web.api import CANONICAL, JSON, Operations, probability

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


#: Encoded JSON of each annotated move, per stepping-cast flag: moves recur from position to position, so the
#: entries of a list are mostly looked up, not built and encoded again. Bounded by :data:`MAX_ENCODED_MOVES`.
_ENCODED: dict[str, dict[Noted, orjson.Fragment]] = {}
MAX_ENCODED_MOVES = 200_000


#: The JSON of a move's own part of its entry (notation, type, object form), without the closing brace.
_MOVE_PARTS: dict[cmoves.Move, bytes] = {}
#: The JSON of the rest of an entry (from ``captured`` on), by the stepping-cast flag and the annotations: a few
#: hundred combinations.
_ANNOTATION_PARTS: dict[tuple[Any, ...], bytes] = {}


def _annotation_part(noted: Noted, ruleset: Ruleset, key: tuple[Any, ...]) -> bytes:
    stick, success = success_probability(noted, ruleset)
    _, captured, water_entry, stick_distance, steps_on_tam2, tam2_penalty, tam2_penalty_is_a_hand = noted
    entry = {
        "captured": None if captured is None else {"color": captured.colour.value, "prof": captured.profession.value},
        "water_entry": water_entry,
        "stick_distance": stick_distance,
        "stick_probability": None if stick is None else probability(stick),
        "success_probability": probability(success),
        "tam2_penalty": tam2_penalty,
        "tam2_penalty_is_a_hand": tam2_penalty_is_a_hand,
        "steps_on_tam2": steps_on_tam2,
    }
    part = _ANNOTATION_PARTS[key] = b"," + orjson.dumps(entry)[1:]
    return part


def _encoded(noted: Noted, ruleset: Ruleset) -> orjson.Fragment:
    """The JSON of an annotated move: its move's part and its annotations' part, each encoded once."""
    by_cast = _ENCODED.setdefault(ruleset.stepping_cast, {})
    for table in (by_cast, _MOVE_PARTS, _ANNOTATION_PARTS):
        if len(table) >= MAX_ENCODED_MOVES:
            table.clear()
    move = noted[0]
    head = _MOVE_PARTS.get(move)
    if head is None:
        entry = {"notation": _NOTATIONS.get(move) or _notation(move), "type": move.kind, "move": cmoves.to_json(move)}
        head = _MOVE_PARTS[move] = orjson.dumps(entry)[:-1]
    key = (ruleset.stepping_cast, *noted[1:])
    tail = _ANNOTATION_PARTS.get(key) or _annotation_part(noted, ruleset, key)
    fragment = by_cast[noted] = orjson.Fragment(head + tail)
    return fragment


#: The notation of every move met (the moves of a board are a bounded set).
_NOTATIONS: dict[cmoves.Move, str] = {}


def _notation(move: cmoves.Move) -> str:
    if len(_NOTATIONS) >= MAX_ENCODED_MOVES:
        _NOTATIONS.clear()
    notation = _NOTATIONS[move] = cmoves.to_notation(move)
    return notation


def listed_moves(position: Position, ruleset: Ruleset, src: Square | None, *, notations_only: bool = False
                 ) -> list[Any]:
    """The legal moves of a position (only those from ``src`` if given): annotated (encoded), or their notations.

    The annotations come from the generator (:func:`annotated_moves`); the JSON of an annotated move is encoded
    once and reused (an ``orjson.Fragment``) wherever the same move with the same annotations recurs.
    """
    if notations_only:
        found = legal_moves(position, ruleset)
        if src is not None:
            found = [m for m in found if getattr(m, "src", None) == src]
        notations: list[Any] = list(map(_NOTATIONS.get, found))
        if None in notations:
            notations = [n or _notation(m) for n, m in zip(notations, found, strict=True)]
        return notations
    noted = annotated_moves(position, ruleset)
    if src is not None:
        noted = [n for n in noted if getattr(n[0], "src", None) == src]
    encoded: list[Any] = list(map(_ENCODED.get(ruleset.stepping_cast, {}).get, noted))
    if None in encoded:
        encoded = [e or _encoded(n, ruleset) for e, n in zip(encoded, noted, strict=True)]
    return encoded


def compact_moves(position: Position, ruleset: Ruleset, src: Square | None) -> dict[str, Any]:
    """The legal moves of a position (only those from ``src`` if given) as a table of columns, for ``form: compact``.

    ``notations[i]`` is the 片 notation of the i-th move of the full form's ``moves``; its ``type`` and ``move``
    object are what that notation parses to. ``annotations`` holds each distinct set of annotations once (an entry
    of the full form from ``captured`` on), and ``annotation_indices[i]`` is the index of the i-th move's set.
    :func:`expand_compact_moves` turns an answer of this form back into the full form.
    """
    noted = annotated_moves(position, ruleset)
    if src is not None:
        noted = [n for n in noted if getattr(n[0], "src", None) == src]
    cast = ruleset.stepping_cast
    by_cast = _COMPACT_ENTRIES.setdefault(cast, {})
    for table in (by_cast, _ANNOTATION_PARTS, _NOTATIONS):
        if len(table) >= MAX_ENCODED_MOVES:
            table.clear()
    entries: list[Any] = list(map(by_cast.get, noted))
    if None in entries:
        entries = [e or _compact_entry(n, ruleset, by_cast) for e, n in zip(entries, noted, strict=True)]
    index_of: dict[bytes, int] = {}  # each distinct annotation part, numbered in the order first met
    of_move = [index_of.setdefault(part, len(index_of)) for _, part in entries]
    # the notations are written as the JSON each was encoded to once (one list for all of them: annotation_indices
    # counts them)
    return {"notations": orjson.Fragment(b"[" + b",".join([notation for notation, _ in entries]) + b"]"),
            "annotation_indices": of_move,
            "annotations": [orjson.Fragment(b"{" + part[1:]) for part in index_of]}


#: Per stepping-cast flag, each annotated move's notation (encoded, a JSON string) and the JSON of its annotations
#: (as in the full form's entry, from ``captured`` on): what :func:`compact_moves` needs of a move, looked up once it
#: has been met.
_COMPACT_ENTRIES: dict[str, dict[Noted, tuple[bytes, bytes]]] = {}


def _compact_entry(noted: Noted, ruleset: Ruleset, by_cast: dict[Noted, tuple[bytes, bytes]]) -> tuple[bytes, bytes]:
    key = (ruleset.stepping_cast, *noted[1:])
    part = _ANNOTATION_PARTS.get(key) or _annotation_part(noted, ruleset, key)
    entry = by_cast[noted] = (orjson.dumps(_NOTATIONS.get(noted[0]) or _notation(noted[0])), part)
    return entry


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
        move = cmoves.to_json(cmoves.parse_notation(notation))
        moves.append({"notation": notation, "type": move["type"], "move": move, **annotations[index]})
    return {"moves": moves, **{key: value for key, value in answer.items() if key != "compact_moves"}}
