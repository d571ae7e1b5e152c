"""Drive a live server from a few client threads while the test injects a fault at chosen points of the run."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import NamedTuple

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
                outcomes.append(send(session, self.url, item))
                with self._progress:
                    self._done += 1
                    self._progress.notify_all()
        return outcomes

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
