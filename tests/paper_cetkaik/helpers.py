from __future__ import annotations

import random
from typing import Any

from adjudicator.games.paper_cetkaik import nine
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


def nine_choose(match: nine.NineMatch, rng: random.Random) -> tuple[str, list[Card] | None]:
    """A random legal action of the 小猫 player to play: a combo (always when it must play), else 30 % a decline."""
    season = match.season
    player = season.to_play
    assert player is not None
    current = season.table[-1] if season.table else None
    plays = nine.legal_plays(season.hands[player], current)
    must = (current is None and season.hands[player]) or player in season.taken_part
    if plays and (must or rng.random() < 0.7):
        return player, list(rng.choice(plays).cards)
    return player, None
