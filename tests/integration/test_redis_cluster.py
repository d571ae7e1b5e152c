"""The answer cache, single flight and the rate limit on a real three-master Redis Cluster started by the suite."""

from __future__ import annotations

import threading
from typing import Any

import pytest
import redis
from redis.cluster import RedisCluster

from adjudicator.web import create_app
from adjudicator.web.cache import RedisCache, redis_client
from adjudicator.web.settings import Settings

pytestmark = pytest.mark.integration


def node_clients(cluster: Any) -> list[redis.Redis]:
    return [redis.Redis(port=node.port, socket_timeout=1) for node in cluster.nodes]


@pytest.fixture
def cluster(redis_cluster: Any) -> Any:
    """The session's cluster, every master running and empty."""
    for index, node in enumerate(redis_cluster.nodes):
        if node.proc is None:
            redis_cluster.start_node(index)
    for client in node_clients(redis_cluster):
        client.flushall()
    return redis_cluster


def test_the_url_names_a_cluster_client(cluster: Any) -> None:
    client = redis_client(cluster.url, 0.5)
    assert isinstance(client, RedisCluster)
    assert {node.port for node in client.get_primaries()} == {node.port for node in cluster.nodes}


def test_answers_are_spread_over_every_master_and_read_back(cluster: Any) -> None:
    cache = RedisCache(cluster.url, ttl=60, timeout=0.5, secret="s")
    keys = [f"adj:test:op:{i}" for i in range(60)]
    for key in keys:
        cache.set(key, key.encode())
    assert all(cache.get(key) == key.encode() for key in keys)
    per_node = [client.dbsize() for client in node_clients(cluster)]
    assert sum(per_node) == 60 and all(count > 0 for count in per_node), per_node


def test_an_answer_computed_by_one_app_is_a_hit_for_another(cluster: Any) -> None:
    settings = Settings(redis_url=cluster.url, redis_timeout=0.5, cache_secret="s")
    first, second = create_app(settings).test_client(), create_app(settings).test_client()
    miss = first.get("/v1/sticks/distribution?sticks=7")
    assert miss.status_code == 200 and miss.headers["X-Cache"] == "miss"
    hit = second.get("/v1/sticks/distribution?sticks=7")
    assert hit.headers["X-Cache"] == "hit" and hit.data == miss.data
    assert second.get("/readyz").get_json()["cache"] == {"backend": "redis", "ok": True}


def test_single_flight_across_caches_computes_once(cluster: Any) -> None:
    caches = [RedisCache(cluster.url, ttl=60, timeout=0.5, secret="s") for _ in range(4)]
    calls: list[int] = []
    started, release = threading.Event(), threading.Event()

    def produce() -> bytes:
        calls.append(1)
        started.set()
        release.wait(10)
        return b"answer"

    waiting = threading.Semaphore(0)
    for cache in caches[1:]:
        wait_shared = cache._wait_shared

        def noted(key: str, seconds: float, wait_shared: Any = wait_shared) -> bytes | None:
            waiting.release()  # this follower found the leader's lock in the cluster and waits for its answer
            return wait_shared(key, seconds)

        cache._wait_shared = noted  # type: ignore[method-assign]

    results: list[bytes] = []
    leader = threading.Thread(target=lambda: results.append(caches[0].compute_once("adj:test:flight", produce)))
    leader.start()
    assert started.wait(10)
    followers = [threading.Thread(target=lambda c=c: results.append(c.compute_once("adj:test:flight", produce)))
                 for c in caches[1:]]
    for thread in followers:
        thread.start()
    assert all(waiting.acquire(timeout=10) for _ in followers)
    release.set()
    for thread in (leader, *followers):
        thread.join(20)
    assert results == [b"answer"] * 4 and len(calls) == 1


def test_a_master_killed_costs_only_its_keys(cluster: Any) -> None:
    """The keys of the dead master miss; the others' are hits, also right after a failure (no global back-off)."""
    cache = RedisCache(cluster.url, ttl=60, timeout=0.5, retry_after=30.0, secret="s")
    keys = [f"adj:test:down:{i}" for i in range(60)]
    for key in keys:
        cache.set(key, b"v")
    victim = cluster.nodes[0]
    on_victim = {key.decode() for key in redis.Redis(port=victim.port).keys("adj:test:down:*")}
    assert 0 < len(on_victim) < len(keys)
    victim.stop()
    try:
        found = {key for key in keys if cache.get(key) == b"v"}  # never raises
        cache.set("adj:test:down:new", b"w")
        assert found == set(keys) - on_victim
        assert cache.compute_once("adj:test:down:other", lambda: b"computed") == b"computed"
        app = create_app(Settings(redis_url=cluster.url, redis_timeout=0.5, cache_secret="s")).test_client()
        answers = [app.get(f"/v1/sticks/distribution?sticks={n}") for n in range(2, 12)]
        assert {r.status_code for r in answers} == {200}
    finally:
        cluster.start_node(0)


def test_the_rate_limit_counts_in_the_cluster(cluster: Any) -> None:
    settings = Settings(redis_url=cluster.url, redis_timeout=0.5, rate_limit="2/minute")
    first, second = create_app(settings).test_client(), create_app(settings).test_client()
    assert first.get("/v1/sticks/distribution").status_code == 200
    assert second.get("/v1/sticks/distribution").status_code == 200
    assert first.get("/v1/sticks/distribution").status_code == 429  # the two apps count together
    assert any(client.keys("*adj-limit*") for client in node_clients(cluster))


def test_an_unreachable_cluster_is_a_miss_not_an_error() -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cache = RedisCache(f"redis+cluster://127.0.0.1:{port}", ttl=60, timeout=0.1)
    assert cache.get("k") is None
    cache.set("k", b"v")
    assert cache.compute_once("k", lambda: b"v") == b"v"
    assert cache.status()["ok"] is False
    app = create_app(Settings(redis_url=f"redis+cluster://127.0.0.1:{port}", rate_limit="100/minute"))
    assert app.test_client().get("/v1/sticks/distribution").status_code == 200


def test_a_dead_leader_holds_the_lock_for_a_lease_a_live_one_renews_it(cluster: Any) -> None:
    """A replica killed while computing leaves a lock that expires within the lease, not the request's budget."""
    cache = RedisCache(cluster.url, ttl=60, timeout=0.5, secret="s")
    node = redis_client(cluster.url, 1.0)
    assert cache._claim_shared("adj:test:dead", 60.0) is True  # then its holder dies: nobody renews it
    assert 0 < node.pttl("adj:test:dead:computing") <= RedisCache.LEASE * 1000

    renewed: list[int] = []

    def produce() -> bytes:
        before = node.pttl("adj:test:live:computing")
        for _ in range(100):  # bounded: the renewal comes every third of the lease
            threading.Event().wait(0.05)
            now = node.pttl("adj:test:live:computing")
            if now > before:  # the time to live went up since the last look: renewed
                renewed.append(now)
                break
            before = now
        return b"v"

    assert cache.compute_once("adj:test:live", produce) == b"v"
    assert renewed and node.exists("adj:test:live:computing") == 0  # renewed while computing, released after
