"""A deterministic, realistic mix of Cetkaik requests, built like the load test's (tests/load/run_loadtest.py).

Legal moves and move application on mid-game positions reached by random play, hands of random captured
pieces, and the replay of game records (the sample record of tests/data and records of the random games).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, NamedTuple

from adjudicator.games.cetkaik.kiaak import Play, write_record
from adjudicator.games.cetkaik.movegen import legal_moves
from adjudicator.games.cetkaik.moves import InfAfterStep, to_notation
from adjudicator.games.cetkaik.pieces import COPIES_PER_COLOUR, Colour, ColouredPiece, Profession, Side
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA
from adjudicator.games.cetkaik.transition import Casts, TurnState, apply_move, declare

RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")


class Request(NamedTuple):
    """One HTTP request: method, path and JSON body (bytes, or None for a GET)."""

    method: str
    path: str
    body: bytes | None

    @property
    def label(self) -> str:
        """A short description for assertion messages."""
        return f"{self.method} {self.path} {(self.body or b'')[:80]!r}"


def _post(path: str, body: Any) -> Request:
    return Request("POST", path, json.dumps(body, ensure_ascii=False).encode("utf-8"))


def _random_game(rng: random.Random, plies: int) -> tuple[list[Position], list[Any]]:
    """Play up to ``plies`` random legal moves (drawing every cast); return the positions and the plays."""
    position = Position.initial(Side.IA)
    positions, plays = [position], []
    for _ in range(plies):
        moves = [m for m in legal_moves(position, CERKE_ONLINE_ALPHA) if not isinstance(m, InfAfterStep)]
        if not moves:
            break
        move = rng.choice(moves)
        outcome = apply_move(position, move, CERKE_ONLINE_ALPHA, rng=rng).outcomes[0]
        success = outcome.water_entry_success
        casts = Casts(water_entry=None if success is None else rng.choice([3, 4, 5] if success else [0, 1, 2]))
        plays.append(Play(move, casts))
        position = outcome.position
        if outcome.state is TurnState.MUST_DECLARE:
            position = declare(position, "ty_mok1", CERKE_ONLINE_ALPHA).outcomes[0].position
            plays.append("ty_mok1")
        if outcome.state is TurnState.GAME_OVER:
            break
        positions.append(position)
    return positions, plays


def request_mix(seed: int = 2026, games: int = 6) -> list[Request]:
    """The distinct requests of the mix (a few dozen), in a fixed shuffled order."""
    rng = random.Random(seed)
    out: list[Request] = []
    for _ in range(games):
        positions, plays = _random_game(rng, rng.randint(12, 30))
        for position in positions[4::4]:
            text = position.to_text()
            out.append(_post("/v1/cetkaik/moves", {"position_text": text}))
            move = rng.choice(legal_moves(position, CERKE_ONLINE_ALPHA))
            out.append(_post("/v1/cetkaik/apply", {"position_text": text, "move": to_notation(move)}))
        try:
            record = write_record(plays, [Side.IA], CERKE_ONLINE_ALPHA)
        except ValueError:
            continue
        out.append(_post("/v1/cetkaik/records/replay", {"record": record}))
    out.append(_post("/v1/cetkaik/records/replay", {"record": RECORD}))
    pool = [ColouredPiece(c, p) for c in Colour for p in Profession for _ in range(COPIES_PER_COLOUR[p])]
    for _ in range(games * 2):
        pieces = rng.sample(pool, rng.randint(1, 12))
        out.append(_post("/v1/cetkaik/hands", {"pieces": [p.cjk for p in pieces]}))
    out.append(Request("GET", "/v1/sticks/distribution", None))
    unique = list(dict.fromkeys(out))
    rng.shuffle(unique)
    return unique
