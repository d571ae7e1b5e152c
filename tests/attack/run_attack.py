"""`make attack`: the attacks of the security review against the production topology, with their figures.

Starts `make up` on free loopback ports (nginx -> gunicorn with 2 workers -> Redis, ADJ_DEADLINE as given), runs
each attack for a few seconds (the slow body senders for 24 s: three of their bytes), prints one line of figures per
attack and a JSON summary, and stops the topology. The slow body senders' and the costly requests' figures are
measured against the same probes with no attack first, in the same run, and every request they send is looked for
in nginx's access log (and the service's, for the costly requests it answered). The topology allows the origin
https://app.example (ADJ_CORS_ORIGINS) for the CORS and Host checks. With --url it attacks a topology already
running instead (its deadline given by --budget; the logs are not checked).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from attacks import (
    COSTLY_KINDS,
    Topology,
    attack_cors_and_host,
    attack_costly,
    attack_deadline,
    attack_heavy,
    attack_identical,
    attack_idle,
    attack_slow_bodies,
    call,
)

#: The origin the topology allows (ADJ_CORS_ORIGINS).
CORS_ORIGIN = "https://app.example"


def baseline(url: str, count: int = 60) -> dict[str, Any]:
    """The cheap cached request's latency with no attack, for comparison."""
    call(url + "/v1/sticks/distribution?sticks=5")
    times = sorted(call(url + "/v1/sticks/distribution?sticks=5").seconds for _ in range(count))
    return {"attack": "none (baseline)", "cheap_p50_ms": round(times[len(times) // 2] * 1000, 1),
            "cheap_p95_ms": round(times[int(len(times) * 0.95)] * 1000, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=6.0, help="duration of each timed attack")
    parser.add_argument("--budget", type=float, default=1.0, help="ADJ_DEADLINE of the topology, seconds")
    parser.add_argument("--clients", type=int, default=8, help="clients sending heavy requests")
    parser.add_argument("--slow-connections", type=int, default=256, help="slow body senders (four addresses)")
    parser.add_argument("--slow-interval", type=float, default=8.0, help="seconds between two bytes of a sender")
    parser.add_argument("--url", help="attack this running topology instead of starting one")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()

    topology = None
    if args.url:
        url, port = args.url.rstrip("/"), int(args.url.rstrip("/").rsplit(":", 1)[1])
    else:
        topology = Topology(Path(tempfile.mkdtemp(prefix="adj-attack-")),
                            {"ADJ_DEADLINE": str(args.budget), "ADJ_LOG_LEVEL": "INFO",
                             "ADJ_MAX_UNITS": "100000", "ADJ_CORS_ORIGINS": CORS_ORIGIN})
        print(f"starting the topology (make up) on {topology.url} ...", flush=True)
        topology.up()
        url, port = topology.url, topology.port
    results: list[dict[str, Any]] = []
    try:
        for run in (lambda: baseline(url),
                    lambda: attack_idle(url, port, seconds=args.seconds),
                    # 256 slow body senders from four addresses, one byte every 8 s (the review's attack), for
                    # long enough that each sends several.
                    lambda: attack_slow_bodies(url, topology, seconds=max(args.seconds, 3 * args.slow_interval),
                                               connections=args.slow_connections, addresses=4,
                                               interval=args.slow_interval),
                    lambda: attack_heavy(url, topology, seconds=args.seconds, clients=args.clients),
                    lambda: attack_heavy(url, topology, seconds=args.seconds, clients=args.clients,
                                         kind="invalid bodies"),
                    *[lambda kind=kind: attack_costly(url, topology, kind, seconds=args.seconds, clients=args.clients,
                                                      samples=40)
                      for kind in COSTLY_KINDS],
                    lambda: attack_cors_and_host(url, CORS_ORIGIN),
                    lambda: attack_deadline(url, args.budget),
                    lambda: attack_identical(url, clients=args.clients)):
            started = time.perf_counter()
            figures = run()
            results.append(figures)
            name = figures.pop("attack")
            print(f"{name:<28} " + "  ".join(f"{k}={v}" for k, v in figures.items())
                  + f"  ({time.perf_counter() - started:.1f} s)", flush=True)
            figures["attack"] = name
    finally:
        if topology is not None:
            topology.down()
    print("ATTACK " + json.dumps(results, ensure_ascii=False))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
