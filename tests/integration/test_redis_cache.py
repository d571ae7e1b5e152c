"""The answer cache on a real Redis server: hits, and fail-open when Redis goes away and comes back."""

from __future__ import annotations

from typing import Any

import pytest
import redis

from adjudicator.web import create_app
from adjudicator.web.cache import RedisCache
from adjudicator.web.settings import Settings

pytestmark = pytest.mark.integration


@pytest.fixture
def redis_app(redis_process: Any) -> Any:
    if redis_process.proc is None:
        redis_process.start()
    redis.Redis.from_url(redis_process.url).flushdb()
    return create_app(Settings(redis_url=redis_process.url, redis_timeout=0.2))


def test_repeated_request_is_a_hit_stored_in_redis(redis_app: Any, redis_process: Any) -> None:
    client = redis_app.test_client()
    assert client.get("/v1/sticks/distribution?sticks=6").headers["X-Cache"] == "miss"
    assert client.get("/v1/sticks/distribution?sticks=6").headers["X-Cache"] == "hit"
    keys = redis.Redis.from_url(redis_process.url).keys("adj:*:get_stick_distribution:*")
    assert len(keys) == 1
    assert client.get("/readyz").get_json()["cache"] == {"backend": "redis", "ok": True}


def test_a_fresh_app_shares_the_cache(redis_app: Any, redis_process: Any) -> None:
    redis_app.test_client().get("/v1/sticks/distribution?sticks=9")
    other = create_app(Settings(redis_url=redis_process.url)).test_client()
    assert other.get("/v1/sticks/distribution?sticks=9").headers["X-Cache"] == "hit"


def test_redis_stopped_mid_run_costs_only_the_cache(redis_app: Any, redis_process: Any) -> None:
    client = redis_app.test_client()
    assert client.get("/v1/sticks/distribution?sticks=4").headers["X-Cache"] == "miss"
    assert client.get("/v1/sticks/distribution?sticks=4").headers["X-Cache"] == "hit"
    redis_process.stop()
    try:
        # What this process has seen is still answered from its near cache; anything else is computed (and kept
        # in this process while Redis is away).
        for n, seen in ((4, "hit"), (5, "miss"), (5, "hit"), (6, "miss")):
            r = client.get(f"/v1/sticks/distribution?sticks={n}")
            assert r.status_code == 200
            assert r.headers["X-Cache"] == seen
            assert len(r.get_json()["outcomes"]) == n + 1
        ready = client.get("/readyz")
        assert ready.status_code == 200 and ready.get_json()["cache"]["ok"] is False
    finally:
        redis_process.start()
    # Redis is back (empty): the readiness probe resets the back-off and the cache fills again.
    assert client.get("/readyz").get_json()["cache"]["ok"] is True
    assert client.get("/v1/sticks/distribution?sticks=7").headers["X-Cache"] == "miss"
    assert client.get("/v1/sticks/distribution?sticks=7").headers["X-Cache"] == "hit"
    assert redis.Redis.from_url(redis_process.url).keys("adj:*:get_stick_distribution:*")


def test_cache_on_a_port_where_nothing_listens_is_a_miss_not_an_error() -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cache = RedisCache(f"redis://127.0.0.1:{port}/0", ttl=60, timeout=0.1)
    assert cache.get("k") is None
    cache.set("k", b"v")  # must not raise
    assert cache.status()["ok"] is False
