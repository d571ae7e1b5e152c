"""Load test: a real gunicorn (production config) and a real Redis, driven by wrk from a second process.

Run by ``make loadtest``. It builds a mix of realistic requests (legal moves and move application on mid-game
Cetkaik positions, hands, game-record replay, Lauzait Cep! hirings and hand decompositions), then
runs wrk twice: first over the whole mix with an empty cache (cold: nearly every request is computed), then
over the part of the mix the cold run answered (warm: nearly every request is a cache hit). Then each operation
alone, cold (on a second gunicorn, answer cache off: every request computed) and warm (on the first, every request
a cache hit), each with its share of the requests/s of ``/livez`` on the same server, run just before it. It prints
requests/s, p50/p95/p99 latency, the error count and the cache hit ratio of each run, as tables and as one JSON
line.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.request
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "tests"))

from adjudicator.games.cetkaik.kiaak import Play, write_record  # noqa: E402
from adjudicator.games.cetkaik.movegen import legal_moves  # noqa: E402
from adjudicator.games.cetkaik.moves import InfAfterStep, to_notation  # noqa: E402
from adjudicator.games.cetkaik.pieces import COPIES_PER_COLOUR, Colour, ColouredPiece, Profession, Side  # noqa: E402
from adjudicator.games.cetkaik.position import Position  # noqa: E402
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA  # noqa: E402
from adjudicator.games.cetkaik.transition import Casts, TurnState, apply_move, declare  # noqa: E402
from adjudicator.games.lauzait_cep.position import deal as lauzait_deal  # noqa: E402
from conftest import RedisProcess, free_port  # noqa: E402

RECORD = (REPO / "tests" / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")


def random_game(rng: random.Random, plies: int) -> tuple[list[Position], list[Any]]:
    """Play ``plies`` random legal moves (drawing every cast); return the positions and the plays."""
    position = Position.initial(Side.IA)
    positions, plays = [position], []
    for _ in range(plies):
        moves = [m for m in legal_moves(position, CERKE_ONLINE_ALPHA) if not isinstance(m, InfAfterStep)]
        if not moves:
            break
        move = rng.choice(moves)
        outcome = apply_move(position, move, CERKE_ONLINE_ALPHA, rng=rng).outcomes[0]
        casts = Casts(water_entry=rng.choice([3, 4, 5]) if outcome.water_entry_success else
                      (rng.choice([0, 1, 2]) if outcome.water_entry_success is False else None))
        plays.append(Play(move, casts))
        position = outcome.position
        if outcome.state is TurnState.MUST_DECLARE:
            position = declare(position, "ty_mok1", CERKE_ONLINE_ALPHA).outcomes[0].position
            plays.append("ty_mok1")
        if outcome.state is TurnState.GAME_OVER:
            break
        positions.append(position)
    return positions, plays


def cetkaik_requests(rng: random.Random, games: int) -> list[tuple[str, str, Any]]:
    """Requests on Cetkaik positions reached by random play."""
    out: list[tuple[str, str, Any]] = []
    for _ in range(games):
        positions, plays = random_game(rng, rng.randint(10, 40))
        for position in positions[5::3]:
            text = position.to_text()
            out.append(("POST", "/v1/cetkaik/moves", {"position_text": text}))
            move = rng.choice(legal_moves(position, CERKE_ONLINE_ALPHA))
            out.append(("POST", "/v1/cetkaik/apply", {"position_text": text, "move": to_notation(move)}))
        try:
            record = write_record(plays, [Side.IA], CERKE_ONLINE_ALPHA)
        except ValueError:
            continue
        out.append(("POST", "/v1/cetkaik/records/replay", {"record": record}))
    out.append(("POST", "/v1/cetkaik/records/replay", {"record": RECORD}))
    pool = [ColouredPiece(c, p) for c in Colour for p in Profession for _ in range(COPIES_PER_COLOUR[p])]
    for _ in range(games * 4):
        pieces = rng.sample(pool, rng.randint(1, 12))
        out.append(("POST", "/v1/cetkaik/hands", {"pieces": [p.cjk for p in pieces]}))
    out.append(("GET", "/v1/sticks/distribution", None))
    return out


def lauzait_cep_requests(rng: random.Random, deals: int) -> list[tuple[str, str, Any]]:
    """Hirings and hand decompositions on seeded Lauzait Cep! deals (2 to 4 players)."""
    out: list[tuple[str, str, Any]] = []
    for _ in range(deals):
        position = lauzait_deal(rng.choice([2, 3, 4]), rng)
        body = position.to_json()
        out.append(("POST", "/v1/lauzait-cep/hiring", {"position": body, "include_positions": False}))
        hand = body["hands"][body["to_play"]]["concealed"]
        out.append(("POST", "/v1/lauzait-cep/departments", {"pieces": hand, "players": body["players"]}))
    return out


def _drain(proc: subprocess.Popen[str]) -> None:
    """Read the server's log so that it never blocks on a full pipe."""
    for _ in proc.stderr or ():
        pass


def start_gunicorn(redis_url: str | None, metrics_dir: str) -> tuple[subprocess.Popen[str], str]:
    """The production gunicorn configuration, with Redis as its cache, or with no answer cache at all (None)."""
    port = free_port()
    env = {**os.environ, "ADJ_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "2",
           "PROMETHEUS_MULTIPROC_DIR": metrics_dir, "ADJ_LOG_LEVEL": "INFO"}
    env.pop("REDIS_URL", None)
    env.update({"REDIS_URL": redis_url} if redis_url else {"ADJ_CACHE_SIZE": "0"})
    gunicorn = str(Path(sys.executable).with_name("gunicorn"))
    proc = subprocess.Popen([gunicorn, "-c", str(REPO / "deploy" / "gunicorn.conf.py")], cwd=REPO, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    assert proc.stderr is not None
    booted = 0
    for line in proc.stderr:
        booted += "Booting worker" in line
        if booted == 2:
            break
    else:
        raise RuntimeError("gunicorn did not start")
    threading.Thread(target=_drain, args=(proc,), daemon=True).start()
    return proc, f"http://127.0.0.1:{port}"


CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _stat_times(pid: int) -> tuple[float, float]:
    """(own CPU seconds, reaped children's CPU seconds) of a process, from /proc/PID/stat; zeros if it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0, 0.0
    fields = text[text.rindex(")") + 2 :].split()  # after the command name, which may hold spaces
    utime, stime, cutime, cstime = (int(f) for f in fields[11:15])
    return (utime + stime) / CLOCK_TICKS, (cutime + cstime) / CLOCK_TICKS


def _children(pid: int) -> list[int]:
    out: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            out += [int(c) for c in (task / "children").read_text().split()]
    return out


def tree_cpu_seconds(pid: int) -> float:
    """CPU seconds spent so far by a process and all its descendants, living or reaped (its workers that ended
    during a run — gunicorn recycles a worker after ``max_requests`` — count through the master's reaped time)."""
    own, reaped = _stat_times(pid)
    return own + reaped + sum(tree_cpu_seconds(child) for child in _children(pid))


class CpuMeter:
    """CPU seconds of the service's processes (gunicorn's tree, redis-server) around a run."""

    def __init__(self, gunicorn_pid: int, redis_pid: int | None) -> None:
        self.pids = {"service": gunicorn_pid, **({} if redis_pid is None else {"redis": redis_pid})}

    def read(self) -> dict[str, float]:
        return {name: tree_cpu_seconds(pid) for name, pid in self.pids.items()}

    @staticmethod
    def add(result: dict[str, Any], before: dict[str, float], after: dict[str, float]) -> None:
        """Add the run's CPU figures to wrk's result: CPU ms a request and cores used, for the service (gunicorn)
        and for Redis."""
        for name in before:
            spent = after[name] - before[name]
            result[f"{name}_cpu_s"] = round(spent, 3)
            result[f"{name}_cpu_ms_per_request"] = round(spent * 1000 / result["requests"], 4) if result[
                "requests"] else None
            result[f"{name}_cores"] = round(spent / result["duration_s"], 3) if result["duration_s"] else None


def cache_counts(url: str) -> tuple[float, float]:
    """Total cache hits and misses so far, from /metrics (aggregated over the workers)."""
    text = urllib.request.urlopen(f"{url}/metrics", timeout=10).read().decode()
    hits = sum(float(v) for v in re.findall(r'adjudicator_cache_total\{[^}]*result="hit"[^}]*\} ([0-9.e+]+)', text))
    misses = sum(float(v) for v in re.findall(r'adjudicator_cache_total\{[^}]*result="miss"[^}]*\} ([0-9.e+]+)', text))
    return hits, misses


THREADS = 2


def run_wrk(url: str, requests_file: Path, seconds: int, connections: int,
            meter: CpuMeter | None = None, once: bool = False) -> dict[str, Any]:
    """wrk over the requests of the file for ``seconds`` (at most, with ``once``: each request sent once), with the
    CPU the service spent on it when ``meter`` is given, and the cache hit ratio of the run."""
    wrk = shutil.which("wrk")
    if wrk is None:
        raise SystemExit("wrk is not installed (Debian: apt-get install wrk)")
    counts = cache_counts(url)  # before the CPU reading: a /metrics scrape is not the run's work
    before = meter.read() if meter else {}
    out = subprocess.run(
        [wrk, f"-t{THREADS}", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s", "-s",
         str(HERE / "loadtest.lua"), url, "--", str(requests_file), str(THREADS), *(["once"] if once else [])],
        capture_output=True, text=True, check=True, timeout=seconds + 60,
    ).stdout
    after = meter.read() if meter else {}
    hits, misses = (b - a for a, b in zip(counts, cache_counts(url), strict=True))
    match = re.search(r"^WRK_RESULT (.*)$", out, re.M)
    if not match:
        raise RuntimeError(f"no result from wrk:\n{out}")
    result = dict(json.loads(match.group(1)))
    result["cache_hit_ratio"] = round(hits / (hits + misses), 4) if hits + misses else None
    if once:  # wrk's duration is the whole -d, however early the threads stopped: no throughput figure
        result["requests_per_s"] = None
    if meter:
        CpuMeter.add(result, before, after)
        if once:
            result.update({f"{name}_cores": None for name in before})
    return result


def write_requests(path: Path, mix: list[tuple[str, str, Any]]) -> None:
    with path.open("w", encoding="utf-8") as f:
        for method, path_, body in mix:
            f.write(f"{method}\t{path_}\t{json.dumps(body, ensure_ascii=False) if body is not None else ''}\n")


def answered_in_cold_run(mix: list[tuple[str, str, Any]], cold_requests: int) -> list[tuple[str, str, Any]]:
    """The requests the cold run certainly sent: the start of each wrk thread's segment of the mix."""
    segment = len(mix) // THREADS
    reached = min(segment, int(cold_requests / THREADS * 0.8))
    return [r for t in range(THREADS) for r in mix[t * segment : t * segment + reached]]


#: The most distinct requests of an operation's warm run (sent once first, so that each is stored).
WARM_DISTINCT = 200


def per_operation(cold_url: str, warm_url: str, mix: list[tuple[str, str, Any]], workdir: Path, seconds: int,
                  connections: int, cold_meter: CpuMeter | None = None, warm_meter: CpuMeter | None = None
                  ) -> dict[str, Any]:
    """Each operation of the mix alone, cold and warm, each run right after a run of ``/livez`` on the same server.

    Cold: on the server with the answer cache off, the operation's distinct requests over and over (every one
    computed). Warm: on the server with Redis, up to :data:`WARM_DISTINCT` of them, sent once to store them and then
    over and over (every one a cache hit). Each run carries the requests/s of the ``/livez`` run just before it and
    its share of them (other work on the machine moves both alike), and the same share in the service's CPU time a
    request (``of_livez_cpu``: /livez's CPU ms over the operation's), which other work on the machine moves less.
    """
    livez_file = workdir / "livez.requests"
    write_requests(livez_file, [("GET", "/livez", None)])
    out: dict[str, Any] = {}
    for path in sorted({p for _, p, _ in mix}):
        requests = [r for r in mix if r[1] == path]
        cold_file, warm_file = workdir / "op-cold.requests", workdir / "op-warm.requests"
        write_requests(cold_file, requests)
        write_requests(warm_file, requests[:WARM_DISTINCT])
        run_wrk(warm_url, warm_file, seconds, connections, once=True)  # stores them
        runs: dict[str, Any] = {}
        for phase, url, requests_file, meter in (("cold", cold_url, cold_file, cold_meter),
                                                 ("warm", warm_url, warm_file, warm_meter)):
            livez = run_wrk(url, livez_file, seconds, connections, meter)
            run = runs[phase] = run_wrk(url, requests_file, seconds, connections, meter)
            run["livez_requests_per_s"] = livez["requests_per_s"]
            run["of_livez"] = round(run["requests_per_s"] / livez["requests_per_s"], 4)
            if meter is not None and run["service_cpu_ms_per_request"]:  # the same share in CPU time a request
                run["livez_cpu_ms_per_request"] = livez["service_cpu_ms_per_request"]
                run["of_livez_cpu"] = round(livez["service_cpu_ms_per_request"] / run["service_cpu_ms_per_request"], 4)
        out[path] = {"distinct_requests": len(requests), **runs}
    return out


def print_operations(operations: dict[str, Any]) -> None:
    """One line per operation and run: req/s, p50, p99, errors, /livez's req/s just before and the share of it (in
    requests/s, and in CPU time a request), and the CPU ms a request of the service (gunicorn's processes) and of
    Redis."""
    print(f"{'operation':<34}{'run':<6}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}{'errors':>8}{'livez':>8}"
          f"{'of livez':>10}{'(CPU)':>7}{'hits':>6}{'CPU ms/req':>12}{'Redis ms/req':>14}")
    for path, runs in operations.items():
        for phase in ("cold", "warm"):
            r = runs.get(phase)
            if r is None:
                continue
            share = f"{r['of_livez']:.1%}" if "of_livez" in r else "-"
            rate = "-" if r["requests_per_s"] is None else f"{r['requests_per_s']:.1f}"
            livez = r.get("livez_requests_per_s")
            print(f"{path:<34}{phase:<6}{rate:>10}{r['p50_ms']:>10.2f}{r['p99_ms']:>10.2f}"
                  f"{sum(r['errors'].values()):>8}{'-' if livez is None else f'{livez:.0f}':>8}{share:>10}"
                  f"{_share(r.get('of_livez_cpu')):>7}"
                  f"{_ratio(r.get('cache_hit_ratio')):>6}"
                  f"{_ms(r.get('service_cpu_ms_per_request')):>12}"
                  f"{_ms(r.get('redis_cpu_ms_per_request')):>14}")


def _share(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=15, help="duration of each run (cold, warm)")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--games", type=int, default=300, help="random games (and deals) the mix is drawn from")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument("--op-seconds", type=int, default=5,
                        help="duration of each per-operation run (cold, warm) and of the /livez run; 0: none")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    redis = RedisProcess(maxmemory="256mb")  # as deployed (deploy/compose.yaml, deploy/k8s/redis.yaml)
    redis.start()
    metrics_dir = tempfile.mkdtemp(prefix="adj-metrics-")
    proc, url = start_gunicorn(redis.url, metrics_dir)
    uncached_metrics_dir = tempfile.mkdtemp(prefix="adj-metrics-")
    uncached, uncached_url = start_gunicorn(None, uncached_metrics_dir)
    assert redis.proc is not None
    meter = CpuMeter(proc.pid, redis.proc.pid)
    try:
        spec = json.loads(urllib.request.urlopen(f"{url}/openapi.json", timeout=10).read())
        mix = cetkaik_requests(rng, args.games) + lauzait_cep_requests(rng, args.games)
        missing = {path for _, path, _ in mix} - set(spec["paths"])
        if missing:
            raise SystemExit(f"the service has no {', '.join(sorted(missing))}")
        rng.shuffle(mix)
        workdir = Path(tempfile.mkdtemp(prefix="adj-load-"))
        cold_file = workdir / "cold.requests"
        write_requests(cold_file, mix)
        kinds: dict[str, int] = {}
        for _, path, _ in mix:
            kinds[path] = kinds.get(path, 0) + 1
        results: dict[str, Any] = {"distinct_requests": len(mix), "mix": kinds, "workers": 2,
                                   "connections": args.connections, "seconds": args.seconds}
        for phase in ("cold", "warm"):
            requests_file = cold_file
            if phase == "warm":
                # Only what the cold run answered, so that every warm request can be a cache hit.
                warm = answered_in_cold_run(mix, results["cold"]["requests"])
                requests_file = workdir / "warm.requests"
                write_requests(requests_file, warm)
                results["warm_distinct_requests"] = len(warm)
            results[phase] = run_wrk(url, requests_file, args.seconds, args.connections, meter)
        if args.op_seconds:
            results["operations"] = per_operation(uncached_url, url, mix, workdir, args.op_seconds, args.connections,
                                                  CpuMeter(uncached.pid, None), meter)
        shutil.rmtree(workdir, ignore_errors=True)
        print(f"{'run':<6}{'req/s':>10}{'p50 ms':>10}{'p95 ms':>10}{'p99 ms':>10}{'errors':>8}{'hit ratio':>11}"
              f"{'CPU ms/req':>12}{'Redis ms/req':>14}")
        for phase in ("cold", "warm"):
            r = results[phase]
            errors = sum(r["errors"].values())
            print(f"{phase:<6}{r['requests_per_s']:>10.1f}{r['p50_ms']:>10.2f}{r['p95_ms']:>10.2f}{r['p99_ms']:>10.2f}"
                  f"{errors:>8}{_ratio(r.get('cache_hit_ratio')):>11}{_ms(r.get('service_cpu_ms_per_request')):>12}"
                  f"{_ms(r.get('redis_cpu_ms_per_request')):>14}")
        if args.op_seconds:
            print_operations(results["operations"])
        print("LOADTEST " + json.dumps(results, ensure_ascii=False))
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        failed = sum(sum(results[p]["errors"].values()) for p in ("cold", "warm"))
        failed += sum(sum(r[p]["errors"].values()) for r in results.get("operations", {}).values() for p in r
                      if isinstance(r[p], dict) and "errors" in r[p])
        return 1 if failed else 0
    finally:
        for server in (proc, uncached):
            server.terminate()
            server.wait(timeout=30)
        redis.stop()
        for directory in (metrics_dir, uncached_metrics_dir):
            shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
