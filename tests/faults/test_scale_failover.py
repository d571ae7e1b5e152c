"""The scale-out topology of `make up REPLICAS=3 CACHE=cluster` under load while it loses pieces.

nginx balances three gunicorn replicas sharing a three-master Redis Cluster. Under a mixed load, one replica is
killed (SIGKILL of its master and workers), another is restarted gracefully, and one cluster master is killed:
no request is refused or answered with an error (nginx passes a request the dead replica refused or dropped on to
another replica; a dead cache node costs only cache hits), and every answer is the one the service computes without
any cache. Only an answer the killed replica was in the middle of writing can arrive cut off; asked again, it is
answered. Before that, an
answer computed on one replica is served from the shared cache by the two others.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import requests

from .conftest import ROOT
from .driver import LoadRun, plans, send
from .mix import Request

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.serial]

LOCAL = Path(__file__).resolve().parents[2] / "deploy" / "local.py"
THREADS = 4
PER_THREAD = 120


class Topology(NamedTuple):
    """A running `make up` topology: its run directory, environment and what up.json recorded."""

    directory: Path
    env: dict[str, str]
    state: dict[str, Any]

    def pid(self, name: str) -> int:
        return int((self.directory / f"{name}.pid").read_text().strip())

    def local(self, *args: str) -> None:
        subprocess.run([sys.executable, str(LOCAL), *args], env=self.env, check=True, timeout=240,
                       stdout=subprocess.DEVNULL)


@pytest.fixture(scope="module")
def topology(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Topology]:
    """`make up REPLICAS=3 CACHE=cluster` on loopback free ports (one worker a replica: the machine is small)."""
    directory = tmp_path_factory.mktemp("scale-run")
    env = {**os.environ, "RUN_DIR": str(directory), "PORT": str(ROOT.free_port()), "REPLICAS": "3",
           "CACHE": "cluster", "WEB_CONCURRENCY": "1", "ADJ_THREADS": "4", "ADJ_LOG_LEVEL": "WARNING"}
    ROOT.redis_binary("redis-cli")  # installs redis-server and redis-tools when missing (as root)
    running = Topology(directory, env, {})
    try:
        running.local("up")
        yield running._replace(state=json.loads((directory / "up.json").read_text()))
    finally:
        running.local("down")


def test_an_answer_computed_on_one_replica_is_a_hit_on_the_others(topology: Topology, mix: list[Request],
                                                                  reference: dict[Request, bytes]) -> None:
    backends = [f"http://127.0.0.1:{port}" for port in topology.state["backends"]]
    assert len(backends) == 3 and topology.state["cache"] == "cluster"
    with requests.Session() as session:
        for item in mix[:6]:
            first = send(session, backends[0], item)
            assert (first.status, first.cache, first.body) == (200, "miss", reference[item]), first
            for other in backends[1:]:
                again = send(session, other, item)
                assert (again.status, again.cache, again.body) == (200, "hit", reference[item]), again


def test_no_request_fails_while_replicas_and_a_cache_node_die(topology: Topology, mix: list[Request],
                                                             reference: dict[Request, bytes]) -> None:
    url = topology.state["url"]
    # Record replays are rate-limited per client address by nginx (5/s, bursts of 20): this one test client would
    # meet that limit, which is not what is under test here.
    load = [item for item in mix if "/records/" not in item.path]
    with LoadRun(url, plans(load, THREADS, PER_THREAD)) as run:
        at = [run.wait_for(run.total // 5)]
        killed = topology.pid("gunicorn-2")
        os.killpg(os.getpgid(killed), signal.SIGKILL)  # the replica's master and its workers, mid-request
        at.append(run.wait_for(2 * run.total // 5))
        # Graceful restart of replica 1 (it stops accepting, finishes its requests, starts again), under the load.
        with ThreadPoolExecutor(1) as pool:
            restart = pool.submit(topology.local, "restart-replica", "1")
            at.append(run.wait_for(3 * run.total // 5))
            os.kill(topology.pid("redis-node-0"), signal.SIGKILL)  # one of the three cluster masters
            outcomes = run.results()
            restart.result(timeout=240)

    failed = [o for o in outcomes if o.status != 200]
    wrong = [o.request.label for o in outcomes if o.status == 200 and o.body != reference[o.request]]
    hits = sum(o.cache == "hit" for o in outcomes)
    print(f"\nscale failover: {len(outcomes)} requests through nginx, {len(failed)} cut off, {len(wrong)} wrong, "
          f"hit ratio {hits / len(outcomes):.3f} ({hits} hits); faults after {at} requests")
    assert len(outcomes) == THREADS * PER_THREAD
    assert wrong == [], wrong
    # No request is refused or answered with an error. The one thing no proxy can hide is a replica killed between
    # writing an answer's head and its body: nginx has passed the head on and cannot send the request elsewhere,
    # so that answer arrives cut off (the client sees the connection break). At most one a client thread (each has
    # one request in flight), and a client that asks again, as the SDK does, gets the right answer.
    assert all(o.status is None and o.error and "Connection broken" in o.error for o in failed), failed
    assert len(failed) <= THREADS, failed
    with requests.Session() as session:
        for cut in failed:
            again = send(session, url, cut.request)
            assert again.status == 200 and again.body == reference[cut.request], again
    # The cache kept serving: most of the mix repeats, and two of the three cache nodes stayed up throughout.
    assert hits / len(outcomes) > 0.5

    # Afterwards the topology serves on: the two live replicas answer (the killed one is refused, not waited
    # for), the restarted one shares the cache, and a request computed now is a hit elsewhere.
    with requests.Session() as session:
        for item in mix[:10]:
            outcome = send(session, url, item)
            assert outcome.status == 200 and outcome.body == reference[item], outcome
        restarted = f"http://127.0.0.1:{topology.state['backends'][1]}"
        assert session.get(f"{restarted}/readyz", timeout=10).status_code == 200
