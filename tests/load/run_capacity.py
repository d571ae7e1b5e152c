"""Capacity figures measured in-process: CPU per operation (cold and cached), answer sizes, Redis bytes per answer.

    python tests/load/run_capacity.py [--games 40] [--json out.json]      (what docs/operations.md quotes)

The load test's mix (tests/load/run_loadtest.py: Cetkaik legal moves, move application, hands and record replays,
Lauzait Cep! hirings and hand decompositions) is sent through the app in this process (Flask's test client, the
in-process cache): every distinct request once cold (computed) and once again (answered from the cache). The cost
of each is the CPU time of this thread (``time.thread_time``), which a busy machine disturbs far less than wall
time; it leaves out gunicorn's HTTP parsing and nginx. Then the answers are stored in a real Redis, signed and
gzipped as the service stores them, and Redis's own ``used_memory`` gives the bytes an answer costs there (the
legal-move answers also on their own, and stored uncompressed as before, for comparison).
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from run_loadtest import RedisProcess, cetkaik_requests, lauzait_cep_requests  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40, help="random games (and deals) the mix is drawn from")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", help="also write the results to this file")
    args = parser.parse_args()

    import redis

    from adjudicator.web import create_app
    from adjudicator.web.api import answer_key
    from adjudicator.web.cache import RedisCache
    from adjudicator.web.settings import Settings
    from adjudicator.web.stored import pack_answer

    rng = random.Random(args.seed)
    mix = cetkaik_requests(rng, args.games) + lauzait_cep_requests(rng, args.games)
    app = create_app(Settings(redis_url=None, deadline=600.0, cache_size=1 << 20, cache_bytes=1 << 32,
                              log_level="WARNING"))
    logging.getLogger("adjudicator.access").setLevel(logging.WARNING)
    client = app.test_client()

    costs: dict[str, dict[str, list[float]]] = {}
    sizes: dict[str, list[int]] = {}
    answers: list[tuple[str, bytes]] = []
    for method, path, body in mix:
        data = json.dumps(body, ensure_ascii=False).encode() if body is not None else None
        headers = {"Content-Type": "application/json"} if data is not None else {}
        per = costs.setdefault(path, {"cold": [], "cached": []})
        for phase in ("cold", "cached"):
            started = time.thread_time()
            response = client.open(path, method=method, data=data, headers=headers)
            spent = time.thread_time() - started
            if response.status_code != 200:
                raise SystemExit(f"{method} {path}: {response.status_code} {response.data[:200]!r}")
            expected = "miss" if phase == "cold" else "hit"
            if response.headers.get("X-Cache") != expected:  # a repeated request in the mix: not a cold sample
                continue
            per[phase].append(spent)
        sizes.setdefault(path, []).append(len(response.data))
        answers.append((answer_key(path, [method, path, body]), response.data))

    operations: dict[str, Any] = {}
    for path, per in sorted(costs.items()):
        cold, cached = per["cold"], per["cached"]
        operations[path] = {
            "share": round(sum(1 for _, p, _ in mix if p == path) / len(mix), 3),
            "cold_ms_median": round(statistics.median(cold) * 1000, 2) if cold else None,
            "cold_ms_mean": round(statistics.fmean(cold) * 1000, 2) if cold else None,
            "cold_ms_p95": round(sorted(cold)[int(len(cold) * 0.95)] * 1000, 2) if cold else None,
            "cached_ms_median": round(statistics.median(cached) * 1000, 3) if cached else None,
            "answer_bytes_median": int(statistics.median(sizes[path])),
        }
    all_cold = [c for per in costs.values() for c in per["cold"]]
    all_cached = [c for per in costs.values() for c in per["cached"]]

    # Redis: every answer stored as the service stores it (signed, gzipped: pack_answer) with the pointer from its
    # exact request; the legal-move answers measured on their own, and as they were stored before (plain JSON).
    def redis_bytes(chosen: list[tuple[str, bytes]], pack: bool) -> tuple[float, int]:
        plain.flushdb()
        before = int(plain.info("memory")["used_memory"])
        for key, value in chosen:
            cache.set(key, pack_answer(value) if pack else value)
            cache.set(key.replace(":", ":request:", 1), key.encode())  # the exact-request pointer of each answer
        return (int(plain.info("memory")["used_memory"]) - before) / max(len(chosen), 1), int(plain.dbsize())

    moves = [(key, value) for (key, value), (_, path, _) in zip(answers, mix, strict=True)
             if path == "/v1/cetkaik/moves"]
    server = RedisProcess(maxmemory="1gb")
    server.start()
    try:
        plain = redis.Redis.from_url(server.url)
        cache = RedisCache(server.url, ttl=86400, timeout=1.0, secret="capacity")
        moves_plain, _ = redis_bytes(moves, pack=False)
        moves_packed, _ = redis_bytes(moves, pack=True)
        used, stored = redis_bytes(answers, pack=True)
    finally:
        server.stop()

    results = {
        "distinct_requests": len(mix),
        "cold_ms_mean": round(statistics.fmean(all_cold) * 1000, 2),
        "cached_ms_mean": round(statistics.fmean(all_cached) * 1000, 3),
        "redis_bytes_per_answer": round(used),
        "redis_bytes_per_legal_moves_answer": round(moves_packed),
        "redis_bytes_per_legal_moves_answer_uncompressed": round(moves_plain),
        "redis_keys": stored,
        "operations": operations,
    }
    width = max(len(p) for p in operations)
    print(f"{'operation':<{width}}  share  cold ms (median/mean/p95)  cached ms  answer B")
    for path, o in operations.items():
        print(f"{path:<{width}}  {o['share']:5.3f}  {o['cold_ms_median']:>7} /{o['cold_ms_mean']:>7} /"
              f"{o['cold_ms_p95']:>7}  {o['cached_ms_median']:>9}  {o['answer_bytes_median']:>8}")
    print(f"mix of {len(mix)} distinct requests: cold {results['cold_ms_mean']} ms CPU a request on average, "
          f"cached {results['cached_ms_mean']} ms; Redis {results['redis_bytes_per_answer']} bytes an answer "
          f"(with its exact-request pointer); a legal-move answer "
          f"{results['redis_bytes_per_legal_moves_answer']} bytes (stored uncompressed: "
          f"{results['redis_bytes_per_legal_moves_answer_uncompressed']})")
    print(json.dumps(results))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
