"""What the race games' operations share: their group (``ops``: one tag, ``/v1/race-games``) and the seat field."""

from __future__ import annotations

from marshmallow.validate import Range

from adjudicator.web import fields
from adjudicator.web.api import Operations

ops = Operations("race-games", "/v1/race-games", "The race games: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships)")


def seat_field(description: str | None = None, players: int = 4) -> fields.Integer:
    """A seat (0-based)."""
    return fields.Integer(required=True, validate=Range(0, players - 1), metadata=fields.described(description))
