"""Repeatable speed measurements of the rules library (wired to ``adjudicator bench``).

Every figure is the best of ``repeat`` passes, with the library's internal caches cleared before each pass, and
carries ``build`` (``compiled`` or ``pure``: which modules were loaded, see :mod:`adjudicator.native`).
:func:`compare` runs the same measurement again in a subprocess on the pure-Python modules and gives the ratio.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from adjudicator import native


def progress(message: str) -> None:
    """One line on stderr per stage of a long measurement (stdout carries the JSON results alone)."""
    print(f"bench: {message}", file=sys.stderr, flush=True)


def _best(repeat: int, run: Callable[[], int], reset: Callable[[], None] = lambda: None) -> tuple[float, int, float]:
    """Time ``repeat`` calls of ``run`` (``reset`` before each): the best wall-clock time, what the last call
    returned, and the best CPU time of the process (steadier than wall-clock time on a busy machine)."""
    if repeat < 1:
        raise ValueError(f"repeat must be at least 1, got {repeat}")
    best, best_cpu, count = float("inf"), float("inf"), 0
    for _ in range(repeat):
        reset()
        start, start_cpu = time.perf_counter(), time.process_time()
        count = run()
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    return best, count, best_cpu


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def bench_moves(corpus: Path, repeat: int = 3) -> dict[str, Any]:
    """Time :func:`legal_moves` over every position of a conformance-format file (gzip'd JSON Lines).

    Positions are converted before timing; the best of ``repeat`` passes is reported.
    """
    from adjudicator.games.cetkaik.conformance_format import position_from_conformance
    from adjudicator.games.cetkaik.movegen import legal_moves

    progress(f"reading {corpus.name}")
    cases = [position_from_conformance(record) for record in _read_jsonl(corpus)]
    progress(f"legal moves of {len(cases)} positions, best of {repeat} passes ({native.BUILD} build)")
    best, moves, cpu = _best(repeat, lambda: sum(len(legal_moves(position, ruleset)) for position, ruleset in cases))
    return {
        "benchmark": "moves",
        "build": native.BUILD,
        "corpus": corpus.name,
        "positions": len(cases),
        "moves": moves,
        "seconds": round(best, 6),
        "positions_per_s": round(len(cases) / best, 1) if best else None,
        "moves_per_s": round(moves / best, 1) if best else None,
        "cpu_seconds": round(cpu, 6),
        "positions_per_cpu_s": round(len(cases) / cpu, 1) if cpu else None,
    }


def _service_cases(corpus: Path, count: int, min_ply: int = 0) -> list[tuple[Any, Any]]:
    """Distinct positions (not the start of a season, none excited) of a conformance file, spread over it; with
    ``min_ply``, only those after that many plies or more (the mid-game corpus: ``min_ply=30``)."""
    from adjudicator.games.cetkaik.conformance_format import position_from_conformance
    from adjudicator.games.cetkaik.variants import initial_position

    opener = gzip.open if corpus.suffix == ".gz" else open
    with opener(corpus, "rt", encoding="utf-8") as f:
        lines = [line for line in f if line.strip()]
    if min_ply:
        lines = [line for line in lines if json.loads(line).get("ply", 0) >= min_ply]
    seen: set[str] = set()
    cases = []
    step = max(1, len(lines) // (count * 2))
    for line in lines[::step]:
        position, ruleset = position_from_conformance(json.loads(line))
        text = position.to_text()
        sides = (position.to_play, position.to_play.opponent)
        starts = {initial_position(ruleset, side).to_text() for side in sides}
        if text in seen or text in starts or position.stepping is not None:
            continue
        seen.add(text)
        cases.append((position, ruleset))
        if len(cases) == count:
            break
    return cases


#: A count of positions larger than any corpus: :func:`_service_cases` then gives every distinct one.
_EVERY = 1 << 40


def _call_wsgi(app: Any, path: str, body: bytes, method: str = "POST") -> tuple[int, bytes]:
    """Send a JSON body to the WSGI app directly (no HTTP client in the measurement); return status and body."""
    import io
    import sys

    environ = {
        "REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": "", "SERVER_NAME": "bench", "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr, "CONTENT_LENGTH": str(len(body)), "CONTENT_TYPE": "application/json",
    }
    statuses: list[str] = []
    answer = b"".join(app(environ, lambda status, headers, exc_info=None: statuses.append(status)))
    return int(statuses[0].split()[0]), answer


def bench_service(corpus: Path, count: int = 300, warm_up: int | None = None) -> list[dict[str, Any]]:
    """Time operations in-process (WSGI calls, answer cache off), cold, against the library call each wraps.

    For every operation: CPU ms per request over ``count`` distinct requests, CPU ms of the library call alone on
    the same inputs (interleaved with the requests), and their ratio. One dict per operation, and a last one for
    the floor under the legal-move list (:func:`_time_floor`), and one for the bytes per answer of the legal-move
    list in each form (:func:`_answer_bytes`). Each operation's figures carry its mean bytes per answer.

    The legal-move list is timed on two sets of positions: ``count`` spread over the corpus, and ``count`` of the
    mid-game corpus (after 30 plies or more, where the lists are longest; marked ``(mid-game)``), each as single
    requests and as the items of batches; the mid-game requests once more through Flask alone, without the fast
    lane (:mod:`adjudicator.web.fastlane`).

    The process first answers every other position of the corpus (``warm_up`` of them, spread over it, if given) in
    each form of the legal-move list, as a running server has answered many: its tables of encoded moves (and
    Python's own caches) are then as they are in service, while every measured request is still one it has never
    seen (and the answer cache is off). Its garbage collector is then set as a gunicorn worker's
    (:func:`adjudicator.web.tune_worker_gc`), and restored at the end.
    """
    import gc
    import logging

    from adjudicator.games.cetkaik import moves as cmoves
    from adjudicator.games.cetkaik.kiaak import parse_record, replay_record
    from adjudicator.games.cetkaik.movegen import legal_moves
    from adjudicator.games.cetkaik.position import Position
    from adjudicator.games.cetkaik.transition import apply_move
    from adjudicator.games.lauzait_cep.hiring import hiring_options
    from adjudicator.games.lauzait_cep.position import Position as LauzaitPosition
    from adjudicator.games.lauzait_cep.rulesets import Ruleset as LauzaitRuleset
    from adjudicator.web import create_app, tune_worker_gc
    from adjudicator.web.settings import Settings

    progress(f"reading the distinct positions of {corpus.name}: {count} to time, and the others to warm up on")
    app = create_app(Settings(redis_url=None, cache_size=0, log_level="WARNING"))
    flask_only = create_app(Settings(redis_url=None, cache_size=0, log_level="WARNING", fast_lane=False))
    logging.getLogger("adjudicator.access").setLevel(logging.WARNING)
    client = app.test_client()
    cases = _service_cases(corpus, 2 * count)[::2]
    met = {p.to_text() for p, _ in cases}
    # the mid-game corpus: positions after 30 plies or more, where the lists are longest; every other one is timed
    later = [case for case in _service_cases(corpus, 6 * count, min_ply=30) if case[0].to_text() not in met][::2]
    later = later[:count]
    timed = met | {p.to_text() for p, _ in later}
    earlier = [case for case in _service_cases(corpus, _EVERY) if case[0].to_text() not in timed]
    if warm_up is not None:
        earlier = earlier[::max(1, len(earlier) // max(warm_up, 1))][:warm_up]
    progress(f"warming up on the {len(earlier)} other positions, in each form of the legal-move list")
    for position, ruleset in earlier:
        for fields in _MOVE_FORMS.values():
            _call_wsgi(app, "/v1/cetkaik/moves", json.dumps(
                {"position_text": position.to_text(), "ruleset": ruleset.to_json(), **fields}).encode())
    texts = [p.to_text() for p, _ in cases]
    rulesets = [r.to_json() for _, r in cases]
    firsts = [legal_moves(p, r)[0] for p, r in cases]
    record_path = Path(__file__).resolve().parents[2] / "tests" / "data" / "kiaak_2022-09-08.txt"
    record = record_path.read_text(encoding="utf-8") if record_path.exists() else None
    dealt = [client.post("/v1/lauzait-cep/deal", json={"seed": seed}).get_json()["position"] for seed in range(50)]

    def library_moves(i: int) -> Any:
        return legal_moves(*cases[i])

    mid_texts = [p.to_text() for p, _ in later]
    mid_rulesets = [r.to_json() for _, r in later]

    def library_mid(i: int) -> Any:
        return legal_moves(*later[i])

    def library_record(i: int) -> Any:
        assert record is not None  # only timed when the record is there
        return replay_record(parse_record(record), cases[0][1].__class__.resolve(None))

    def library_hirings(i: int) -> Any:
        ruleset = LauzaitRuleset.from_json(None)
        return hiring_options(LauzaitPosition.from_json(dealt[i % len(dealt)], ruleset), ruleset)

    operations: list[tuple[str, str, Any, Any, int]] = [
        ("list_cetkaik_moves", "/v1/cetkaik/moves",
         lambda i: {"position_text": texts[i], "ruleset": rulesets[i]}, library_moves, len(cases)),
        ("list_cetkaik_moves?form=compact", "/v1/cetkaik/moves",
         lambda i: {"position_text": texts[i], "ruleset": rulesets[i], "form": "compact"}, library_moves, len(cases)),
        ("list_cetkaik_moves (mid-game)", "/v1/cetkaik/moves",
         lambda i: {"position_text": mid_texts[i], "ruleset": mid_rulesets[i]}, library_mid, len(later)),
        ("list_cetkaik_moves?form=compact (mid-game)", "/v1/cetkaik/moves",
         lambda i: {"position_text": mid_texts[i], "ruleset": mid_rulesets[i], "form": "compact"}, library_mid,
         len(later)),
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
    thresholds = gc.get_threshold()
    tune_worker_gc()
    try:
        batched = [
            # full answers are declared at up to 384 KiB each: 40 of them fit one answer's 16 MiB
            _time_batch(app, "list_cetkaik_moves in a batch", "list_cetkaik_moves",
                        lambda i: {"position_text": texts[i], "ruleset": rulesets[i]}, library_moves, len(cases),
                        size=40),
            _time_batch(app, "list_cetkaik_moves?form=compact in a batch", "list_cetkaik_moves",
                        lambda i: {"position_text": texts[i], "ruleset": rulesets[i], "form": "compact"},
                        library_moves, len(cases)),
            _time_batch(app, "list_cetkaik_moves in a batch (mid-game)", "list_cetkaik_moves",
                        lambda i: {"position_text": mid_texts[i], "ruleset": mid_rulesets[i]}, library_mid,
                        len(later), size=40),
            _time_batch(app, "list_cetkaik_moves?form=compact in a batch (mid-game)", "list_cetkaik_moves",
                        lambda i: {"position_text": mid_texts[i], "ruleset": mid_rulesets[i], "form": "compact"},
                        library_mid, len(later)),
        ]
        # the same mid-game requests answered by Flask alone (ADJ_FAST_LANE=0), to show what the fast lane saves
        through_flask = [
            _time_operation(flask_only, f"{name}, through Flask (ADJ_FAST_LANE=0)", *rest)
            for name, *rest in operations if name.startswith("list_cetkaik_moves") and "mid-game" in name
        ]
        return [*(_time_operation(app, *operation) for operation in operations), *through_flask, *batched,
                _time_floor(app, texts, library_moves), _answer_bytes(app, corpus, count)]
    finally:
        gc.unfreeze()
        gc.set_threshold(*thresholds)


def _time_operation(app: Any, name: str, path: str, body: Callable[[int], Any], library: Callable[[int], Any],
                    n: int) -> dict[str, Any]:
    """One operation's figures: the requests and the library calls interleaved, in CPU time."""
    progress(f"{name}: {n} requests and library calls")
    bodies = [json.dumps(body(i)).encode() for i in range(n)]
    status, _ = _call_wsgi(app, path, bodies[0])
    if status != 200:
        return {"benchmark": "service", "operation": name, "error": status}
    service = lib = 0.0
    answered = 0
    for i, b in enumerate(bodies):  # interleaved, in CPU time: other load on the machine does not skew the ratio
        started = time.process_time()
        _, answer = _call_wsgi(app, path, b)
        middle = time.process_time()
        library(i)
        lib += time.process_time() - middle
        service += middle - started
        answered += len(answer)
    service, lib = service / n, lib / n
    return {
        "benchmark": "service",
        "operation": name,
        "requests": n,
        "ms_per_request": round(service * 1e3, 3),
        "library_ms": round(lib * 1e3, 3),
        "ratio": round(service / lib, 2) if lib else None,
        "bytes_per_answer": round(answered / n),
    }


def _time_batch(app: Any, name: str, operation_id: str, body: Callable[[int], Any], library: Callable[[int], Any],
                n: int, size: int = 100) -> dict[str, Any]:
    """An operation sent as the items of batches (``POST /v1/batch``, ``size`` items each, every item a distinct
    request): CPU ms per item, against the library call on the same inputs (interleaved batch by batch)."""
    progress(f"{name}: {n} items in batches of {size}, and library calls")
    batches = [json.dumps({"requests": [{"operation": operation_id, "body": body(i)}
                                        for i in range(start, min(n, start + size))]}).encode()
               for start in range(0, n, size)]
    service = lib = 0.0
    answered = 0
    for number, batch in enumerate(batches):
        started = time.process_time()
        status, answer = _call_wsgi(app, "/v1/batch", batch)
        middle = time.process_time()
        for i in range(number * size, min(n, (number + 1) * size)):
            library(i)
        lib += time.process_time() - middle
        service += middle - started
        if status != 200 or any(item["status"] != 200 for item in json.loads(answer)["responses"]):
            return {"benchmark": "service", "operation": name, "error": status}
        answered += len(answer)
    service, lib = service / n, lib / n
    return {
        "benchmark": "service",
        "operation": name,
        "items": n,
        "batch_size": size,
        "ms_per_item": round(service * 1e3, 3),
        "library_ms": round(lib * 1e3, 3),
        "ratio": round(service / lib, 2) if lib else None,
        "bytes_per_item": round(answered / n),
    }


#: The forms of the legal-move list whose answers :func:`_answer_bytes` weighs: the request fields that select each.
_MOVE_FORMS = {"full": {}, "compact": {"form": "compact"}, "notations": {"view": "notations"}}


def _answer_bytes(app: Any, corpus: Path, count: int) -> dict[str, Any]:
    """Bytes per answer of the legal-move list in each form (full, compact, notations), over ``count`` positions
    spread over the corpus (excited ones included) and over those of them after 30 plies or more (mid-game)."""
    from adjudicator.games.cetkaik.conformance_format import position_from_conformance

    records = _read_jsonl(corpus)
    step = max(1, len(records) // count)
    totals = {scope: dict.fromkeys(_MOVE_FORMS, 0) for scope in ("all_positions", "mid_game")}
    counted = {"all_positions": 0, "mid_game": 0}
    for record in records[::step][:count]:
        position, ruleset = position_from_conformance(record)
        body = {"position_text": position.to_text(), "ruleset": ruleset.to_json()}
        scopes = ("all_positions", "mid_game") if record.get("ply", 0) >= 30 else ("all_positions",)
        for scope in scopes:
            counted[scope] += 1
        for form, fields in _MOVE_FORMS.items():
            status, answer = _call_wsgi(app, "/v1/cetkaik/moves", json.dumps({**body, **fields}).encode())
            if status != 200:
                return {"benchmark": "service", "operation": "list_cetkaik_moves bytes per answer", "error": status}
            for scope in scopes:
                totals[scope][form] += len(answer)
    figures: dict[str, Any] = {"benchmark": "service", "operation": "list_cetkaik_moves bytes per answer",
                               "corpus": corpus.name}
    for scope, forms in totals.items():
        n = counted[scope]
        figures[scope] = {"positions": n, **{form: round(total / n) if n else None for form, total in forms.items()},
                          "compact_to_full": round(forms["compact"] / forms["full"], 3) if forms["full"] else None}
    return figures


def _time_floor(app: Any, texts: list[str], library: Callable[[int], Any]) -> dict[str, Any]:
    """The least a legal-move request can cost in this service, whatever it does with the moves, against the
    library call: the service's smallest answer (``GET /livez``: Flask, the request id, security headers and hooks;
    it is not counted in the metrics nor logged, as operations are), reading the position text (read before by the
    operations, so its rows are known), and the library call, on the same positions (interleaved, in CPU time). Each
    part is at most what a request pays for it: the sum is a lower bound."""
    from adjudicator.games.cetkaik.position import Position

    progress(f"the floor under list_cetkaik_moves: {len(texts)} positions")
    livez = read = lib = 0.0
    for i, text in enumerate(texts):
        started = time.process_time()
        _call_wsgi(app, "/livez", b"", "GET")
        livezed = time.process_time()
        Position.from_text(text)
        parsed = time.process_time()
        library(i)
        livez, read, lib = livez + livezed - started, read + parsed - livezed, lib + time.process_time() - parsed
    n = len(texts)
    return {
        "benchmark": "service",
        "operation": "floor of list_cetkaik_moves: GET /livez + reading the position text + the library call",
        "requests": n,
        "livez_ms": round(livez / n * 1e3, 3),
        "read_position_ms": round(read / n * 1e3, 3),
        "library_ms": round(lib / n * 1e3, 3),
        "ratio": round((livez + read + lib) / lib, 2) if lib else None,
    }


def _figure(name: str, unit: str, count: int, timing: tuple[float, int, float]) -> dict[str, Any]:
    seconds, _, cpu = timing
    return {"name": name, "unit": unit, "count": count, "seconds": round(seconds, 6),
            "per_s": round(count / seconds, 3) if seconds else None,
            "cpu_seconds": round(cpu, 6), "per_cpu_s": round(count / cpu, 3) if cpu else None}


def _hands(conformance: Path, repeat: int) -> dict[str, Any]:
    from adjudicator.games.cetkaik import hands
    from adjudicator.games.cetkaik.pieces import ColouredPiece

    records = _read_jsonl(conformance / "hands.jsonl.gz")
    cases = [[ColouredPiece.from_cjk(t) for t in record["input"]] for record in records]

    def run() -> int:
        for case in cases:
            with contextlib.suppress(hands.HandsError):
                hands.evaluate_hands(case)
        return len(cases)

    timing = _best(repeat, run, hands._evaluate_counts.cache_clear)
    return _figure("cetkaik hands (hands.jsonl.gz)", "hop1zuo1", len(cases), timing)


def _transitions(conformance: Path, repeat: int) -> dict[str, Any]:
    from adjudicator.games.cetkaik.conformance_format import position_from_conformance
    from adjudicator.games.cetkaik.moves import parse_notation
    from adjudicator.games.cetkaik.transition import Casts, apply_move

    cases = []
    for record in _read_jsonl(conformance / "moves-alpha.jsonl.gz"):
        nxt = record.get("next")
        if nxt:
            position, ruleset = position_from_conformance(record)
            casts = Casts(stepping=nxt.get("sticks"), water_entry=nxt.get("water_entry_sticks"))
            cases.append((position, parse_notation(nxt["move"]), ruleset, casts))

    def run() -> int:
        return sum(len(apply_move(p, m, r, casts=c).outcomes) for p, m, r, c in cases)

    return _figure("cetkaik transitions (moves-alpha next moves)", "moves", len(cases), _best(repeat, run))


def _hirings(repeat: int) -> dict[str, Any]:
    from adjudicator.games.lauzait_cep import departments
    from adjudicator.games.lauzait_cep.hiring import hiring_options
    from adjudicator.games.lauzait_cep.position import deal

    rng = random.Random(19)
    positions = [deal(players, rng) for players in (2, 3, 4) for _ in range(20)]
    timing = _best(repeat, lambda: sum(len(hiring_options(p)) for p in positions), departments._readings.cache_clear)
    return _figure("Lauzait Cep! hiring options (60 deals)", "positions", len(positions), timing)


def _deal_probabilities(repeat: int) -> dict[str, Any]:
    from adjudicator.games.lauzait_cep import probability

    def reset() -> None:
        probability._groups.cache_clear()
        probability.complete_hands.cache_clear()
        probability.deal_probabilities.cache_clear()

    timing = _best(repeat, lambda: len([probability.deal_probabilities(2)]), reset)
    return _figure("Lauzait Cep! deal probabilities (2 players)", "computations", 1, timing)


def _taxot_win(repeat: int) -> dict[str, Any]:
    from adjudicator.games.paper_cetkaik import combos, taxot

    def reset() -> None:
        taxot._win_probability.cache_clear()
        combos._classify.cache_clear()

    return _figure("終季 random-hand win probability", "computations", 1,
                   _best(repeat, lambda: len(taxot.random_hand_win_probability().by_shape), reset))


def _utage(repeat: int) -> dict[str, Any]:
    from adjudicator.games.utage.formula import Formula
    from adjudicator.games.utage.lord import MAX_LORD_DICE, lord_score_distribution

    formula = Formula.parse("SLOT1 + SLOT2 + MAX × COUNT + MIN")
    sizes = range(1, MAX_LORD_DICE + 1, 3)
    timing = _best(repeat, lambda: sum(len(lord_score_distribution(formula, [4, 6], n)) for n in sizes))
    return _figure("Utage lord-score distributions (1..60 dice)", "distributions", len(sizes), timing)


def bench_hot_paths(conformance: Path, repeat: int = 3) -> dict[str, Any]:
    """Time the other hot paths: hands, transitions, hirings, deal probabilities, 終季 win probability, Utage."""
    stages: list[tuple[str, Callable[[], dict[str, Any]]]] = [
        ("Cetkaik hands", lambda: _hands(conformance, repeat)),
        ("Cetkaik transitions", lambda: _transitions(conformance, repeat)),
        ("Lauzait Cep! hiring options", lambda: _hirings(repeat)),
        ("Lauzait Cep! deal probabilities", lambda: _deal_probabilities(repeat)),
        ("終季 win probability", lambda: _taxot_win(repeat)),
        ("Utage lord-score distributions", lambda: _utage(repeat)),
    ]
    figures = []
    for number, (name, stage) in enumerate(stages, 1):
        progress(f"{number}/{len(stages)} {name}, best of {repeat} ({native.BUILD} build)")
        figures.append(stage())
    return {"benchmark": "hot-paths", "build": native.BUILD, "figures": figures}


def pure_run(argv: list[str]) -> dict[str, Any]:
    """Run ``adjudicator <argv>`` in a subprocess on the pure-Python modules and return its JSON output."""
    progress("the same again on the pure-Python modules, in a subprocess")
    env = dict(os.environ, **{native.PURE_ENV: "1"})
    done = subprocess.run([sys.executable, "-m", "adjudicator.cli", *argv], env=env, check=False,
                          stdout=subprocess.PIPE, text=True)  # its progress lines go to our stderr
    if done.returncode != 0:
        raise SystemExit(f"adjudicator bench: the pure-Python run failed (exit {done.returncode})")
    out = done.stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    if result.get("build") != "pure":
        raise RuntimeError(f"the pure-Python run loaded the {result.get('build')} build")
    return result


def _ratio(fast: float | None, slow: float | None) -> float | None:
    return round(fast / slow, 2) if fast and slow else None


def compare_moves(current: dict[str, Any], pure: dict[str, Any]) -> dict[str, Any]:
    """Merge a run and its pure-Python counterpart: both figures and the speed-up."""
    if pure["moves"] != current["moves"]:
        raise RuntimeError(f"the builds disagree: {current['moves']} moves vs {pure['moves']} on the pure modules")
    return current | {
        "pure": pure,
        "speedup": _ratio(current["positions_per_s"], pure["positions_per_s"]),
        "cpu_speedup": _ratio(current["positions_per_cpu_s"], pure["positions_per_cpu_s"]),
    }


def compare_hot_paths(current: dict[str, Any], pure: dict[str, Any]) -> dict[str, Any]:
    """Merge the hot-path figures with their pure-Python counterparts, adding each ratio."""
    merged = []
    for mine, theirs in zip(current["figures"], pure["figures"], strict=True):
        merged.append(mine | {
            "pure_per_s": theirs["per_s"],
            "speedup": _ratio(mine["per_s"], theirs["per_s"]),
            "cpu_speedup": _ratio(mine["per_cpu_s"], theirs["per_cpu_s"]),
        })
    return current | {"figures": merged}
