"""The answer cache: deterministic answers are stored under a key derived from the canonical request.

Key: ``adj:{engine_version}:{format}:{operationId}:{sha256 of the canonical request JSON}``. With a Redis URL the cache
is Redis, used fail-open (any Redis error or timeout counts as a miss and never fails a request); otherwise an
in-process LRU bounded in entries and in bytes. Either cache refuses answers larger than its per-entry limit, so
that one client sending large requests cannot flush everyone's answers.

Nothing read from Redis is trusted as it is: every stored value is framed with an HMAC-SHA256 of the key and the
bytes (keyed with ``ADJ_CACHE_SECRET``; a plain SHA-256 when no secret is configured), and a value whose tag does
not match is a miss. The content type of an answer is never stored: the operation decides it.

Each answer is stored once, compressed (:mod:`adjudicator.web.stored`: gzip, tagged with its coding and its
uncompressed length; a short answer as it is), in the in-process cache and in Redis alike, and the tag above covers
those bytes. A hit is served to a client that takes gzip as the stored bytes, decompressed once for one that does
not. ``{format}`` names that way of storing answers: a cache written by a release that stored them otherwise is
never read as this one (its keys are not this release's).

:meth:`compute_once` is single flight: identical requests arriving while the first is being computed wait for its
answer instead of computing it again, within a worker (an event) and across workers and replicas (a short-lived
lock key in Redis, the others polling for the answer).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Protocol, TypeVar, cast
from urllib.parse import parse_qs, unquote, urlsplit

import redis
from flask import Flask, Response, g, request
from redis.backoff import NoBackoff
from redis.cluster import ClusterNode, RedisCluster
from redis.exceptions import RedisClusterException
from redis.retry import Retry
from redis.sentinel import Sentinel

from adjudicator.web.deadlines import remaining, shielded, undo_at_end
from adjudicator.web.observability import count_computation
from adjudicator.web.stored import KEY_PREFIX, StoredAnswer, answer_response, unpack_answer

log = logging.getLogger("adjudicator.cache")
T = TypeVar("T")

#: Bytes counted per in-process entry beyond its key and value (the dict slot, the bytes objects' headers).
ENTRY_OVERHEAD = 160

class AnswerCache(Protocol):
    """What the views need of a cache."""

    backend: str
    #: False when nothing can be stored (an in-process cache of size 0: the cache is off).
    stores: bool

    def get(self, key: str) -> bytes | None:
        """Return the stored answer or None (a miss, also on any backend failure)."""

    def set(self, key: str, value: bytes) -> None:
        """Store an answer (silently does nothing on backend failure or when it is over the entry limit)."""

    def compute_once(self, key: str | None, produce: Callable[[], bytes]) -> bytes:
        """Return the answer under ``key``, computing it with ``produce`` once for concurrent identical requests."""

    def status(self) -> dict[str, Any]:
        """Describe the backend's health for /readyz."""


class _SingleFlight:
    """Per-process single flight: the first caller of a key computes, the others wait for its event."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._flights: dict[str, threading.Event] = {}

    def claim(self, key: str) -> tuple[bool, threading.Event]:
        with self._lock:
            event = self._flights.get(key)
            if event is not None:
                return False, event
            event = self._flights[key] = threading.Event()
            return True, event

    def done(self, key: str, event: threading.Event) -> None:
        with self._lock:
            if self._flights.get(key) is event:
                del self._flights[key]
        event.set()

    def run(self, key: str, cache: AnswerCache, produce: Callable[[], bytes], lead: Callable[[], bytes]) -> bytes:
        """``lead()`` for the first caller of ``key``; the others wait for it and read its answer from ``cache`` (or
        ``produce`` it themselves if it did not store one)."""
        with shielded():  # the key claimed and its release handed to the budget, or neither
            leader, event = self.claim(key)
            later = leader and undo_at_end(lambda: self.done(key, event))
        if not leader:
            event.wait(_wait_time())
            value = cache.get(key)
            return value if value is not None else produce()
        try:
            return lead()
        finally:
            if not later:  # outside a budget: nothing strikes here
                self.done(key, event)


def _counted(produce: Callable[[], bytes]) -> Callable[[], bytes]:
    def counted() -> bytes:
        count_computation()
        return produce()

    return counted


def _stored(cache: AnswerCache, key: str, value: bytes) -> bytes:
    cache.set(key, value)
    return value


def _wait_time() -> float:
    """How long a follower may wait for the leader: what is left of its budget (a minute outside a request)."""
    left = remaining()
    return 60.0 if left is None else max(left, 0.0)


class LocalCache:
    """A thread-safe in-process LRU cache, bounded in entries and in bytes, with a per-entry limit."""

    backend = "local"

    def __init__(self, size: int, max_bytes: int = 64 << 20, max_entry_bytes: int = 1 << 20) -> None:
        self._size = max(size, 0)
        self.stores = self._size > 0
        self._max_bytes = max(max_bytes, 0)
        self._max_entry = max(max_entry_bytes, 0)
        self._data: OrderedDict[str, bytes] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self._flights = _SingleFlight()

    @staticmethod
    def _cost(key: str, value: bytes) -> int:
        return len(key) + len(value) + ENTRY_OVERHEAD

    def get(self, key: str) -> bytes | None:
        """Return the stored answer or None."""
        if not self.stores:
            return None
        with shielded(), self._lock:
            value = self._data.get(key)
            if value is not None:
                self._data.move_to_end(key)
            return value

    def set(self, key: str, value: bytes) -> None:
        """Store an answer, evicting the least recently used beyond the entry count or the byte budget."""
        cost = self._cost(key, value)
        if self._size == 0 or len(value) > self._max_entry or cost > self._max_bytes:
            return
        with shielded(), self._lock:
            old = self._data.pop(key, None)
            if old is not None:
                self._bytes -= self._cost(key, old)
            self._data[key] = value
            self._bytes += cost
            while len(self._data) > self._size or self._bytes > self._max_bytes:
                evicted_key, evicted = self._data.popitem(last=False)
                self._bytes -= self._cost(evicted_key, evicted)

    def compute_once(self, key: str | None, produce: Callable[[], bytes]) -> bytes:
        """Return the answer under ``key``; concurrent callers of the same key in this process compute it once.

        With the cache off (size 0) each computes it: a follower could not be handed the leader's answer.
        """
        produce = _counted(produce)
        if key is None or not self.stores:
            return produce()
        return self._flights.run(key, self, produce, lambda: _stored(self, key, produce()))

    def status(self) -> dict[str, Any]:
        """The local cache is always available."""
        with self._lock:
            return {"backend": self.backend, "ok": True, "entries": len(self._data), "bytes": self._bytes}


def _locations(netloc: str, url: str) -> list[tuple[str, int]]:
    """The ``host:port`` list of a cluster or sentinel URL's network location (after any credentials)."""
    found = []
    for item in netloc.rpartition("@")[2].split(","):
        part = urlsplit(f"redis://{item.strip()}")
        if not part.hostname:
            raise ValueError(f"REDIS_URL {_redacted(url)} names no host in {item!r}")
        found.append((part.hostname, part.port or 6379))
    return found


def _redacted(url: str) -> str:
    """The URL without its password, for error messages."""
    head, at, tail = url.partition("@")
    return f"{head.rpartition(':')[0]}:***@{tail}" if at and ":" in head.split("//", 1)[-1] else url


def redis_client(url: str, timeout: float) -> redis.Redis | RedisCluster:
    """The Redis client ``REDIS_URL`` names, with short timeouts and no retries (the cache fails open instead).

    - ``redis://[[USER]:PASSWORD@]HOST:PORT/DB`` (or ``rediss://``, ``unix://``): one Redis server;
    - ``redis+cluster://[[USER]:PASSWORD@]HOST:PORT[,HOST:PORT...]``: a Redis Cluster, the listed nodes being
      where the client learns the cluster's layout (any one reachable node is enough);
    - ``redis+sentinel://[[USER]:PASSWORD@]HOST:PORT[,HOST:PORT...]/SERVICE[?db=N]``: the primary that the
      listed Sentinels name for ``SERVICE``, followed across failovers (the password is the data nodes' and the
      Sentinels', as for the rate limiter's storage).

    The same URL is given to the rate limiter (flask-limiter's storage URIs use these schemes).
    """
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    auth = {"username": unquote(parts.username) if parts.username else None,
            "password": unquote(parts.password) if parts.password else None}
    # No retries (redis-py retries a failed connection thrice with back-off by default): a miss is cheaper.
    timeouts = {"socket_connect_timeout": timeout, "socket_timeout": timeout, "retry": Retry(NoBackoff(), 0)}
    if scheme in ("redis+cluster", "rediss+cluster"):
        nodes = [ClusterNode(host, port) for host, port in _locations(parts.netloc, url)]
        try:
            return _FailOpenCluster(startup_nodes=nodes, require_full_coverage=False, ssl=scheme.startswith("rediss"),
                                    **auth, **timeouts)
        except RedisClusterException as exc:
            raise redis.ConnectionError(str(exc)) from exc
    if scheme in ("redis+sentinel", "rediss+sentinel"):
        service = parts.path.strip("/")
        if not service or "/" in service:
            raise ValueError(f"REDIS_URL {_redacted(url)} must end with /SERVICE, the name the Sentinels watch")
        db = int(parse_qs(parts.query).get("db", ["0"])[0])
        sentinel = Sentinel(_locations(parts.netloc, url), sentinel_kwargs={**auth, **timeouts},
                            ssl=scheme.startswith("rediss"), **auth, **timeouts)
        primary = sentinel.master_for(service, db=db, retry_on_timeout=False, health_check_interval=0)
        return cast(redis.Redis, primary)
    return redis.Redis.from_url(url, retry_on_timeout=False, health_check_interval=0, **timeouts)


class ClusterNodeDown(redis.ConnectionError):
    """A cluster node failed: only the keys of its slots are misses, for a moment (``fresh``: it just failed)."""

    def __init__(self, message: str, fresh: bool) -> None:
        super().__init__(message)
        self.fresh = fresh


class _FailOpenCluster(RedisCluster):
    """redis-py's cluster client, failing open node by node.

    Its failures are all :class:`redis.RedisError` (some of redis-py's are plain Exceptions). A node that fails a
    command on a key is left alone for ``NODE_RETRY_AFTER`` seconds: commands on its keys fail at once
    (:class:`ClusterNodeDown`) without touching the network, while the other nodes keep serving theirs.
    """

    NODE_RETRY_AFTER = 1.0
    _KEYED = frozenset({"GET", "SET", "EXISTS", "DEL"})

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._down_nodes: dict[str, float] = {}  # node name -> when it may be tried again
        super().__init__(*args, **kwargs)

    def execute_command(self, *args: Any, **kwargs: Any) -> Any:
        node: str | None = None
        if len(args) > 1 and args[0] in self._KEYED:
            try:
                found = RedisCluster.get_node_from_key(self, args[1])
            except (redis.RedisError, RedisClusterException):
                found = None
            node = found.name if found is not None else None
            if node is not None and self._down_nodes.get(node, 0.0) > time.monotonic():
                raise ClusterNodeDown(f"cluster node {node} failed recently", fresh=False)
        try:
            return RedisCluster.execute_command(self, *args, **kwargs)
        except (redis.ConnectionError, redis.TimeoutError, RedisClusterException) as exc:
            if node is None:
                raise redis.ConnectionError(str(exc)) from exc
            self._down_nodes[node] = time.monotonic() + self.NODE_RETRY_AFTER
            raise ClusterNodeDown(f"cluster node {node}: {exc}", fresh=True) from exc


class RedisCache:
    """Redis as the answer cache, fail-open, with short timeouts, values authenticated.

    After a failure the cache stays off for ``retry_after`` seconds so that a dead Redis costs one timeout per
    period rather than one per request. In front of Redis, ``near`` (an in-process :class:`LocalCache`) keeps the
    answers this process stored or read last: a repeated request costs no round trip and no verification. It is
    never stale: a key names one answer for good (the engine version and a hash of the canonical request).
    """

    backend = "redis"
    stores = True
    _MAGIC = b"adj1"
    _TAG = 32

    def __init__(self, url: str, ttl: int, timeout: float, retry_after: float = 1.0, *,
                 secret: str | None = None, max_entry_bytes: int = 1 << 20, near: LocalCache | None = None) -> None:
        self._url = url
        self._near = near if near is not None and near.stores else None
        self._ttl = ttl
        self._timeout = timeout
        self._retry_after = retry_after
        self._secret = secret.encode("utf-8") if secret else None
        self._max_entry = max(max_entry_bytes, 0)
        self._client: redis.Redis | RedisCluster | None = None
        self._down_until = 0.0
        self._pid: int | None = None
        self._lock = threading.Lock()
        self._flights = _SingleFlight()

    def _redis(self) -> redis.Redis | RedisCluster:
        # Created lazily and per process, so that gunicorn workers never share a connection pool across fork.
        with self._lock:
            if self._client is None or self._pid != os.getpid():
                self._client = redis_client(self._url, self._timeout)
                self._pid = os.getpid()
            return self._client

    def _available(self) -> bool:
        return time.monotonic() >= self._down_until

    def _command(self, what: str, command: Callable[[redis.Redis | RedisCluster], T]) -> T | None:
        """Run ``command`` on Redis; None if it fails (logged, and Redis left alone for ``retry_after``)."""
        try:
            with shielded():
                return command(self._redis())
        except (redis.RedisError, OSError) as exc:
            self._failed(what, exc)
            return None

    def _failed(self, what: str, exc: Exception) -> None:
        if isinstance(exc, ClusterNodeDown):  # one node of a cluster: its keys miss, the others' are served
            if exc.fresh:
                log.warning("redis cluster node failed, its keys served without cache", extra={"error": repr(exc)})
            return
        self._down_until = time.monotonic() + self._retry_after
        log.warning("redis %s failed, serving without cache", what, extra={"error": repr(exc)})

    def _tag(self, key: str, value: bytes) -> bytes:
        message = key.encode() + b"\0" + value
        if self._secret is not None:
            return hmac.new(self._secret, message, hashlib.sha256).digest()
        return hashlib.sha256(message).digest()

    def seal(self, key: str, value: bytes) -> bytes:
        """Frame ``value`` for storage under ``key``: magic, tag, bytes."""
        return self._MAGIC + self._tag(key, value) + value

    def open(self, key: str, stored: bytes) -> bytes | None:
        """Return the value framed in ``stored`` if its tag is right for ``key``, else None."""
        head = len(self._MAGIC) + self._TAG
        if len(stored) < head or not stored.startswith(self._MAGIC):
            return None
        tag, value = stored[len(self._MAGIC):head], stored[head:]
        if not hmac.compare_digest(tag, self._tag(key, value)):
            return None
        return value

    def get(self, key: str) -> bytes | None:
        """Return the stored answer, or None on a miss, a value that fails verification, or any Redis failure."""
        near = self._near
        if near is not None:
            value = near.get(key)
            if value is not None:
                return value
        stored = self._command("get", lambda r: r.get(key)) if self._available() else None
        if not isinstance(stored, bytes):
            return None
        value = self.open(key, stored)
        if value is None:
            log.warning("a value in Redis failed verification and was ignored", extra={"key": key})
        elif near is not None:
            near.set(key, value)
        return value

    def set(self, key: str, value: bytes) -> None:
        """Store an answer with the TTL (and in the near cache); Redis failures are logged and ignored."""
        if len(value) > self._max_entry:
            return
        if self._near is not None:
            self._near.set(key, value)
        if self._available():
            self._command("set", lambda r: r.set(key, self.seal(key, value), ex=self._ttl))

    #: Seconds the cross-worker computation lock lives unless its holder renews it (it does, every third of that,
    #: while it computes): a holder that dies (its replica killed) holds up the identical requests elsewhere for at
    #: most this long, after which they compute the answer themselves.
    LEASE = 2.0

    def _claim_shared(self, key: str, seconds: float) -> bool | None:
        """Take the computation lock of ``key`` across workers: True, False (someone has it), None (no Redis)."""
        if not self._available():
            return None
        lease = max(int(min(seconds, self.LEASE) * 1000), 100)
        return self._command("lock", lambda r: bool(r.set(f"{key}:computing", b"1", nx=True, px=lease)))

    def _renew_shared(self, key: str, done: threading.Event) -> None:
        """Keep the computation lock of ``key`` alive until ``done`` (in a thread of its own)."""
        while not done.wait(self.LEASE / 3):
            try:
                self._redis().pexpire(f"{key}:computing", int(self.LEASE * 1000))
            except (redis.RedisError, OSError):
                continue  # a slow or lost answer: try again at the next renewal

    def _wait_shared(self, key: str, seconds: float) -> bytes | None:
        """Poll for the answer another worker is computing; None once its lock is gone without an answer."""
        give_up = time.monotonic() + seconds
        pause = 0.01
        while time.monotonic() < give_up:
            time.sleep(pause)
            pause = min(pause * 2, 0.1)
            value = self.get(key)
            if value is not None:
                return value
            computing = self._command("poll", lambda r: r.exists(f"{key}:computing"))
            if computing is None:
                return None
            if not computing:
                return self.get(key)
        return None

    def compute_once(self, key: str | None, produce: Callable[[], bytes]) -> bytes:
        """Return the answer under ``key``, computed once for identical concurrent requests in every worker."""
        produce = _counted(produce)
        if key is None:
            return produce()
        return self._flights.run(key, self, produce, lambda: self._lead(key, produce))

    def _lead(self, key: str, produce: Callable[[], bytes]) -> bytes:
        """Compute the answer under ``key`` unless another worker holds its lock and stores it meanwhile."""
        wait = _wait_time()
        renewing = threading.Event()

        def unlock() -> None:
            renewing.set()
            self._command("unlock", lambda r: r.delete(f"{key}:computing"))

        with shielded():  # the lock taken, kept alive and its release handed to the budget, or none of it
            claimed = self._claim_shared(key, wait)
            if claimed:
                threading.Thread(target=self._renew_shared, args=(key, renewing), daemon=True).start()
                later = undo_at_end(unlock)
        if claimed is False:
            value = self._wait_shared(key, wait)
            if value is not None:
                return value
        if not claimed:
            return _stored(self, key, produce())
        try:
            return _stored(self, key, produce())
        finally:
            if not later:  # outside a budget: nothing strikes here
                unlock()

    def status(self) -> dict[str, Any]:
        """Ping Redis (bypassing the back-off) and report whether it answered."""
        try:
            ok = bool(self._redis().ping())
        except (redis.RedisError, OSError) as exc:
            return {"backend": self.backend, "ok": False, "error": type(exc).__name__}
        self._down_until = 0.0
        return {"backend": self.backend, "ok": ok}


def make_cache(redis_url: str | None, size: int, ttl: int, timeout: float, *, max_bytes: int = 64 << 20,
               max_entry_bytes: int = 1 << 20, secret: str | None = None) -> AnswerCache:
    """Build the cache the settings ask for."""
    if redis_url:
        if not secret:
            log.warning("ADJ_CACHE_SECRET is not set: answers stored in Redis are checksummed, not authenticated")
        return RedisCache(redis_url, ttl=ttl, timeout=timeout, secret=secret, max_entry_bytes=max_entry_bytes,
                          near=LocalCache(size, max_bytes=max_bytes, max_entry_bytes=max_entry_bytes))
    return LocalCache(size, max_bytes=max_bytes, max_entry_bytes=max_entry_bytes)


def request_key(method: str, path: str, query: bytes, mimetype: str, body: bytes) -> str:
    """Return the cache key of a request exactly as sent (the fast path in front of the canonical key)."""
    parts = (method.encode(), path.encode("utf-8", "surrogateescape"), query,
             mimetype.encode("utf-8", "surrogateescape"), body)
    return f"{KEY_PREFIX}request:{hashlib.sha256(bytes(1).join(parts)).hexdigest()}"


class RequestCache:
    """Requests sent before, byte for byte, answered from the answer cache without parsing them.

    The canonical key (:func:`~adjudicator.web.api.answer_key`) makes equivalent requests share an answer but
    needs the request parsed and normalised first. In front of it, the exact request's key points to the canonical
    key of its answer (a few bytes, not a second copy of the answer), so a client repeating a request (the common
    case) is answered with two cache look-ups and no parsing. Only answers of the answer cache (200) are pointed to.
    The content type of the answer is the one this process saw the endpoint answer with (never a stored one).
    Used by Flask's hooks (:func:`init_request_cache`) and by the fast lane alike.
    """

    def __init__(self, cache: AnswerCache, heavy_body_bytes: int) -> None:
        self.cache = cache
        self.heavy_body_bytes = heavy_body_bytes
        self.mimetypes: dict[str, str] = {}
        self._version_prefix = KEY_PREFIX.encode()

    def key(self, method: str, path: str, query: bytes, mimetype: str, body_bytes: int,
            body: Callable[[], bytes]) -> str | None:
        """The request's own key, or None when it is not looked up: the cache is off, another method, or a body
        larger than ``ADJ_HEAVY_BODY_BYTES`` (not worth hashing here: it is admitted, or refused, as heavy unread)."""
        if not self.cache.stores or method not in ("GET", "POST") or body_bytes > self.heavy_body_bytes:
            return None
        return request_key(method, path, query, mimetype, body())

    def find(self, key: str, endpoint: str) -> tuple[StoredAnswer, str, str] | None:
        """The answer a request's key points to, with its canonical key and content type (None if there is none)."""
        mimetype = self.mimetypes.get(endpoint)
        if mimetype is None:  # not answered from the canonical key in this process yet
            return None
        pointer = self.cache.get(key)
        if pointer is None or not pointer.startswith(self._version_prefix):
            return None
        answer_key = pointer.decode("ascii", "replace")
        stored = self.cache.get(answer_key)
        answer = unpack_answer(stored) if stored is not None else None
        return None if answer is None else (answer, answer_key, mimetype)

    def point(self, key: str, answer_key: str, endpoint: str | None, mimetype: str | None) -> None:
        """Point a request's key to the canonical key of the answer it was given (of ``mimetype``)."""
        if endpoint and endpoint not in self.mimetypes and mimetype:
            self.mimetypes[endpoint] = mimetype
        self.cache.set(key, answer_key.encode())


def init_request_cache(app: Flask) -> RequestCache:
    """Answer a request sent before, byte for byte, from the answer cache without parsing it (:class:`RequestCache`),
    and point each request answered from the answer cache to its answer."""
    requests = app.extensions["adjudicator.request_cache"] = RequestCache(
        app.extensions["adjudicator.cache"], app.extensions["adjudicator.settings"].heavy_body_bytes)

    @app.before_request
    def _answer_repeated_request() -> Response | None:
        if not requests.cache.stores:
            return None  # the cache is off: no pointer can be stored or found
        req = request._get_current_object()  # type: ignore[attr-defined]
        if req.endpoint is None:
            return None
        key = requests.key(req.method, req.path, req.query_string, req.mimetype,
                           int(req.environ.get("CONTENT_LENGTH") or 0), lambda: req.get_data(cache=True))
        if key is None:
            return None
        context = g._get_current_object()
        context.request_cache_key = key
        found = requests.find(key, req.endpoint)
        if found is None:
            return None
        answer, answer_key, mimetype = found
        context.cache_status = "hit"
        context.answer_key = answer_key  # for the ETag
        context.answered_by_request_key = True
        return answer_response(answer, "hit", mimetype)

    @app.after_request
    def _point_to_answer(response: Response) -> Response:
        context = g._get_current_object()
        key, answer_key = context.get("request_cache_key"), context.get("answer_key")
        if not key or context.get("answered_by_request_key"):
            return response  # no pointer to store, or the pointer is what answered
        if answer_key and response.status_code == 200 and context.get("cache_status") in ("hit", "miss"):
            requests.point(key, answer_key, request.endpoint, response.mimetype)
        return response

    return requests
