"""Repeatable speed measurements of the rules library (wired to ``adjudicator bench``)."""

from __future__ import annotations

import gzip
import json
import time
from pathlib import Path
from typing import Any

from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.games.cetkaik.movegen import legal_moves


def bench_moves(corpus: Path, repeat: int = 3) -> dict[str, Any]:
    """Time :func:`legal_moves` over every position of a conformance-format file (gzip'd JSON Lines).

    Positions are converted before timing; the best of ``repeat`` passes is reported.
    """
    if repeat < 1:
        raise ValueError(f"repeat must be at least 1, got {repeat}")
    opener = gzip.open if corpus.suffix == ".gz" else open
    with opener(corpus, "rt", encoding="utf-8") as f:
        cases = [position_from_conformance(json.loads(line)) for line in f if line.strip()]
    best = float("inf")
    moves = 0
    for _ in range(repeat):
        start = time.perf_counter()
        moves = sum(len(legal_moves(position, ruleset)) for position, ruleset in cases)
        best = min(best, time.perf_counter() - start)
    return {
        "benchmark": "moves",
        "corpus": corpus.name,
        "positions": len(cases),
        "moves": moves,
        "seconds": round(best, 6),
        "positions_per_s": round(len(cases) / best, 1) if best else None,
        "moves_per_s": round(moves / best, 1) if best else None,
    }
