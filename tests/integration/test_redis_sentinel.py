"""The answer cache and the rate limit on a Sentinel-managed primary (a primary, a replica, one Sentinel), across
a failover: the primary killed, the Sentinel promotes the replica, the cache follows it."""

from __future__ import annotations

import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from adjudicator.web import create_app
from adjudicator.web.cache import RedisCache, redis_client
from adjudicator.web.settings import Settings


def _root_conftest() -> Any:
    """The suite's root conftest (its RedisProcess and helpers), loaded once under a private name."""
    import importlib.util
    import sys

    name = "_adjudicator_tests_root_conftest"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, Path(__file__).resolve().parents[1] / "conftest.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


ROOT = _root_conftest()

pytestmark = pytest.mark.integration

SERVICE = "adjcache"


class Sentinel:
    """One redis-server in Sentinel mode watching ``SERVICE`` (quorum 1, a primary down after 1 s)."""

    def __init__(self, directory: Path, primary_port: int) -> None:
        self.port = ROOT.free_port()
        self.config = directory / f"sentinel-{self.port}.conf"
        self.config.write_text(
            f"port {self.port}\nbind 127.0.0.1\ndir {directory}\n"
            f"sentinel monitor {SERVICE} 127.0.0.1 {primary_port} 1\n"
            f"sentinel down-after-milliseconds {SERVICE} 1000\nsentinel failover-timeout {SERVICE} 5000\n",
            encoding="utf-8",
        )
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen([ROOT.redis_server_binary(), str(self.config), "--sentinel"],
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        assert self.proc.stdout is not None
        for line in self.proc.stdout:  # the Sentinel reports the primary it monitors once it has started
            if "+monitor" in line:
                break
        else:
            raise RuntimeError(f"redis-server --sentinel exited with {self.proc.wait()}")
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()  # keep the pipe drained

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture
def sentinel_set(tmp_path: Path) -> Iterator[tuple[Any, Any, Sentinel]]:
    """A primary, its replica and a Sentinel, all on loopback free ports."""
    primary = ROOT.RedisProcess()
    primary.start()
    replica = ROOT.RedisProcess()
    replica.extra_args = ["--replicaof", "127.0.0.1", str(primary.port)]
    replica.start()
    sentinel = Sentinel(tmp_path, primary.port)
    try:
        sentinel.start()
        yield primary, replica, sentinel
    finally:
        for process in (sentinel, replica, primary):
            process.stop()


def test_the_cache_follows_the_primary_across_a_failover(sentinel_set: tuple[Any, Any, Sentinel]) -> None:
    primary, replica, sentinel = sentinel_set
    url = f"redis+sentinel://127.0.0.1:{sentinel.port}/{SERVICE}"
    client = redis_client(url, 0.5)
    assert client.connection_pool.get_master_address() == ("127.0.0.1", primary.port)

    settings = Settings(redis_url=url, redis_timeout=0.5, cache_secret="s", rate_limit="1000/minute")
    first, second = create_app(settings).test_client(), create_app(settings).test_client()
    assert first.get("/v1/sticks/distribution?sticks=5").headers["X-Cache"] == "miss"
    assert second.get("/v1/sticks/distribution?sticks=5").headers["X-Cache"] == "hit"
    assert redis.Redis(port=primary.port).keys("adj:*")
    assert redis.Redis(port=primary.port).keys("*adj-limit*")  # the rate limit counts on the primary too

    assert redis.Redis(port=primary.port).wait(1, 5000) >= 1  # the replica holds every write before the kill
    primary.stop()
    # Until the Sentinel promotes the replica, requests are answered without the cache; then with it again.
    cache = RedisCache(url, ttl=60, timeout=0.5, retry_after=0.0, secret="s")
    for _ in range(200):  # bounded: each attempt is a real round trip to the Sentinel (or its timeout)
        assert first.get("/v1/sticks/distribution?sticks=6").status_code == 200
        cache.set("adj:test:after", b"v")
        if cache.get("adj:test:after") == b"v":
            break
        time.sleep(0.1)
    assert cache.get("adj:test:after") == b"v"
    assert redis.Redis(port=replica.port).role()[0] == b"master"  # the former replica now holds the answers
    assert redis.Redis(port=replica.port).get("adj:test:after") is not None
    third = create_app(settings).test_client()
    assert third.get("/v1/sticks/distribution?sticks=5").headers["X-Cache"] == "hit"  # replicated before the kill


def test_an_unreachable_sentinel_is_a_miss_not_an_error() -> None:
    url = f"redis+sentinel://127.0.0.1:{ROOT.free_port()}/{SERVICE}"
    cache = RedisCache(url, ttl=60, timeout=0.1)
    assert cache.get("k") is None
    cache.set("k", b"v")
    assert cache.compute_once("k", lambda: b"v") == b"v"
    assert cache.status()["ok"] is False
    app = create_app(Settings(redis_url=url, rate_limit="100/minute"))
    assert app.test_client().get("/v1/sticks/distribution").status_code == 200


def test_a_sentinel_url_must_name_the_service() -> None:
    with pytest.raises(ValueError, match="SERVICE"):
        redis_client("redis+sentinel://127.0.0.1:26379", 0.1)
