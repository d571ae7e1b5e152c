"""Drive a live server from a few client threads while the test injects a fault at chosen points of the run."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import NamedTuple

import redis
import requests

from .mix import Request


class Outcome(NamedTuple):
    """What one request got: status and body (None on a connection error), X-Cache, duration, error."""

    request: Request
    status: int | None
    body: bytes | None
    cache: str | None
    seconds: float
    error: str | None


def send(session: requests.Session, url: str, item: Request, timeout: float = 30.0) -> Outcome:
    """Send one request of the mix and record what came back (a connection failure is recorded, not raised)."""
    headers = {"Content-Type": "application/json"} if item.body is not None else {}
    started = time.perf_counter()
    try:
        response = session.request(item.method, url + item.path, data=item.body, headers=headers, timeout=timeout)
    except requests.RequestException as exc:
        return Outcome(item, None, None, None, time.perf_counter() - started, repr(exc))
    return Outcome(item, response.status_code, response.content, response.headers.get("X-Cache"),
                   time.perf_counter() - started, None)


def plans(mix: Sequence[Request], threads: int, per_thread: int) -> list[list[Request]]:
    """Give each thread ``per_thread`` requests cycling through the mix from its own offset (so they repeat)."""
    step = max(len(mix) // threads, 1)
    return [[mix[(t * step + i) % len(mix)] for i in range(per_thread)] for t in range(threads)]


class LoadRun:
    """Client threads sending their plans over keep-alive sessions; the test waits for progress milestones."""

    def __init__(self, url: str, thread_plans: list[list[Request]]) -> None:
        self.url = url
        self.plans = thread_plans
        self.total = sum(len(p) for p in thread_plans)
        self._done = 0
        self._progress = threading.Condition()
        self._stopping = threading.Event()
        self._pool = ThreadPoolExecutor(max_workers=len(thread_plans), thread_name_prefix="load")
        self._futures: list[Future[list[Outcome]]] = []

    def __enter__(self) -> LoadRun:
        self._futures = [self._pool.submit(self._run, plan) for plan in self.plans]
        return self

    def __exit__(self, *exc: object) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)

    def _run(self, plan: list[Request]) -> list[Outcome]:
        outcomes = []
        with requests.Session() as session:
            for item in plan:
                if self._stopping.is_set():
                    break
                outcomes.append(send(session, self.url, item))
                with self._progress:
                    self._done += 1
                    self._progress.notify_all()
        return outcomes

    def stop(self) -> None:
        """End every thread's plan early: each finishes the request it is sending and sends no more."""
        self._stopping.set()

    @property
    def done(self) -> int:
        """Requests answered (or failed) so far."""
        with self._progress:
            return self._done

    def wait_for(self, done: int, timeout: float = 180.0) -> int:
        """Block until at least ``done`` requests have completed (bounded by ``timeout``); return the count."""
        with self._progress:
            reached = self._progress.wait_for(lambda: self._done >= done, timeout=timeout)
            assert reached, f"the load stalled at {self._done}/{self.total} requests"
            return self._done

    def results_by_thread(self, timeout: float = 300.0) -> list[list[Outcome]]:
        """Wait for every thread to finish its plan and return each thread's outcomes."""
        return [f.result(timeout=timeout) for f in self._futures]

    def results(self, timeout: float = 300.0) -> list[Outcome]:
        """Wait for every thread to finish its plan and return all the outcomes."""
        return [o for outcomes in self.results_by_thread(timeout) for o in outcomes]


#: A Redis node's run id, keyspace_hits and keyspace_misses (INFO), as ``node_counters`` reads them.
Counters = dict[str, tuple[str, int, int]]


def node_counters(nodes: Sequence[str], password: str | None) -> Counters:
    """Each reachable Redis node's (``host:port``) run id, keyspace_hits and keyspace_misses: the hit ratio at the
    shared cache itself, whatever the workers' own caches serve (a replica serves no reads: 0, 0)."""
    found = {}
    for node in nodes:
        host, port = node.rsplit(":", 1)
        client = redis.Redis(host=host, port=int(port), password=password, socket_timeout=0.5,
                             socket_connect_timeout=0.5)
        with contextlib.suppress(redis.RedisError, OSError):
            info = client.info("server") | client.info("stats")
            found[node] = (str(info["run_id"]), int(info["keyspace_hits"]), int(info["keyspace_misses"]))
        client.close()
    return found


def counters_delta(earlier: Sequence[Counters], now: Counters) -> tuple[int, int]:
    """Hits and misses counted at the nodes since the last of ``earlier`` (a node that restarted counts from 0;
    one unreachable at the last look counts from the latest look that reached the same process)."""
    hits = misses = 0
    for node, (run_id, node_hits, node_misses) in now.items():
        base = next((seen[node] for seen in reversed(earlier) if node in seen and seen[node][0] == run_id),
                    (run_id, 0, 0))
        hits += node_hits - base[1]
        misses += node_misses - base[2]
    return hits, misses
