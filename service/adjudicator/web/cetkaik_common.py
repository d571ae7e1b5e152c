"""Writing the Cetkaik rules library's answers as JSON."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import orjson

from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.movegen import Noted, annotated_moves, legal_moves, success_probability
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import Square
from adjudicator.web.api import CANONICAL, probability


@lru_cache(maxsize=1024)
def ruleset_json(ruleset: Ruleset) -> dict[str, Any]:
    """The JSON of an effective ruleset (computed once per ruleset; do not modify it)."""
    return ruleset.to_json()


CANONICAL[Ruleset] = ruleset_json


def position_out(position: Position) -> dict[str, Any]:
    """A position in both its JSON and text forms."""
    return {"position": position.to_json(), "position_text": position.to_text()}


#: Encoded JSON of each annotated move, per stepping-cast flag: moves recur from position to position, so the
#: entries of a list are mostly looked up, not built and encoded again. Bounded by :data:`MAX_ENCODED_MOVES`.
_ENCODED: dict[str, dict[Noted, orjson.Fragment]] = {}
MAX_ENCODED_MOVES = 200_000


def _encoded(noted: Noted, ruleset: Ruleset) -> orjson.Fragment:
    by_cast = _ENCODED.setdefault(ruleset.stepping_cast, {})
    if len(by_cast) >= MAX_ENCODED_MOVES:
        by_cast.clear()
    stick, success = success_probability(noted, ruleset)
    move = noted.move
    captured = noted.captured
    entry = {
        "notation": cmoves.to_notation(move),
        "type": move.kind,
        "move": cmoves.to_json(move),
        "captured": None if captured is None else {"color": captured.colour.value, "prof": captured.profession.value},
        "water_entry": noted.water_entry,
        "stick_distance": noted.stick_distance,
        "stick_probability": None if stick is None else probability(stick),
        "success_probability": probability(success),
        "tam2_penalty": noted.tam2_penalty,
        "tam2_penalty_is_a_hand": noted.tam2_penalty_is_a_hand,
        "steps_on_tam2": noted.steps_on_tam2,
    }
    fragment = by_cast[noted] = orjson.Fragment(orjson.dumps(entry))
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
        known_notations = _NOTATIONS.get
        return [known_notations(m) or _notation(m) for m in found]
    noted = annotated_moves(position, ruleset)
    if src is not None:
        noted = [n for n in noted if getattr(n.move, "src", None) == src]
    known = _ENCODED.get(ruleset.stepping_cast, {})
    get = known.get
    return [get(n) or _encoded(n, ruleset) for n in noted]
