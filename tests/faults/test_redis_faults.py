"""Redis faults under load: a real gunicorn (production configuration, 2 workers) caching in a real Redis that
is killed and restarted, or frozen, while client threads send a realistic Cetkaik mix.

The cache is fail-open: a Redis outage may only cost speed. So every answer must be a 200 whose body is
byte-identical to the answer computed without any cache, and the cache must work again once Redis is back.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
import redis
import requests

from .driver import LoadRun, Outcome, plans, send
from .mix import Request

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.serial]

THREADS = 4


def assert_all_answered_as_without_cache(outcomes: list[Outcome], reference: dict[Request, bytes]) -> None:
    """Every request answered 200 with exactly the body the service computes without a cache."""
    failures = [(o.request.label, o.status, o.error, (o.body or b"")[:200]) for o in outcomes if o.status != 200]
    assert not failures, f"{len(failures)} requests failed, e.g. {failures[:3]}"
    wrong = [o.request.label for o in outcomes if o.body != reference[o.request]]
    assert not wrong, f"{len(wrong)} answers differ from the uncached answer, e.g. {wrong[:3]}"


def wait_until_redis_ready(url: str, attempts: int = 200) -> None:
    """Poll /readyz (real requests, bounded) until it reports Redis reachable; its ping also ends the back-off."""
    body: dict[str, Any] = {}
    with requests.Session() as session:
        for _ in range(attempts):
            response = session.get(f"{url}/readyz", timeout=10)
            assert response.status_code == 200  # readiness never depends on Redis, it only reports it
            body = response.json()
            if body["cache"] == {"backend": "redis", "ok": True}:
                return
    raise AssertionError(f"/readyz never reported Redis ok: {body}")


def first_hit(url: str, item: Request, attempts: int = 200) -> list[str | None]:
    """Repeat ``item`` (with a /readyz between repeats, which ends a worker's back-off) until it is a cache hit.

    Returns the X-Cache values seen; bounded by ``attempts`` real requests.
    """
    seen: list[str | None] = []
    with requests.Session() as session:
        for _ in range(attempts):
            outcome = send(session, url, item)
            assert outcome.status == 200, outcome
            seen.append(outcome.cache)
            if outcome.cache == "hit":
                return seen
            session.get(f"{url}/readyz", timeout=10)
    raise AssertionError(f"{item.label} never became a cache hit: {seen}")


def test_redis_killed_and_restarted_during_load(redis_gunicorn: Any, fault_redis: Any, mix: list[Request],
                                                reference: dict[Request, bytes]) -> None:
    """Kill Redis a third of the way into the run and restart it at two thirds: no error, identical answers."""
    thread_plans = plans(mix, THREADS, per_thread=200)
    with LoadRun(redis_gunicorn.url, thread_plans) as run:
        killed_at = run.wait_for(run.total // 3)
        fault_redis.stop()
        outage_from = run.done
        during = requests.get(f"{redis_gunicorn.url}/readyz", timeout=10)
        restarted_at = run.wait_for(run.total * 2 // 3)
        fault_redis.start()
        outcomes = run.results()
    assert len(outcomes) == run.total == THREADS * 200
    # While Redis was down the service stayed ready (200) and said that its cache backend was not reachable.
    assert during.status_code == 200
    assert during.json()["cache"]["backend"] == "redis" and during.json()["cache"]["ok"] is False
    # The kill really fell in the middle of the run: requests were answered while Redis was down.
    assert 0 < killed_at <= outage_from < restarted_at < run.total
    assert_all_answered_as_without_cache(outcomes, reference)
    caches = Counter(o.cache for o in outcomes)
    assert caches["hit"] > 0 and caches["miss"] > 0, caches
    assert set(caches) <= {"hit", "miss"}

    # Recovery: /readyz reports Redis again, the cache fills and a repeated request is a hit stored in Redis.
    wait_until_redis_ready(redis_gunicorn.url)
    probe = next(item for item in mix if item.path == "/v1/cetkaik/moves")
    seen = first_hit(redis_gunicorn.url, probe)
    assert seen[-1] == "hit"
    keys = redis.Redis.from_url(fault_redis.url).keys("adj:*:list_cetkaik_moves:*")
    assert keys, "nothing was cached in the restarted Redis"
    # And every kind of request is answered from the restarted cache once it has been computed there.
    with requests.Session() as session:
        for item in mix[:12]:
            first = send(session, redis_gunicorn.url, item)
            assert first.status == 200 and first.body == reference[item]
    for item in mix[:12]:
        assert first_hit(redis_gunicorn.url, item)[-1] == "hit"


# A request under a frozen Redis waits at most for its cache read to time out (ADJ_REDIS_TIMEOUT, 0.1 s): after
# a failure the worker's cache stays off for a second, so the write is skipped; a read that succeeded just before
# the freeze can be followed by one timed-out write, hence at most two timeouts (0.2 s). Add the computation
# (the slowest request of the mix takes a few tens of milliseconds alone) and the sharing of 2 CPU cores between
# 2 gunicorn workers, 4 client threads, Redis and whatever else runs on the machine: 1.5 s is a generous bound
# that still fails clearly if a request waited for Redis to come back (the freeze lasts as long as the phase) or
# paid a timeout per retry.
BUDGET_SECONDS = 1.5


def test_redis_frozen_costs_at_most_the_timeouts(redis_gunicorn: Any, fault_redis: Any, mix: list[Request],
                                                 reference: dict[Request, bytes]) -> None:
    """Freeze Redis (SIGSTOP) while requests run: every answer is a 200 within the timeout budget."""
    # Warm the cache so that the frozen phase has hits to lose.
    with requests.Session() as session:
        warm = [send(session, redis_gunicorn.url, item) for item in mix]
    assert_all_answered_as_without_cache(warm, reference)
    assert first_hit(redis_gunicorn.url, mix[0])[-1] == "hit"

    fault_redis.pause()
    try:
        with LoadRun(redis_gunicorn.url, plans(mix, 2, per_thread=60)) as run:
            frozen = run.results()
        with requests.Session() as session:
            ready = session.get(f"{redis_gunicorn.url}/readyz", timeout=10)
    finally:
        fault_redis.resume()
    assert_all_answered_as_without_cache(frozen, reference)
    slowest = max(frozen, key=lambda o: o.seconds)
    assert slowest.seconds < BUDGET_SECONDS, f"{slowest.request.label} took {slowest.seconds:.3f} s"
    # Redis was really bypassed: answers that were cached came back computed.
    assert {o.cache for o in frozen} == {"miss"}
    # Readiness reports the frozen Redis (its ping timed out) and still answers 200.
    assert ready.status_code == 200 and ready.json()["cache"]["ok"] is False

    wait_until_redis_ready(redis_gunicorn.url)
    assert first_hit(redis_gunicorn.url, mix[1])[-1] == "hit"


def test_rate_limiter_on_redis_fails_open_too(limited_redis_gunicorn: Any, fault_redis: Any, mix: list[Request],
                                             reference: dict[Request, bytes]) -> None:
    """With ADJ_RATE_LIMIT set the limiter counts in the same Redis: killing and freezing it must not fail requests
    either (the limiter falls back to counting in memory), nor make them wait beyond the timeout budget."""
    url = limited_redis_gunicorn.url
    with requests.Session() as session:
        limited = session.post(url + mix[0].path, data=mix[0].body, headers={"Content-Type": "application/json"},
                               timeout=10)
    assert limited.status_code == 200 and "X-RateLimit-Limit" in limited.headers  # the limiter is really on
    with LoadRun(url, plans(mix, 2, per_thread=150)) as run:
        run.wait_for(run.total // 3)
        fault_redis.stop()
        run.wait_for(run.total * 2 // 3)
        fault_redis.start()
        killed = run.results()
    assert_all_answered_as_without_cache(killed, reference)

    wait_until_redis_ready(url)
    fault_redis.pause()
    try:
        with LoadRun(url, plans(mix, 2, per_thread=40)) as run:
            frozen = run.results()
    finally:
        fault_redis.resume()
    assert_all_answered_as_without_cache(frozen, reference)
    slowest = max(frozen, key=lambda o: o.seconds)
    # The limiter and the cache may each wait for one timeout (and the cache for a second one on a write): 1.5 s
    # still bounds that generously, as in test_redis_frozen_costs_at_most_the_timeouts.
    assert slowest.seconds < BUDGET_SECONDS, f"{slowest.request.label} took {slowest.seconds:.3f} s"
