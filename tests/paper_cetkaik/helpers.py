from __future__ import annotations

from adjudicator.games.paper_cetkaik.cards import Card


def cards(text: str) -> list[Card]:
    """Parse space-separated card notations."""
    return [Card.parse(t) for t in text.split()]
