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


def _service_cases(corpus: Path, count: int) -> list[tuple[Any, Any]]:
    """Distinct mid-game positions (not the start of a season) of a conformance file, spread over it."""
    from adjudicator.games.cetkaik.variants import initial_position

    opener = gzip.open if corpus.suffix == ".gz" else open
    with opener(corpus, "rt", encoding="utf-8") as f:
        lines = [line for line in f if line.strip()]
    seen: set[str] = set()
    cases = []
    step = max(1, len(lines) // (count * 2))
    for line in lines[::step]:
        position, ruleset = position_from_conformance(json.loads(line))
        text = position.to_text()
        sides = (position.whose_turn, position.whose_turn.opponent)
        starts = {initial_position(ruleset, side).to_text() for side in sides}
        if text in seen or text in starts or position.stepping is not None:
            continue
        seen.add(text)
        cases.append((position, ruleset))
        if len(cases) == count:
            break
    return cases


def _call_wsgi(app: Any, path: str, body: bytes) -> tuple[int, bytes]:
    """POST a JSON body to the WSGI app directly (no HTTP client in the measurement); return status and body."""
    import io
    import sys

    environ = {
        "REQUEST_METHOD": "POST", "PATH_INFO": path, "QUERY_STRING": "", "SERVER_NAME": "bench", "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr, "CONTENT_LENGTH": str(len(body)), "CONTENT_TYPE": "application/json",
    }
    statuses: list[str] = []
    answer = b"".join(app(environ, lambda status, headers, exc_info=None: statuses.append(status)))
    return int(statuses[0].split()[0]), answer


def bench_service(corpus: Path, count: int = 300) -> list[dict[str, Any]]:
    """Time operations in-process (WSGI calls, answer cache off), cold, against the library call each wraps.

    For every operation: CPU ms per request over ``count`` distinct requests, CPU ms of the library call alone on
    the same inputs (interleaved with the requests), and their ratio. One dict per operation.
    """
    import logging

    from adjudicator.games.cetkaik import moves as cmoves
    from adjudicator.games.cetkaik.kiaak import parse_record, replay_record
    from adjudicator.games.cetkaik.position import Position
    from adjudicator.games.cetkaik.transition import apply_move
    from adjudicator.games.lauzait_cep.hiring import hiring_options
    from adjudicator.games.lauzait_cep.position import Position as LauzaitPosition
    from adjudicator.games.lauzait_cep.rulesets import Ruleset as LauzaitRuleset
    from adjudicator.web import create_app
    from adjudicator.web.settings import Settings

    app = create_app(Settings(redis_url=None, cache_size=0, log_level="WARNING"))
    logging.getLogger("adjudicator.access").setLevel(logging.WARNING)
    client = app.test_client()
    cases = _service_cases(corpus, count)
    texts = [p.to_text() for p, _ in cases]
    rulesets = [r.to_json() for _, r in cases]
    firsts = [legal_moves(p, r)[0] for p, r in cases]
    record_path = Path(__file__).resolve().parents[2] / "tests" / "data" / "kiaak_2022-09-08.txt"
    record = record_path.read_text(encoding="utf-8") if record_path.exists() else None
    dealt = [client.post("/v1/lauzait-cep/deal", json={"seed": seed}).get_json()["position"] for seed in range(50)]

    def library_moves(i: int) -> Any:
        return legal_moves(*cases[i])

    def library_record(i: int) -> Any:
        return replay_record(parse_record(record), cases[0][1].__class__.resolve(None))

    def library_hirings(i: int) -> Any:
        ruleset = LauzaitRuleset.from_json(None)
        return hiring_options(LauzaitPosition.from_json(dealt[i % len(dealt)], ruleset), ruleset)

    operations: list[tuple[str, str, Any, Any, int]] = [
        ("list_cetkaik_moves", "/v1/cetkaik/moves",
         lambda i: {"position_text": texts[i], "ruleset": rulesets[i]}, library_moves, len(cases)),
        ("list_cetkaik_moves?view=notations", "/v1/cetkaik/moves",
         lambda i: {"position_text": texts[i], "ruleset": rulesets[i], "view": "notations"}, library_moves, len(cases)),
        ("validate_cetkaik_position", "/v1/cetkaik/positions/validate",
         lambda i: {"position": cases[i][0].to_json()}, lambda i: Position.from_json(cases[i][0].to_json()),
         len(cases)),
        ("apply_cetkaik_move", "/v1/cetkaik/apply",
         lambda i: {"position_text": texts[i], "ruleset": rulesets[i], "move": cmoves.to_notation(firsts[i])},
         lambda i: apply_move(cases[i][0], firsts[i], cases[i][1]), len(cases)),
        ("list_lauzait_cep_hirings", "/v1/lauzait-cep/hiring",
         lambda i: {"position": dealt[i % len(dealt)]}, library_hirings, len(dealt)),
    ]
    if record is not None:
        operations.append(("replay_kiaak", "/v1/cetkaik/records/replay",
                           lambda i: {"record": record, "ply": i % 50}, library_record, 20))
    results = []
    for name, path, body, library, n in operations:
        bodies = [json.dumps(body(i)).encode() for i in range(n)]
        status, _ = _call_wsgi(app, path, bodies[0])
        if status != 200:
            results.append({"benchmark": "service", "operation": name, "error": status})
            continue
        service = lib = 0.0
        for i, b in enumerate(bodies):  # interleaved, in CPU time: other load on the machine does not skew the ratio
            started = time.process_time()
            _call_wsgi(app, path, b)
            middle = time.process_time()
            library(i)
            lib += time.process_time() - middle
            service += middle - started
        service, lib = service / n, lib / n
        results.append({
            "benchmark": "service",
            "operation": name,
            "requests": n,
            "ms_per_request": round(service * 1e3, 3),
            "library_ms": round(lib * 1e3, 3),
            "ratio": round(service / lib, 2) if lib else None,
        })
    return results
