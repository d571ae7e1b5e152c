from __future__ import annotations

from typing import Any

from adjudicator.games.paper_cetkaik.cards import Card


def cards(text: str) -> list[Card]:
    """Parse space-separated card notations."""
    return [Card.parse(t) for t in text.split()]


def post(client: Any, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    """POST a JSON body; check the status and return the JSON answer."""
    answer = client.post(path, json=body)
    assert answer.status_code == status, answer.get_json()
    data = answer.get_json()
    assert isinstance(data, dict)
    return data
