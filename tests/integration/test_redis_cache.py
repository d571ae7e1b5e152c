"""The answer cache on a real Redis server: hits, and fail-open when Redis goes away and comes back."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
import redis

from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.web import create_app
from adjudicator.web.cache import RedisCache
from adjudicator.web.settings import Settings
from adjudicator.web.stored import GZIP_LEVEL, KEY_PREFIX, unpack_answer

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "conformance" / "cetkaik" / "moves-strict.jsonl.gz"

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


def _keys(raw: redis.Redis, pattern: str) -> list[str]:
    return [k.decode() if isinstance(k, bytes) else str(k) for k in raw.keys(pattern)]


def _mid_game_moves_request() -> dict[str, Any]:
    """The legal-moves request of the corpus's first position at ply 20 (of at most 34): a full mid-game board."""
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        record = next(r for r in map(json.loads, f) if r["ply"] == 20)
    position, ruleset = position_from_conformance(record)
    return {"position": position.to_json(), "ruleset": ruleset.preset}


def test_redis_holds_each_answer_once_gzipped_and_serves_those_bytes(redis_app: Any, redis_process: Any,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    body = _mid_game_moves_request()
    miss = redis_app.test_client().post("/v1/cetkaik/moves", json=body)
    assert miss.status_code == 200 and miss.headers["X-Cache"] == "miss"
    raw = redis.Redis.from_url(redis_process.url)
    (key,) = _keys(raw, f"{KEY_PREFIX}list_cetkaik_moves:*")  # one copy: no second one per coding
    stored = raw.get(key)
    assert isinstance(stored, bytes)
    value = RedisCache(redis_process.url, ttl=60, timeout=0.5).open(key, stored)
    answer = unpack_answer(value) if value is not None else None
    assert answer is not None and answer.coding == "gzip" and answer.length == len(miss.data)
    assert gzip.decompress(answer.data) == miss.data and len(stored) < len(miss.data) / 10
    # Another worker (its near cache empty) reads the answer from Redis: as it is stored to a client taking gzip,
    # decompressed to one that does not.
    other = create_app(Settings(redis_url=redis_process.url)).test_client()
    zipped = other.post("/v1/cetkaik/moves", json=body, headers={"Accept-Encoding": "gzip, deflate, br"})
    assert zipped.headers["X-Cache"] == "hit" and zipped.headers["Content-Encoding"] == "gzip"
    assert zipped.data == answer.data
    fresh = create_app(Settings(redis_url=redis_process.url)).test_client()
    plain = fresh.post("/v1/cetkaik/moves", json=body, headers={"Accept-Encoding": "gzip;q=0"})
    assert plain.headers["X-Cache"] == "hit" and "Content-Encoding" not in plain.headers
    assert plain.get_json() == miss.get_json()
    with capsys.disabled():
        print(f"\nRedis value of a mid-game legal-move answer ({miss.get_json()['count']} moves): "
              f"{len(miss.data):,} bytes of JSON, {len(stored):,} bytes stored (signed, gzip level {GZIP_LEVEL}): "
              f"{len(miss.data) / len(stored):.0f}x smaller")


def test_a_compressed_answer_altered_in_redis_is_a_miss(redis_process: Any) -> None:
    if redis_process.proc is None:
        redis_process.start()
    raw = redis.Redis.from_url(redis_process.url)
    raw.flushdb()
    settings = Settings(redis_url=redis_process.url, cache_secret="s3cret", log_level="WARNING")
    body = _mid_game_moves_request()
    first = create_app(settings).test_client().post("/v1/cetkaik/moves", json=body)
    (key,) = _keys(raw, f"{KEY_PREFIX}list_cetkaik_moves:*")
    value = raw.get(key)
    assert isinstance(value, bytes)
    stored = bytearray(value)
    stored[-20] ^= 0xFF  # a byte of the gzip stream: the tag no longer matches
    raw.set(key, bytes(stored))
    again = create_app(settings).test_client().post("/v1/cetkaik/moves", json=body,
                                                    headers={"Accept-Encoding": "gzip"})
    assert again.headers["X-Cache"] == "miss" and gzip.decompress(again.data) == first.data


def test_an_answer_stored_by_the_previous_format_is_never_read(redis_app: Any, redis_process: Any) -> None:
    """A release that stored plain JSON used keys without the format: this one never reads them."""
    client = redis_app.test_client()
    client.get("/v1/sticks/distribution?sticks=6")
    raw = redis.Redis.from_url(redis_process.url)
    (key,) = _keys(raw, f"{KEY_PREFIX}get_stick_distribution:*")
    assert ":z1:" in key
    old_key = key.replace(KEY_PREFIX, KEY_PREFIX.rsplit(":", 2)[0] + ":", 1)
    cache = RedisCache(redis_process.url, ttl=60, timeout=0.5)
    cache.set(old_key, b'{"sticks":6,"outcomes":"written by the previous release"}')
    raw.delete(key)
    fresh = create_app(Settings(redis_url=redis_process.url)).test_client()
    answer = fresh.get("/v1/sticks/distribution?sticks=6")
    assert answer.headers["X-Cache"] == "miss" and len(answer.get_json()["outcomes"]) == 7
