"""Reading Cetkaik requests into the rules library's objects, and writing its answers as JSON."""

from __future__ import annotations

from typing import Any

from adjudicator.games.cetkaik import moves as cmoves
from adjudicator.games.cetkaik.movegen import Annotation, annotate, legal_moves
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import Square
from adjudicator.web.api import bad_input, probability
from adjudicator.web.errors import abort_unprocessable


def read_position(body: dict[str, Any], key: str = "position") -> Position:
    """Return the position of a request given as ``position`` (JSON) or ``position_text``, exactly one of them."""
    if isinstance(body.get(key), Position):  # loaded by the request schema
        return body[key]  # type: ignore[no-any-return]
    text_key = f"{key}_text"
    given = [k for k in (key, text_key) if body.get(k) is not None]
    if len(given) != 1:
        abort_unprocessable(f"give the position either as '{key}' (JSON) or as '{text_key}' (text), exactly one", key)
    if given[0] == key:
        with bad_input(key):
            return Position.from_json(body[key])
    with bad_input(text_key):
        return Position.from_text(body[text_key])


def read_ruleset(body: dict[str, Any]) -> Ruleset:
    """Return the effective ruleset of a request."""
    with bad_input("ruleset"):
        return Ruleset.resolve(body.get("ruleset"))


def read_move(value: Any, field: str = "move") -> cmoves.Move:
    """Return a move given as "片" notation or as an object."""
    with bad_input(field):
        return cmoves.from_json(value)


def position_out(position: Position) -> dict[str, Any]:
    """A position in both its JSON and text forms."""
    return {"position": position.to_json(), "position_text": position.to_text()}


def annotated_move(move: cmoves.Move, note: Annotation) -> dict[str, Any]:
    """One legal move with its annotations, as the schema declares it."""
    captured = note.captured
    return {
        "notation": note.notation,
        "type": note.kind,
        "move": cmoves.to_json(move),
        "captured": None if captured is None else {"color": captured.colour.value, "prof": captured.profession.value},
        "water_entry": note.water_entry,
        "stick_distance": note.stick_distance,
        "stick_probability": None if note.stick_probability is None else probability(note.stick_probability),
        "success_probability": probability(note.success_probability),
        "tam2_penalty": note.tam2_penalty,
        "tam2_penalty_is_a_hand": note.tam2_penalty_is_a_hand,
        "steps_on_tam2": note.steps_on_tam2,
    }


def listed_moves(position: Position, ruleset: Ruleset, src: Square | None, *, notations_only: bool = False
                 ) -> list[Any]:
    """The legal moves of a position (only those from ``src`` if given): annotated, or their notations."""
    found = legal_moves(position, ruleset)
    if src is not None:
        found = [m for m in found if getattr(m, "src", None) == src]
    if notations_only:
        return [cmoves.to_notation(m) for m in found]
    return [annotated_move(m, annotate(position, m, ruleset)) for m in found]
