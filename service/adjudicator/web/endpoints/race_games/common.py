"""What the race games' operations share: their two groups, both under ``/v1/race-games`` (``ops``, tag race-games;
``odds_ops``, tag race-games-odds: the exact figures), and the seat field."""

from __future__ import annotations

from marshmallow.validate import Range

from adjudicator.web import fields
from adjudicator.web.api import Operations

ops = Operations("race-games", "/v1/race-games", "The race games: 六裁 (netxiju), 行山 (mokzo) and 連船之遊 (ships)")
odds_ops = Operations(
    "race-games-odds", "/v1/race-games", "Exact figures of the race games: 六裁 landing probabilities"
)


def seat_field(description: str | None = None, players: int = 4) -> fields.Integer:
    """A seat (0-based)."""
    return fields.Integer(required=True, validate=Range(0, players - 1), metadata=fields.described(description))
