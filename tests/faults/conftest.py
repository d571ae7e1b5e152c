"""Fixtures of the fault tests: a real Redis that a test may kill, stall or restart, a real gunicorn on it, and
the answers the service gives without any cache (the reference every answer under a fault must equal)."""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import requests

from .mix import Request, request_mix

TESTS = Path(__file__).resolve().parents[1]


def _root_conftest() -> ModuleType:
    """The suite's root conftest, loaded under a private name so that its RedisProcess and LiveServer are reused."""
    name = "_adjudicator_tests_root_conftest"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, TESTS / "conftest.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


ROOT = _root_conftest()
RedisProcess = ROOT.RedisProcess
LiveServer = ROOT.LiveServer


def worker_pids(master_pid: int) -> set[int]:
    """The pids of gunicorn's workers: the children of the master process, read from /proc."""
    found: set[int] = set()
    task_dir = Path(f"/proc/{master_pid}/task")
    for task in task_dir.iterdir():
        try:
            found.update(int(pid) for pid in (task / "children").read_text().split())
        except FileNotFoundError:  # a thread that ended while we listed them
            continue
    return found


def rss_bytes(pid: int) -> int:
    """The resident set size of a process, from /proc/<pid>/status."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError(f"no VmRSS for pid {pid}")


def wait_for_workers(server: Any, count: int = 2, *, excluding: frozenset[int] = frozenset(),
                     attempts: int = 600) -> set[int]:
    """Poll (with real /livez requests in between) until gunicorn has ``count`` workers, none in ``excluding``.

    Each attempt is a real request with a timeout, so the loop is bounded (at most ``attempts`` requests).
    """
    assert server.proc is not None
    for _ in range(attempts):
        pids = worker_pids(server.proc.pid) - set(excluding)
        if len(pids) == count and len(worker_pids(server.proc.pid)) == count:
            # A worker accepts connections only once it has loaded the app, so no request reaches an unready one;
            # /livez shows the service answers, and the log that each listed worker has booted.
            try:
                ok = requests.get(f"{server.url}/livez", timeout=5).status_code == 200
            except requests.ConnectionError:
                ok = False
            if ok and all(_booted(server, pid) for pid in pids):
                return pids
        else:
            with contextlib.suppress(requests.ConnectionError):
                requests.get(f"{server.url}/livez", timeout=5)
    raise AssertionError(f"gunicorn did not reach {count} workers; log:\n{''.join(server.log[-30:])}")


def _booted(server: Any, pid: int) -> bool:
    """Whether gunicorn has logged that the worker ``pid`` booted (it then serves once it has loaded the app)."""
    return any(f"Booting worker with pid: {pid}" in line for line in list(server.log))


class FaultyRedis(RedisProcess):  # type: ignore[misc, valid-type]
    """The suite's RedisProcess, with a stall (SIGSTOP / SIGCONT) on top of stop and start."""

    def pause(self) -> None:
        """Freeze the server: connections are still accepted by the kernel but nothing is answered."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGSTOP)

    def resume(self) -> None:
        """Let a frozen server run again."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGCONT)

    def stop(self) -> None:
        """Kill the server (also when it is frozen)."""
        if self.proc and self.proc.poll() is None:
            self.resume()
        super().stop()


@pytest.fixture
def fault_redis() -> Iterator[FaultyRedis]:
    """A Redis server of its own that the test may kill, restart or freeze."""
    server = FaultyRedis()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def redis_gunicorn(fault_redis: FaultyRedis) -> Iterator[Any]:
    """gunicorn with the production configuration (2 workers, 2 threads each) caching in ``fault_redis``.

    The workers' near cache is off (``ADJ_CACHE_SIZE=0``), so that every lookup goes to Redis: these tests are
    about Redis's faults (tests/integration/test_redis_cache.py has the near cache answering while Redis is down).
    """
    server = LiveServer({"REDIS_URL": fault_redis.url, "ADJ_CACHE_SIZE": "0"})
    server.start()
    try:
        wait_for_workers(server)
        yield server
    finally:
        server.stop()


@pytest.fixture
def limited_redis_gunicorn(fault_redis: FaultyRedis) -> Iterator[Any]:
    """Like ``redis_gunicorn`` with the rate limiter on (counting in the same Redis), at a limit never reached."""
    server = LiveServer({"REDIS_URL": fault_redis.url, "ADJ_RATE_LIMIT": "1000000/minute"})
    server.start()
    try:
        wait_for_workers(server)
        yield server
    finally:
        server.stop()


@pytest.fixture
def local_gunicorn() -> Iterator[Any]:
    """gunicorn with the production configuration and the in-process cache, for tests that kill its workers."""
    server = LiveServer({"REDIS_URL": ""})
    server.start()
    try:
        wait_for_workers(server)
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def mix() -> list[Request]:
    """A realistic, deterministic mix of Cetkaik requests (moves, apply, hands, record replay)."""
    return request_mix()


@pytest.fixture(scope="session")
def reference(mix: list[Request]) -> dict[Request, bytes]:
    """The body the service answers to each request of the mix without any cache (computed in-process)."""
    from adjudicator.web import create_app
    from adjudicator.web.settings import Settings

    app = create_app(Settings(redis_url=None, cache_size=0, log_level="WARNING"))
    logging.getLogger("adjudicator.access").setLevel(logging.WARNING)
    client = app.test_client()
    expected: dict[Request, bytes] = {}
    for item in set(mix):
        response = client.open(item.path, method=item.method, data=item.body,
                               headers={"Content-Type": "application/json"} if item.body else {})
        assert response.status_code == 200, (item, response.data[:300])
        assert response.headers["X-Cache"] == "miss"
        expected[item] = response.data
    return expected
