"""`make up CACHE=sentinel` under load while its Redis master dies.

nginx balances two gunicorn replicas whose cache is a Redis master with two replicas, watched by three Sentinels
(quorum 2). Under a steady mixed load from several client threads the master is killed (SIGKILL): the Sentinels
promote one of the replicas, and the service follows it. Meanwhile no request fails and no answer differs from
the one the service computes without any cache (a Redis that cannot be reached is a miss: the answer is computed).
Afterwards the shared cache serves hits again, counted at Redis itself (INFO stats of the new master).

The workers' near cache is off (``ADJ_CACHE_SIZE=0``): every look-up goes to Redis, so a hit a client sees
(``X-Cache: hit``) is one the shared cache served, and Redis's own counters measure the cache of the topology.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

import pytest
import redis
import requests

from .conftest import ROOT
from .driver import Outcome, plans, send
from .mix import Request

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.serial]

LOCAL = Path(__file__).resolve().parents[2] / "deploy" / "local.py"
THREADS = 4
#: Requests completed before the master is killed (the cache filled and serving), and after the new master is named.
BEFORE = 200
AFTER = 300
#: The requests whose hit ratio shows that the cache is serving again after the promotion.
WINDOW = 100


class Topology(NamedTuple):
    """A running `make up CACHE=sentinel`: its run directory, what up.json recorded, the Redis password."""

    directory: Path
    state: dict[str, Any]
    password: str

    def pid(self, name: str) -> int:
        return int((self.directory / f"{name}.pid").read_text().strip())

    def node(self, port: int) -> redis.Redis:
        return redis.Redis(port=port, password=self.password, socket_timeout=2, socket_connect_timeout=2)

    def master_port(self) -> int:
        """The master's port as the first Sentinel names it."""
        sentinel = self.node(self.state["sentinel_ports"][0])
        try:
            address: Any = sentinel.sentinel_get_master_addr_by_name(self.state["sentinel_service"])
            return int(address[1])
        finally:
            sentinel.close()


def _sentinel_log_tails(topology: Topology, lines: int = 15) -> dict[str, list[str]]:
    """The last lines of each Sentinel's log: what it saw and did, for the message of a failed check."""
    return {path.name: path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]
            for path in sorted(topology.directory.glob("redis-sentinel-*.log"))}


@pytest.fixture(scope="module")
def topology(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Topology]:
    """`make up REPLICAS=2 CACHE=sentinel` on free loopback ports (one worker a replica: the machine is small)."""
    directory = tmp_path_factory.mktemp("sentinel-run")
    env = {**os.environ, "RUN_DIR": str(directory), "PORT": str(ROOT.free_port()), "REPLICAS": "2",
           "CACHE": "sentinel", "REDIS_REPLICAS": "2", "WEB_CONCURRENCY": "1", "ADJ_THREADS": "4",
           "ADJ_CACHE_SIZE": "0", "ADJ_LOG_LEVEL": "WARNING"}
    ROOT.redis_binary("redis-cli")  # installs redis-server and redis-tools when missing (as root)

    def local(command: str) -> None:
        subprocess.run([sys.executable, str(LOCAL), command], env=env, check=True, timeout=240,
                       stdout=subprocess.DEVNULL)

    try:
        local("up")
        url = json.loads((directory / "replica-env.json").read_text())["REDIS_URL"]
        password = urlsplit(url).password
        assert url.startswith("redis+sentinel://") and password
        yield Topology(directory, json.loads((directory / "up.json").read_text()), password)
    finally:
        local("down")


class SteadyLoad:
    """Client threads cycling through their plans over keep-alive sessions until stopped; every outcome is kept
    with the moment it completed (time.monotonic), so that the run can be cut into phases afterwards."""

    def __init__(self, url: str, thread_plans: list[list[Request]]) -> None:
        self.url = url
        self.plans = thread_plans
        self.finished: list[tuple[float, Outcome]] = []
        self._progress = threading.Condition()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._run, args=(plan,), daemon=True) for plan in thread_plans]

    def __enter__(self) -> SteadyLoad:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=60)

    def _run(self, plan: list[Request]) -> None:
        with requests.Session() as session:
            index = 0
            while not self._stop.is_set():
                outcome = send(session, self.url, plan[index % len(plan)])
                index += 1
                with self._progress:
                    self.finished.append((time.monotonic(), outcome))
                    self._progress.notify_all()

    def wait_until(self, done: int, timeout: float = 180.0) -> None:
        """Block until at least ``done`` requests have completed (bounded by ``timeout``)."""
        with self._progress:
            reached = self._progress.wait_for(lambda: len(self.finished) >= done, timeout=timeout)
            assert reached, f"the load stalled at {len(self.finished)} requests"

    def wait_after(self, moment: float, done: int, timeout: float = 180.0) -> None:
        """Block until at least ``done`` requests have completed after ``moment``."""
        with self._progress:
            reached = self._progress.wait_for(lambda: sum(at >= moment for at, _ in self.finished) >= done,
                                              timeout=timeout)
            assert reached, "the load stalled after the failover"

    def wait_for_window(self, moment: float, size: int, good: Callable[[list[Outcome]], bool],
                        timeout: float = 60.0) -> bool:
        """Block until the last ``size`` requests, all completed after ``moment``, satisfy ``good`` (bounded by
        ``timeout``); whether they did."""
        def reached() -> bool:
            window = [o for at, o in self.finished[-size:] if at >= moment]
            return len(window) == size and good(window)

        with self._progress:
            return self._progress.wait_for(reached, timeout=timeout)

    def outcomes(self) -> list[tuple[float, Outcome]]:
        """What every request got so far (stop the load first to have them all)."""
        with self._progress:
            return list(self.finished)


def _ratio(outcomes: Sequence[Outcome]) -> float:
    return sum(o.cache == "hit" for o in outcomes) / len(outcomes) if outcomes else 0.0


def _keyspace(node: redis.Redis) -> tuple[int, int]:
    stats = node.info("stats")
    return int(stats["keyspace_hits"]), int(stats["keyspace_misses"])


def test_the_service_follows_the_sentinels_to_a_promoted_replica(topology: Topology, mix: list[Request],
                                                                 reference: dict[Request, bytes]) -> None:
    state = topology.state
    master, replicas = state["redis_ports"][0], state["redis_ports"][1:]
    assert state["cache"] == "sentinel" and len(replicas) == 2 and len(state["sentinel_ports"]) == 3
    assert topology.master_port() == master
    for port in replicas:
        assert topology.node(port).info("replication")["master_link_status"] == "up"

    # Record replays are rate-limited per client address by nginx (5/s, bursts of 20): this one test client would
    # meet that limit, which is not what is under test here.
    load = [item for item in mix if "/records/" not in item.path]
    with SteadyLoad(state["url"], plans(load, THREADS, len(load))) as run:
        run.wait_until(BEFORE)
        old_master = topology.node(master)
        before_hits, before_misses = _keyspace(old_master)
        old_master.close()
        # A Sentinel announces the end of a failover on its +switch-master channel: listen before the kill.
        events = topology.node(state["sentinel_ports"][0]).pubsub(ignore_subscribe_messages=True)
        events.subscribe("+switch-master")
        events.get_message(timeout=5)  # the subscription's confirmation
        killed_at = time.monotonic()
        os.kill(topology.pid("redis-node-0"), signal.SIGKILL)

        # The Sentinels agree that the master is down (1 s without an answer, quorum 2) and promote a replica.
        switched = None
        while switched is None and time.monotonic() - killed_at < 60:
            switched = events.get_message(timeout=1)  # blocks until a message arrives (or a second has passed)
        promoted_at = time.monotonic()
        events.close()
        assert switched is not None, "no replica was promoted within 60 s"
        name, _old_host, old_port, _new_host, new_port = switched["data"].decode().split()
        assert (name, int(old_port)) == (state["sentinel_service"], master), switched
        new_master = int(new_port)
        assert topology.master_port() == new_master  # what the service asks the Sentinels for
        promoted = topology.node(new_master)
        after_start = _keyspace(promoted)
        run.wait_after(promoted_at, AFTER)
        # After a failure a worker leaves Redis alone for a second (its back-off), and each pooled connection to the
        # dead master fails once more before the pool asks the Sentinels again: the first seconds after the promotion
        # are mostly computed. The service has followed once the last WINDOW requests are answered from the cache
        # about as often as before the kill (the mix's repeats grow with time, so this is reached while it serves).
        before_ratio = _ratio([o for at, o in run.outcomes() if at < killed_at])
        settled_ok = run.wait_for_window(promoted_at, WINDOW,
                                         lambda window: _ratio(window) > 0.5 and _ratio(window) >= 0.9 * before_ratio)
        settled_at = time.monotonic()
        after_end = _keyspace(promoted)
    finished = run.outcomes()

    outcomes = [o for _, o in finished]
    failed = [o for o in outcomes if o.status != 200]
    wrong = [o.request.label for o in outcomes if o.status == 200 and o.body != reference[o.request]]
    before = [o for at, o in finished if at < killed_at]
    during = [o for at, o in finished if killed_at <= at < promoted_at]
    after = [o for at, o in finished if at >= promoted_at]
    # The first hit after the promotion: how long the service answered without its cache.
    hits_again = min((at for at, o in finished if at >= promoted_at and o.cache == "hit"), default=None)
    settled = [o for at, o in finished if promoted_at <= at <= settled_at][-WINDOW:]
    redis_before = before_hits / max(before_hits + before_misses, 1)
    hits, misses = after_end[0] - after_start[0], after_end[1] - after_start[1]
    redis_after = hits / max(hits + misses, 1)
    print(f"\nsentinel failover: {len(outcomes)} requests through nginx from {THREADS} threads, {len(failed)} failed, "
          f"{len(wrong)} wrong; new master :{new_master} (was :{master}) named "
          f"{promoted_at - killed_at:.2f} s after the kill, hits again "
          f"{'never' if hits_again is None else f'{hits_again - killed_at:.2f} s'} after it; "
          f"hit ratio (X-Cache) before {_ratio(before):.3f} ({len(before)} requests), during "
          f"{_ratio(during):.3f} ({len(during)}), after {_ratio(after):.3f} ({len(after)}; the last {WINDOW} "
          f"{_ratio(settled):.3f}, {settled_at - promoted_at:.2f} s after the promotion); at Redis: old master "
          f"{redis_before:.3f} ({before_hits} hits, {before_misses} misses), new master after the promotion "
          f"{redis_after:.3f} ({hits} hits, {misses} misses)")

    assert failed == [], failed[:5]
    assert wrong == [], wrong[:5]
    assert new_master in replicas  # a former replica is the master now
    assert promoted.role()[0] == b"master"
    # The Sentinels point the other replica at the master they name, after the promotion and on their own schedule
    # (on a loaded machine they may even elect again: down-after is 1 s): within 30 s one former replica is the
    # master the Sentinels name and the other follows it with its link up; then a write there is acknowledged by it
    # (WAIT, at most 30 s).
    deadline = time.monotonic() + 30
    while True:
        named = topology.master_port()
        following = [p for p in replicas if p != named]
        other = topology.node(following[0]).info("replication") if named in replicas else {}
        settled_topology = (other.get("role"), other.get("master_port"), other.get("master_link_status")) == (
            "slave", named, "up")
        if settled_topology or time.monotonic() >= deadline:
            break
        time.sleep(0.2)  # polling a condition the Sentinels bring about, bounded by the deadline
    assert settled_topology, (named, replicas, other, _sentinel_log_tails(topology))
    leader = topology.node(named)
    leader.set("adj:test:sentinel-failover", b"1", ex=60)
    assert leader.execute_command("WAIT", 1, 30000) == 1
    # The shared cache serves hits again, from the new master: most of the load repeats answers stored before the
    # kill (replicated) or after the promotion.
    assert hits > 0 and redis_after > 0.5, (hits, misses)
    # Within a minute of the promotion, WINDOW requests in a row are answered from the cache about as often as before
    # the kill (the mix's new requests are misses either way).
    assert settled_ok, (_ratio(settled), _ratio(before))
    assert _ratio(settled) > 0.5 and _ratio(settled) >= 0.9 * _ratio(before), (_ratio(settled), _ratio(before))
    assert redis_before > 0.5 and _ratio(before) > 0.5  # the comparison: the cache was serving before the kill
