"""The attacks of the security review, against the production topology (`make up`: nginx -> gunicorn -> Redis).

Each attack runs for a few seconds against a running topology and returns its figures; the tests of this directory
assert on them and `make attack` (tests/attack/run_attack.py) prints them. Everything stays on loopback.
"""

from __future__ import annotations

import functools
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

REPO = Path(__file__).resolve().parents[2]



def _memory_limit() -> int:
    """The memory limit of the service's container in the Kubernetes manifests (deploy/k8s/deployment.yaml)."""
    text = (REPO / "deploy" / "k8s" / "deployment.yaml").read_text(encoding="utf-8")
    limits = text.split("- name: adjudicator\n", 1)[1].split("limits:", 1)[1]
    return int(re.search(r"memory: (\d+)Mi", limits).group(1)) * 2**20  # type: ignore[union-attr]


#: The memory limit of the service's container in the Kubernetes manifests.
MEMORY_LIMIT_BYTES = _memory_limit()
#: A worker's memory budget (ADJ_MAX_WORKER_MB's default in deploy/gunicorn.conf.py).
WORKER_BUDGET_MIB = 256


def free_port() -> int:
    """A TCP port on loopback that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Topology:
    """`make up` on free loopback ports with a run directory of its own; `make down` when done."""

    def __init__(self, run_dir: Path, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.run_dir = run_dir
        self.env = {**os.environ, "PORT": str(self.port), "RUN_DIR": str(run_dir), **(env or {})}

    def up(self, timeout: float = 300) -> None:
        """Start nginx, gunicorn and Redis (bounded in time)."""
        subprocess.run(["make", "-s", "up"], cwd=REPO, env=self.env, check=True, timeout=timeout,
                       stdout=subprocess.DEVNULL)

    def down(self) -> None:
        """Stop them."""
        subprocess.run(["make", "-s", "down"], cwd=REPO, env=self.env, check=False, timeout=120,
                       stdout=subprocess.DEVNULL)

    @property
    def backend(self) -> int:
        """gunicorn's port."""
        return int(json.loads((self.run_dir / "up.json").read_text())["backend"])

    def worker_pids(self) -> set[int]:
        """The pids of gunicorn's workers (the master's children, from /proc)."""
        master = int((self.run_dir / "gunicorn.pid").read_text())
        found: set[int] = set()
        for task in Path(f"/proc/{master}/task").iterdir():
            try:
                found.update(int(pid) for pid in (task / "children").read_text().split())
            except FileNotFoundError:
                continue
        return found


def rss_bytes(pid: int) -> int:
    """A process's resident set size (0 once it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except FileNotFoundError:
        pass
    return 0


@dataclass
class Answer:
    """What one request got."""

    status: int | None  # None: no answer (connection error or client timeout)
    seconds: float
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""


def call(url: str, method: str = "GET", body: bytes | None = None, timeout: float = 10.0,
         request_id: str | None = None, extra: dict[str, str] | None = None) -> Answer:
    """Send one request (a fresh connection, like a probe) and record the answer, never raising; ``extra``: more
    request headers."""
    headers = {"Content-Type": "application/json"} if body is not None else {}
    headers.update(extra or {})
    if request_id:
        headers["X-Request-ID"] = request_id
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=body, method=method, headers=headers),
                                    timeout=timeout) as response:
            data = response.read()
            return Answer(response.status, time.perf_counter() - started, dict(response.headers), data)
    except urllib.error.HTTPError as error:
        data = error.read()
        return Answer(error.code, time.perf_counter() - started, dict(error.headers), data)
    except (urllib.error.URLError, OSError):
        return Answer(None, time.perf_counter() - started)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of the values (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))] if ordered else float("nan")


class Sampler:
    """A thread repeating ``probe`` every ``period`` seconds while the block runs; keeps every result."""

    def __init__(self, probe: Callable[[], Any], period: float) -> None:
        self.probe, self.period, self.results = probe, period, []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            self.results.append(self.probe())
            self._stop.wait(self.period)

    def __enter__(self) -> Sampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=30)


#: How many times a timed attack is run at most until its latency bounds hold (see within_attempts).
ATTEMPTS = 3


def within_attempts(run: Callable[[], dict[str, Any]], bounds: Callable[[dict[str, Any]], None],
                    attempts: int = ATTEMPTS) -> dict[str, Any]:
    """Run a timed attack until ``bounds`` (assertions on its latency figures) hold, at most ``attempts`` times: the
    figures of the run that held, with those of the runs before it under ``"earlier_attempts"``.

    The latency bounds are about the service, but on a 2-core virtual machine a run of a few seconds can also meet
    a pause of the machine itself (seen in CI as one probe of 2 s while the others took milliseconds). A bound the
    service breaks fails every attempt; what every attempt must show (statuses, logs, memory) is asserted on the
    figures returned, whichever attempt they are from.
    """
    earlier: list[dict[str, Any]] = []
    for _ in range(attempts):
        figures = run()
        try:
            bounds(figures)
        except AssertionError as failure:
            earlier.append({"failed": str(failure).splitlines()[0][:300], **figures})
            continue
        return {**figures, "earlier_attempts": earlier}
    raise AssertionError(f"the latency bounds failed in each of {attempts} attempts: {json.dumps(earlier)}")


# --- idle and slow connections ------------------------------------------------------------------------------------


@contextmanager
def idle_and_trickling(port: int, idle: int = 256, trickling: int = 8) -> Iterator[None]:
    """Hold ``idle`` connections that send nothing and ``trickling`` ones that send a request a byte at a time
    (half of them the headers, half a body after complete headers) while the block runs."""
    stop = threading.Event()
    sockets: list[socket.socket] = []

    def trickle(index: int) -> None:
        while not stop.is_set():
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
            except OSError:
                stop.wait(0.2)
                continue
            sockets.append(s)
            head = b"POST /v1/cetkaik/hands HTTP/1.1\r\nHost: attack\r\nContent-Type: application/json\r\n"
            if index % 2:  # complete headers, then a body that never ends
                s.sendall(head + b"Content-Length: 100000\r\n\r\n")
                chunk = b" "
            else:
                s.sendall(head)
                chunk = b"X"
            try:
                while not stop.is_set():
                    s.sendall(chunk)
                    stop.wait(0.2)
            except OSError:  # the proxy gave up on it (408): start another one
                s.close()

    for _ in range(idle):
        sockets.append(socket.create_connection(("127.0.0.1", port), timeout=5))
    threads = [threading.Thread(target=trickle, args=(i,), daemon=True) for i in range(trickling)]
    for t in threads:
        t.start()
    try:
        yield
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=10)
        for s in sockets:
            s.close()


def attack_idle(url: str, port: int, seconds: float = 5.0, idle: int = 256, trickling: int = 8) -> dict[str, Any]:
    """/livez latency while idle and trickling connections are held open."""
    with idle_and_trickling(port, idle, trickling), Sampler(lambda: call(f"{url}/livez", timeout=5), 0.1) as probes:
        time.sleep(seconds)
    times = [a.seconds for a in probes.results]
    return {"attack": "idle+trickling connections", "idle": idle, "trickling": trickling, "seconds": seconds,
            "probes": len(probes.results), "probe_failures": sum(a.status != 200 for a in probes.results),
            "livez_p50_ms": round(statistics.median(times) * 1000, 1),
            "livez_max_ms": round(max(times) * 1000, 1)}


# --- slow body senders ---------------------------------------------------------------------------------------------


def _slow_senders(port: int, connections: int, addresses: int, interval: float, tag: str,
                  stop: threading.Event) -> dict[str, Any]:
    """``connections`` connections from ``addresses`` loopback addresses (127.0.0.2, ...), each a POST declaring
    a 99,999-byte body and sending one byte of it every ``interval`` seconds until ``stop``; then closed."""
    sockets: list[socket.socket] = []
    refused = 0
    for i in range(connections):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=5,
                                         source_address=(f"127.0.0.{2 + i % addresses}", 0))
        except OSError:
            refused += 1
            continue
        s.sendall(b"POST /v1/cetkaik/hands HTTP/1.1\r\nHost: attack\r\nContent-Type: application/json\r\n"
                  b"X-Request-ID: %s-%d\r\nContent-Length: 99999\r\n\r\n[" % (tag.encode(), i))
        s.setblocking(False)
        sockets.append(s)
    answered: Counter[str] = Counter()
    rounds = 0
    while not stop.wait(interval):
        rounds += 1
        for s in sockets:
            with suppress(OSError):
                s.send(b" ")
    for s in sockets:  # what nginx answered before the end (a refusal over the per-address limit, a timeout)
        try:
            head = s.recv(64)
            answered[head.split(b" ")[1].decode() if head.count(b" ") else "closed"] += 1
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            answered["reset"] += 1
        s.close()
    return {"held": len(sockets) - sum(answered.values()), "answered": dict(answered), "not_connected": refused,
            "rounds": rounds}


def access_log(run_dir: Path) -> dict[str, dict[str, Any]]:
    """nginx's access log of a `make up` run (its rotated files included): each line by its request id."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(run_dir.glob("nginx-access.log*")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                entry = json.loads(line)
                found[entry["request_id"]] = entry
            except (ValueError, KeyError, TypeError):
                continue
    return found


def access_log_ids(run_dir: Path, wait_for: str | None = None, wait: float = 10.0) -> set[str]:
    """The request ids in nginx's access log of a `make up` run (its rotated files included); with ``wait_for``,
    read again until that id is among them or ``wait`` seconds have passed (nginx writes the line in its log phase,
    after the answer's last byte has gone to the client)."""
    give_up = time.monotonic() + wait
    while True:
        found = set(access_log(run_dir))
        if wait_for is None or wait_for in found or time.monotonic() > give_up:
            return found
        time.sleep(0.1)  # polling a file another process appends to, bounded by ``wait``


def service_log_ids(run_dir: Path, wait_for: str | None = None, wait: float = 10.0) -> set[str]:
    """The request ids of the service's access lines (gunicorn.log of a `make up` run, rotated files included);
    with ``wait_for``, read again until that id is among them or ``wait`` seconds have passed (a worker writes its
    access line once the answer is sent)."""
    give_up = time.monotonic() + wait
    while True:
        found: set[str] = set()
        for path in sorted(run_dir.glob("gunicorn.log*")):
            for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
                if line.startswith("{") and '"adjudicator.access"' in line:
                    try:
                        found.add(json.loads(line)["request_id"])
                    except (ValueError, KeyError, TypeError):
                        continue
        if wait_for is None or wait_for in found or time.monotonic() > give_up:
            return found
        time.sleep(0.1)


def attack_slow_bodies(url: str, topology: Topology | None = None, seconds: float = 4.0, connections: int = 256,
                       addresses: int = 4, interval: float = 1.0, samples: int = 40) -> dict[str, Any]:
    """``connections`` slow body senders from ``addresses`` addresses (see _slow_senders) while probes and a cheap
    cached request are sent from 127.0.0.1, against their latency with no attack measured first in the same run;
    each tagged with a request id, to be found in the access log afterwards; the workers' memory meanwhile."""
    tag = f"slow{os.getpid()}x{int(time.time() * 1000) % 10**8}"
    sent: list[str] = []
    counter = iter(range(10**6))

    def tagged(path: str, timeout: float) -> Answer:
        request_id = f"{tag}-probe-{next(counter)}"
        sent.append(request_id)
        return call(url + path, timeout=timeout, request_id=request_id)

    call(url + CHEAP)  # cached from now on
    base_livez = [tagged("/livez", 5).seconds for _ in range(samples)]
    base_cheap = [tagged(CHEAP, 5).seconds for _ in range(samples)]
    memory: list[int] = []

    def sample_memory() -> int:
        peak = max((rss_bytes(pid) for pid in topology.worker_pids()), default=0) if topology else 0
        memory.append(peak)
        return peak

    port = int(url.rsplit(":", 1)[1])
    stop = threading.Event()
    outcome: dict[str, Any] = {}
    senders = threading.Thread(target=lambda: outcome.update(
        _slow_senders(port, connections, addresses, interval, tag, stop)), daemon=True)
    senders.start()
    over_limit = None
    try:
        with Sampler(lambda: tagged("/livez", 5), 0.1) as livez, Sampler(lambda: tagged(CHEAP, 5), 0.05) as cheap, \
                Sampler(sample_memory, 0.2):
            stop.wait(seconds / 2)
            # One more request from an attacking address, over its limit of requests in progress: refused by nginx.
            over_limit = raw_request("127.0.0.1", port, "GET", "/livez", None, timeout=5, source="127.0.0.2")
            stop.wait(seconds / 2)
    finally:
        stop.set()
        senders.join(timeout=30)
    for i in range(connections - outcome.get("not_connected", 0)):
        sent.append(f"{tag}-{i}")
    # nginx writes a request's line when it ends: the senders' requests end when their connections close.
    missing: set[str] = set(sent)
    give_up = time.monotonic() + 10
    while topology is not None and missing and time.monotonic() < give_up:
        missing -= access_log_ids(topology.run_dir)
        if missing:
            stop.wait(0.1)
    livez_times = [a.seconds for a in livez.results]
    cheap_times = [a.seconds for a in cheap.results]
    return {"attack": "slow body senders", "connections": connections, "addresses": addresses,
            "byte_every_s": interval, "seconds": seconds, **outcome, "over_limit_status": over_limit,
            "baseline_livez_p50_ms": round(statistics.median(base_livez) * 1000, 1),
            "baseline_cheap_p50_ms": round(statistics.median(base_cheap) * 1000, 1),
            "probes": len(livez_times), "probe_failures": sum(a.status != 200 for a in livez.results),
            "livez_p50_ms": round(statistics.median(livez_times) * 1000, 1),
            "livez_max_ms": round(max(livez_times) * 1000, 1),
            "cheap_requests": len(cheap_times), "cheap_failures": sum(a.status != 200 for a in cheap.results),
            "cheap_p50_ms": round(statistics.median(cheap_times) * 1000, 1),
            "cheap_max_ms": round(max(cheap_times) * 1000, 1),
            "requests_sent": len(sent), "missing_from_access_log": len(missing) if topology else None,
            "worker_rss_max_mib": round(max(memory, default=0) / 2**20, 1), "worker_budget_mib": WORKER_BUDGET_MIB}


# --- expensive requests ---------------------------------------------------------------------------------------------

CYCLE = "NAI兵NAU無撃裁\tTA将NE無撃裁\nNAU兵NAI無撃裁\tNE将TA無撃裁\n"


@functools.cache
def _payloads() -> tuple[list[bytes], bytes]:
    """The bodies, built once: the clients' own work stays small."""
    records = [json.dumps({"record": "{一位色:黒}\n" + CYCLE * (495 - k)}, ensure_ascii=False).encode()
               for k in range(400)]
    return records, json.dumps([0] * 100_000)[1:].encode()


@functools.cache
def _kiaak(cycles: int) -> bytes:
    """A record of ``cycles`` times CYCLE (four plies each), as the content of a JSON string."""
    return json.dumps("{一位色:黒}\n" + CYCLE * cycles, ensure_ascii=False)[1:-1].encode()


#: The cycles of a record of 2,000 plies, the most a request may replay or extend (38 kB).
LONGEST_CYCLES = 500
#: Cycles of the records "just under 8 KiB" and of each item of the costly batches (under 64 KiB in all).
NEAR_8_KIB_CYCLES, BATCH_ITEM_CYCLES = 106, 7
#: The amplifying batch of the review: 100 items that each ask for 10,000 casts of the sticks (no seed: random, so
#: never cached). 6.9 kB asking for a 20 MB answer: refused whole before any item runs.
AMPLIFYING_BATCH = json.dumps({"requests": [{"operation": "cast_sticks", "body": {"sticks": 5, "count": 10_000}}]
                               * 100}).encode()


def _costly(kind: str, tag: str) -> Iterator[tuple[str, str, bytes | None]]:
    """The costly requests of the review that a list of heavy operations and a body-size threshold counted as
    cheap, each made distinct by a kiaak comment ``{tag-n}`` so that the cache never answers them."""
    n = 0
    while True:
        n += 1
        mark = b"{%s-%d}" % (tag.encode(), n)
        if kind == "costly extends":  # the next play of a 2,000-ply game (38 kB)
            yield "POST", "/v1/cetkaik/records/extend", (b'{"record":"' + _kiaak(LONGEST_CYCLES) + mark
                                                          + '","play":{"move":"NAI片NAU"}}'.encode())
        elif kind == "costly replays":  # records just under 8 KiB, and the longest ones
            cycles = NEAR_8_KIB_CYCLES if n % 2 else LONGEST_CYCLES
            yield "POST", "/v1/cetkaik/records/replay", b'{"record":"' + _kiaak(cycles) + mark + b'"}'
        elif kind == "costly batches":  # 100 replays of 28-ply records, under 64 KiB
            items = b",".join(b'{"operation":"replay_kiaak","body":{"record":"' + _kiaak(BATCH_ITEM_CYCLES)
                              + b"{%s-%d-%d}" % (tag.encode(), n, i) + b'"}}' for i in range(100))
            yield "POST", "/v1/batch", b'{"requests":[' + items + b"]}"
        elif kind == "amplifying batch":
            yield "POST", "/v1/batch", AMPLIFYING_BATCH
        else:
            raise ValueError(f"no attack {kind!r}")


#: The costly attacks (see _costly), each the subject of attack_costly.
COSTLY_KINDS = ("costly extends", "costly replays", "costly batches", "amplifying batch")


def heavy_requests(kind: str = "computations", tag: str = "") -> Iterator[tuple[str, str, bytes | None]]:
    """An endless stream of distinct expensive requests (so that the cache never answers them).

    ``computations``: the operations that compute the longest (maximal record replays, Lauzait Cep! probabilities,
    the 行戦 win probability, 連撃獣裁 open play); ``invalid bodies``: 300 kB bodies of 100 000 invalid list items,
    whose reading and validation is the cost; the COSTLY_KINDS (see _costly), distinct by ``tag``.
    """
    if kind in COSTLY_KINDS:
        yield from _costly(kind, tag)
        return
    records, invalid = _payloads()
    n = 0
    while True:
        n += 1
        if kind == "invalid bodies":
            yield "POST", "/v1/cetkaik/hands", b'{"pieces":[%d,' % n + invalid + b"}"
            continue
        yield "POST", "/v1/cetkaik/records/replay", records[n % 400]
        yield "GET", f"/v1/lauzait-cep/probabilities?players={2 + n % 3}", None
        yield "GET", f"/v1/paper-cetkaik/taxot/win-probability?allow_pair_shapes={'true' if n % 2 else 'false'}", None
        yield "POST", "/v1/stick-games/renkeki/open-play", json.dumps({"players": 2 + n % 5}).encode()


CHEAP = "/v1/sticks/distribution?sticks=5"


class Exchange(NamedTuple):
    """What one raw request got: its status (None without an answer: the connection failed, or the server closed it
    before answering), the bytes of the answer (head and body), the seconds it took, and whether it was connected
    (then the proxy saw it and logged it)."""

    status: int | None
    size: int
    seconds: float
    connected: bool


def raw_exchange(host: str, port: int, method: str, path: str, body: bytes | None, timeout: float = 60,
                 source: str | None = None, request_id: str | None = None,
                 headers: dict[str, str] | None = None) -> Exchange:
    """Send one request over a fresh connection with as little client work as possible: what it got.

    ``source``: the loopback address to send from (127.0.0.0/8 is all loopback), to play a distinct client."""
    head = f"{method} {path} HTTP/1.1\r\nHost: attack\r\nConnection: close\r\n"
    if request_id:
        head += f"X-Request-ID: {request_id}\r\n"
    for name, value in (headers or {}).items():
        head += f"{name}: {value}\r\n"
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    started = time.perf_counter()
    first, size, connected = b"", 0, False
    try:
        with socket.create_connection((host, port), timeout=timeout,
                                      source_address=(source, 0) if source else None) as s:
            connected = True
            s.sendall(head.encode() + b"\r\n" + (body or b""))
            first = s.recv(64)
            size = len(first)
            while chunk := s.recv(65536):  # read the answer to its end (the server closes)
                size += len(chunk)
    except OSError:
        return Exchange(None, size, time.perf_counter() - started, connected)
    parts = first.split(b" ", 2)
    status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    return Exchange(status, size, time.perf_counter() - started, connected)


def raw_request(host: str, port: int, method: str, path: str, body: bytes | None, timeout: float = 60,
                source: str | None = None) -> int | None:
    """Send one request over a fresh connection (see raw_exchange); return the status."""
    return raw_exchange(host, port, method, path, body, timeout, source).status


def _attackers(url: str, clients: int, kind: str, stop: threading.Event, tag: str = "") -> dict[str, Any]:
    """``clients`` threads sending heavy requests back to back (each from its own loopback address) until ``stop``:
    the statuses they got, the largest and the slowest answer, and the request ids of the requests sent over a
    connection (``tag`` names the run: request ids ``<tag>-<client>-<n>``; none without a tag)."""
    statuses: Counter[str] = Counter()
    largest, slowest = 0, 0.0
    sent: list[str] = []
    lock = threading.Lock()
    host, port = url.rsplit("/", 1)[1].split(":")

    def attacker(offset: int) -> None:
        nonlocal largest, slowest
        stream = heavy_requests(kind, tag=f"{tag}c{offset}")
        if kind not in COSTLY_KINDS:
            for _ in range(offset):
                next(stream)
        n = 0
        while not stop.is_set():
            method, path, body = next(stream)
            n += 1
            request_id = f"{tag}-{offset}-{n}" if tag else None
            got = raw_exchange(host, int(port), method, path, body, source=f"127.0.0.{2 + offset}",
                               request_id=request_id)
            with lock:
                statuses[str(got.status)] += 1
                largest, slowest = max(largest, got.size), max(slowest, got.seconds)
                if request_id and got.connected:
                    sent.append(request_id)

    threads = [threading.Thread(target=attacker, args=(i,), daemon=True) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return {"statuses": dict(statuses), "largest_answer_bytes": largest, "slowest_answer_s": round(slowest, 3),
            "sent": sent}


def _attackers_main(url: str, clients: int, kind: str, seconds: float, tag: str = "") -> None:
    """The attackers' process: attack for ``seconds`` (or until stdin closes), then print their figures as JSON."""
    if kind in COSTLY_KINDS:
        next(heavy_requests(kind, tag))  # builds the records once
    else:
        _payloads()
    print("ready", flush=True)
    stop = threading.Event()
    timer = threading.Timer(seconds, stop.set)
    timer.daemon = True
    timer.start()
    threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
    print(json.dumps(_attackers(url, clients, kind, stop, tag)), flush=True)


#: The attackers' CPU priority: below the service's, as if they were other machines, but not so low that a busy
#: machine leaves them no CPU at all (at 19 they got none next to two busy processes, and no attack took place).
ATTACKERS_NICE = 10


@dataclass
class Attackers:
    """What the attackers got, filled when their block ends: the statuses, the largest answer (bytes, head
    included), the slowest (seconds) and the ids of the requests they sent (when tagged)."""

    statuses: Counter[str] = field(default_factory=Counter)
    largest_answer_bytes: int = 0
    slowest_answer_s: float = 0.0
    sent: list[str] = field(default_factory=list)


@contextmanager
def attackers_process(url: str, clients: int, kind: str, seconds: float, tag: str = "") -> Iterator[Attackers]:
    """The attackers in a process of their own, at a low CPU priority, for ``seconds``; the block runs
    meanwhile, and what they got fills the yielded Attackers when it ends.

    The attackers would be other machines: on this one their CPU must not count against the service, and above all
    they must not share an interpreter (a GIL) with the probes that measure the service — a low-priority attacker
    thread descheduled while it holds the GIL would stall the probes of its process, not the service's.
    """
    found = Attackers()
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); import attacks; "
         "attacks._attackers_main(sys.argv[2], int(sys.argv[3]), sys.argv[4], float(sys.argv[5]), sys.argv[6])",
         str(Path(__file__).resolve().parent), url, str(clients), kind, str(seconds), tag],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, preexec_fn=lambda: os.nice(ATTACKERS_NICE))
    assert proc.stdout is not None
    if proc.stdout.readline().strip() != "ready":
        raise RuntimeError("the attackers' process did not start")
    try:
        yield found
    finally:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.close()  # stops the attackers
        out = proc.stdout.read()
        proc.wait(timeout=120)
        figures = json.loads(out.strip().splitlines()[-1])
        found.statuses.update(figures["statuses"])
        found.largest_answer_bytes = figures["largest_answer_bytes"]
        found.slowest_answer_s = figures["slowest_answer_s"]
        found.sent.extend(figures["sent"])


def attack_heavy(url: str, topology: Topology | None = None, seconds: float = 6.0, clients: int = 8,
                 kind: str = "computations") -> dict[str, Any]:
    """``clients`` clients (each from its own loopback address, all in a process of their own) sending the
    heaviest requests back to back, never waiting for Retry-After; a cheap cached request's latency, probes, and
    the workers' memory meanwhile."""
    call(url + CHEAP)  # cached from now on

    memory: list[int] = []

    def sample_memory() -> int:
        peak = max((rss_bytes(pid) for pid in topology.worker_pids()), default=0) if topology else 0
        memory.append(peak)
        return peak

    with attackers_process(url, clients, kind, seconds + 30) as attackers, \
            Sampler(lambda: call(url + CHEAP, timeout=10), 0.05) as cheap, \
            Sampler(lambda: call(f"{url}/livez", timeout=2), 0.2) as livez, \
            Sampler(lambda: call(f"{url}/readyz", timeout=2), 0.5) as readyz, \
            Sampler(sample_memory, 0.2):
        time.sleep(seconds)
    times = [a.seconds for a in cheap.results]
    probes = livez.results + readyz.results
    return {"attack": f"heavy: {kind}", "clients": clients, "seconds": seconds,
            "heavy_statuses": dict(sorted(attackers.statuses.items())),
            "cheap_requests": len(times), "cheap_failures": sum(a.status != 200 for a in cheap.results),
            "cheap_p50_ms": round(statistics.median(times) * 1000, 1),
            "cheap_p95_ms": round(percentile(times, 0.95) * 1000, 1),
            "probes": len(probes), "probe_failures": sum(a.status != 200 for a in probes),
            "probe_max_ms": round(max(a.seconds for a in probes) * 1000, 1),
            "livez_max_ms": round(max(a.seconds for a in livez.results) * 1000, 1),
            "probe_failed": [f"{name} {a.status} after {a.seconds * 1000:.0f} ms"
                             for name, results in (("livez", livez.results), ("readyz", readyz.results))
                             for a in results if a.status != 200],
            "cheap_max_ms": round(max(times) * 1000, 1),
            "worker_rss_max_mib": round(max(memory, default=0) / 2**20, 1), "worker_budget_mib": WORKER_BUDGET_MIB,
            "memory_limit_mib": MEMORY_LIMIT_BYTES // 2**20}


# --- costly requests, admitted by their cost --------------------------------------------------------------------


def _logged(topology: Topology, sent: set[str], wait: float = 10.0) -> tuple[dict[str, dict[str, Any]], int, int]:
    """nginx's access lines of the ``sent`` request ids, how many of them are missing from its access log and how
    many that the service answered (by nginx's line) are missing from the service's own log, waiting up to ``wait``
    seconds for the last lines to be written. (/livez and /readyz are not in the service's access log.)"""
    give_up = time.monotonic() + wait
    while True:
        lines = access_log(topology.run_dir)
        answered = {i for i in sent if str(lines.get(i, {}).get("upstream_status", "")).isdigit()
                    and lines[i].get("request", "").split(" ")[1:2] not in (["/livez"], ["/readyz"])}
        missing_access = sent - lines.keys()
        missing_service = answered - service_log_ids(topology.run_dir)
        if (not missing_access and not missing_service) or time.monotonic() > give_up:
            return {i: lines[i] for i in sent if i in lines}, len(missing_access), len(missing_service)
        time.sleep(0.2)


def attack_costly(url: str, topology: Topology | None = None, kind: str = "costly extends", seconds: float = 4.0,
                  clients: int = 8, samples: int = 20) -> dict[str, Any]:
    """``clients`` clients (each from its own loopback address, all in a process of their own at a lower priority)
    sending one of the COSTLY_KINDS back to back, never waiting for Retry-After, against what /livez and a cheap
    cached request take with no attack, measured first in the same run (``samples`` of each): /livez every 0.1 s
    and the cheap request every 0.05 s meanwhile, the statuses the attackers got, the largest answer and the slowest
    (by nginx's access log with a topology, else as the attackers saw them), the workers' memory, and every
    request sent (attackers' and probes') looked for in nginx's access log, and those the service answered in its."""
    tag = "".join(word[0] for word in kind.split()) + f"{os.getpid()}x{int(time.time() * 1000) % 10**8}"
    counter = iter(range(10**6))
    probes_sent: list[str] = []

    def tagged(path: str, timeout: float) -> Answer:
        request_id = f"{tag}-probe-{next(counter)}"
        probes_sent.append(request_id)
        return call(url + path, timeout=timeout, request_id=request_id)

    call(url + CHEAP)  # cached from now on
    base_livez = [tagged("/livez", 5).seconds for _ in range(samples)]
    base_cheap = [tagged(CHEAP, 5).seconds for _ in range(samples)]
    memory: list[int] = []

    def sample_memory() -> int:
        peak = max((rss_bytes(pid) for pid in topology.worker_pids()), default=0) if topology else 0
        memory.append(peak)
        return peak

    with attackers_process(url, clients, kind, seconds + 30, tag) as attackers, \
            Sampler(lambda: tagged(CHEAP, 10), 0.05) as cheap, Sampler(lambda: tagged("/livez", 5), 0.1) as livez, \
            Sampler(sample_memory, 0.2):
        time.sleep(seconds)
    figures: dict[str, Any] = {"attack": kind, "clients": clients, "seconds": seconds}
    livez_times = [a.seconds for a in livez.results]
    cheap_times = [a.seconds for a in cheap.results]
    figures.update({
        "baseline_livez_p50_ms": round(statistics.median(base_livez) * 1000, 1),
        "baseline_livez_max_ms": round(max(base_livez) * 1000, 1),
        "baseline_cheap_p50_ms": round(statistics.median(base_cheap) * 1000, 1),
        "probes": len(livez_times), "probe_failures": sum(a.status != 200 for a in livez.results),
        "livez_p50_ms": round(statistics.median(livez_times) * 1000, 1),
        "livez_max_ms": round(max(livez_times) * 1000, 1),
        "cheap_requests": len(cheap_times), "cheap_failures": sum(a.status != 200 for a in cheap.results),
        "cheap_p50_ms": round(statistics.median(cheap_times) * 1000, 1),
        "cheap_max_ms": round(max(cheap_times) * 1000, 1),
        "attacker_requests": sum(attackers.statuses.values()),
        "attacker_statuses": dict(sorted(attackers.statuses.items())),
        "largest_answer_bytes": attackers.largest_answer_bytes, "slowest_answer_s": attackers.slowest_answer_s,
    })
    if topology is not None:
        lines, missing_access, missing_service = _logged(topology, set(attackers.sent) | set(probes_sent))
        attack_lines = [lines[i] for i in attackers.sent if i in lines]
        figures.update({
            # what nginx sent and how long each request took it, over the attackers' requests
            "largest_answer_bytes": max((int(e["bytes_sent"]) for e in attack_lines), default=0),
            "slowest_answer_s": max((float(e["request_time"]) for e in attack_lines), default=0.0),
            "requests_sent": len(attackers.sent) + len(probes_sent),
            "missing_from_access_log": missing_access, "missing_from_service_log": missing_service,
        })
    figures.update({"worker_rss_max_mib": round(max(memory, default=0) / 2**20, 1),
                    "worker_budget_mib": WORKER_BUDGET_MIB})
    return figures


# --- HTTP caching, CORS and Host ----------------------------------------------------------------------------------


def attack_cors_and_host(url: str, allowed: str) -> dict[str, Any]:
    """A cacheable GET through the proxy without an Origin, from the allowed origin ``allowed`` (an origin of
    ADJ_CORS_ORIGINS), and from that origin with the first label of its host in capitals (another origin to a
    browser: ``https://APP.example`` for ``https://app.example``); ``GET /docs`` and ``GET /`` with a forged
    ``Host: evil.example:9999``: what each was answered."""
    host, port = url.rsplit("/", 1)[1].split(":")
    scheme, _, name = allowed.partition("://")
    label, dot, rest = name.partition(".")
    impostor = f"{scheme}://{label.upper()}{dot}{rest}"
    figures: dict[str, Any] = {"attack": "CORS, Vary and Host", "allowed_origin": allowed}
    for case, origin in (("no Origin", None), ("allowed", allowed), ("impostor", impostor)):
        answer = call(url + CHEAP, extra={"Origin": origin} if origin else {})
        figures[case] = {"origin": origin, "status": answer.status, "vary": answer.headers.get("Vary"),
                         "cache_control": answer.headers.get("Cache-Control"),
                         "allow_origin": answer.headers.get("Access-Control-Allow-Origin")}
    for path in ("/docs", "/"):
        status, headers = _head(host, int(port), path, {"Host": "evil.example:9999"})
        figures[f"Host evil.example:9999 GET {path}"] = {"status": status, "location": headers.get("location")}
    return figures


def _head(host: str, port: int, path: str, headers: dict[str, str]) -> tuple[int | None, dict[str, str]]:
    """GET ``path`` with exactly these headers (a forged Host included): the status and the answer's headers."""
    request = f"GET {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    with socket.create_connection((host, port), timeout=10) as s:
        s.sendall(request.encode() + b"Connection: close\r\n\r\n")
        data = b""
        while b"\r\n\r\n" not in data and (chunk := s.recv(65536)):
            data += chunk
    lines = data.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    parts = lines[0].split(" ")
    found = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return (int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None), found


# --- deadlines ----------------------------------------------------------------------------------------------------


def attack_deadline(url: str, budget: float) -> dict[str, Any]:
    """One request whose computation takes longer than the budget: Lauzait Cep! probabilities, 4 players, jokers
    within the piece set (3.5 s on the compiled rules library). The heavy attacks never send it, so no earlier
    attack can have left its answer in the cache."""
    # An earlier attack's heavy requests may still hold the heavy slots: those nginx and gunicorn had queued before
    # their clients left are each run until their deadline, which on a busy machine takes tens of seconds to drain.
    # A "busy" 503 is then answered first. A client honours its Retry-After, as this one does (for up to a minute),
    # so what is measured is the request that was admitted and ran.
    busy_refusals = 0
    while True:
        answer = call(f"{url}/v1/lauzait-cep/probabilities?players=4&jokers_within_piece_set=true",
                      timeout=budget + 30)
        message = json.loads(answer.body or b"{}").get("message") or ""
        if answer.status != 503 or "is busy" not in message or busy_refusals == 60:
            break
        busy_refusals += 1
        time.sleep(float(answer.headers.get("Retry-After") or 1))
    return {"attack": "past the deadline", "budget_s": budget, "busy_refusals_first": busy_refusals,
            "status": answer.status,
            "seconds": round(answer.seconds, 2), "retry_after": answer.headers.get("Retry-After"),
            "message": json.loads(answer.body or b"{}").get("message")}


# --- identical cold requests --------------------------------------------------------------------------------------


def computations(url: str, operation: str) -> float:
    """How many times the workers have computed ``operation`` (from /metrics, aggregated over the workers)."""
    text = call(f"{url}/metrics").body.decode()
    total = 0.0
    for line in text.splitlines():
        if line.startswith("adjudicator_computations_total{") and f'operation="{operation}"' in line:
            total += float(line.rsplit(" ", 1)[1])
    return total


def attack_identical(url: str, clients: int = 8) -> dict[str, Any]:
    """``clients`` identical cold requests at once: how many computations they cost."""
    path = "/v1/utage/lord/distribution"
    body = json.dumps({"formula": "MAX+MIN+MAX+MIN+MAX", "n_dice": 30 + int(time.time()) % 10}).encode()
    before = computations(url, "utage.get_utage_lord_distribution")
    barrier = threading.Barrier(clients)
    answers: list[Answer] = []

    def client() -> None:
        barrier.wait()
        answers.append(call(url + path, "POST", body, timeout=60))

    threads = [threading.Thread(target=client) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=90)
    after = computations(url, "utage.get_utage_lord_distribution")
    return {"attack": "identical cold requests", "clients": clients,
            "statuses": dict(Counter(str(a.status) for a in answers)), "computations": after - before}
