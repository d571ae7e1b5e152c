"""The caches under attack: bounded in bytes, a per-entry limit, Redis values verified, single flight."""

from __future__ import annotations

import threading
from typing import Any

import pytest
import redis

from adjudicator.web import create_app
from adjudicator.web.cache import LocalCache, RedisCache, _SingleFlight
from adjudicator.web.settings import Settings


def test_the_local_cache_is_bounded_in_bytes() -> None:
    cache = LocalCache(size=10_000, max_bytes=20_000, max_entry_bytes=5_000)
    for n in range(100):
        cache.set(f"k{n}", bytes(1000))
    status = cache.status()
    assert status["bytes"] <= 20_000 and status["entries"] < 20
    assert cache.get("k99") is not None and cache.get("k0") is None  # the oldest went first


def test_an_answer_over_the_entry_limit_is_not_stored_and_evicts_nothing() -> None:
    cache = LocalCache(size=100, max_bytes=1 << 20, max_entry_bytes=1000)
    cache.set("small", b"x" * 100)
    cache.set("large", b"x" * 1001)
    assert cache.get("large") is None and cache.get("small") == b"x" * 100


@pytest.fixture
def redis_url(redis_process: Any) -> str:
    if redis_process.proc is None:
        redis_process.start()
    redis.Redis.from_url(redis_process.url).flushdb()
    return str(redis_process.url)


@pytest.mark.integration
def test_redis_values_that_fail_verification_are_misses(redis_url: str) -> None:
    cache = RedisCache(redis_url, ttl=60, timeout=0.5, secret="s3cret")
    raw = redis.Redis.from_url(redis_url)
    cache.set("adj:a", b'{"answer":1}')
    assert cache.get("adj:a") == b'{"answer":1}'
    raw.set("adj:b", b"<script>alert(1)</script>")  # written by someone with access to Redis
    assert cache.get("adj:b") is None
    raw.set("adj:c", raw.get("adj:a"))  # a genuine value moved under another key
    assert cache.get("adj:c") is None
    forged = RedisCache(redis_url, ttl=60, timeout=0.5, secret="guessed")
    forged.set("adj:d", b'{"answer":2}')  # signed with another secret
    assert cache.get("adj:d") is None


@pytest.mark.integration
def test_redis_refuses_entries_over_the_limit(redis_url: str) -> None:
    cache = RedisCache(redis_url, ttl=60, timeout=0.5, max_entry_bytes=1000)
    cache.set("adj:big", bytes(1001))
    assert not redis.Redis.from_url(redis_url).exists("adj:big")


@pytest.mark.integration
def test_a_forged_answer_in_redis_is_never_served(redis_url: str) -> None:
    app = create_app(Settings(redis_url=redis_url, cache_secret="s3cret", log_level="WARNING"))
    client = app.test_client()
    first = client.get("/v1/sticks/distribution?sticks=7")
    assert client.get("/v1/sticks/distribution?sticks=7").headers["X-Cache"] == "hit"
    raw = redis.Redis.from_url(redis_url)
    for key in raw.keys("adj:*"):
        raw.set(key, b"<html><script>alert(1)</script></html>")
    # This process answers from its own copy (its near cache); another (a fresh worker) finds only the forgery.
    same = client.get("/v1/sticks/distribution?sticks=7")
    assert same.headers["X-Cache"] == "hit" and same.get_data() == first.get_data()
    other = create_app(Settings(redis_url=redis_url, cache_secret="s3cret", log_level="WARNING")).test_client()
    again = other.get("/v1/sticks/distribution?sticks=7")
    assert again.headers["X-Cache"] == "miss" and again.mimetype == "application/json"
    assert again.get_data() == first.get_data()


class _CountingFlights(_SingleFlight):
    """Single flight that lets the test wait until every caller has claimed the key."""

    def __init__(self) -> None:
        super().__init__()
        self.claimed = threading.Semaphore(0)

    def claim(self, key: str) -> tuple[bool, threading.Event]:
        result = super().claim(key)
        self.claimed.release()
        return result


def test_identical_concurrent_requests_are_computed_once_in_a_process() -> None:
    cache = LocalCache(size=100)
    flights = cache._flights = _CountingFlights()
    calls: list[int] = []
    release = threading.Event()
    results: list[bytes] = []

    def produce() -> bytes:
        calls.append(1)
        assert release.wait(30)
        return b'{"computed":true}'

    threads = [threading.Thread(target=lambda: results.append(cache.compute_once("adj:k", produce)))
               for _ in range(4)]
    for t in threads:
        t.start()
    for _ in threads:  # every caller has claimed the key: one computes, three wait for it
        assert flights.claimed.acquire(timeout=30)
    release.set()
    for t in threads:
        t.join(30)
    assert calls == [1] and results == [b'{"computed":true}'] * 4


def _signalling(cache: RedisCache) -> tuple[threading.Event, list[bool | None]]:
    """Make ``cache`` report when it has tried the computation lock in Redis, and with what outcome."""
    tried, outcomes = threading.Event(), []
    claim = cache._claim_shared

    def claim_and_signal(key: str, seconds: float) -> bool | None:
        outcome = claim(key, seconds)
        outcomes.append(outcome)
        tried.set()
        return outcome

    cache._claim_shared = claim_and_signal  # type: ignore[method-assign]
    return tried, outcomes


@pytest.mark.integration
def test_identical_concurrent_requests_are_computed_once_across_workers(redis_url: str) -> None:
    """Two caches on one Redis stand for two workers: the second waits for the first's answer."""
    first, second = RedisCache(redis_url, ttl=60, timeout=0.5), RedisCache(redis_url, ttl=60, timeout=0.5)
    first_tried, first_outcomes = _signalling(first)
    second_tried, second_outcomes = _signalling(second)
    calls: list[int] = []
    release = threading.Event()
    answers: list[bytes] = []

    def produce() -> bytes:
        calls.append(1)
        assert release.wait(30)
        return b'{"computed":true}'

    lead = threading.Thread(target=lambda: answers.append(first.compute_once("adj:k", produce)))
    lead.start()
    assert first_tried.wait(30) and first_outcomes == [True]
    follow = threading.Thread(target=lambda: answers.append(second.compute_once("adj:k", produce)))
    follow.start()
    assert second_tried.wait(30) and second_outcomes == [False]  # the other worker is computing it: wait
    release.set()
    lead.join(30)
    follow.join(30)
    assert calls == [1]
    assert answers == [b'{"computed":true}'] * 2
