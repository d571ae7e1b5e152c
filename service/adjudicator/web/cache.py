"""The answer cache: deterministic answers are stored under a key derived from the canonical request.

Key: ``adj:{engine_version}:{operationId}:{sha256 of the canonical request JSON}``. With a Redis URL the cache
is Redis, used fail-open (any Redis error or timeout counts as a miss and never fails a request); otherwise an
in-process LRU.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from collections import OrderedDict
from typing import Any, Protocol

import redis

from adjudicator import ENGINE_VERSION

log = logging.getLogger("adjudicator.cache")


def canonical_json(data: Any) -> str:
    """Serialise ``data`` canonically: sorted keys, no spaces, UTF-8 kept."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def cache_key(operation_id: str, request_data: Any) -> str:
    """Return the cache key of an operation applied to a (normalised) request."""
    digest = hashlib.sha256(canonical_json(request_data).encode("utf-8")).hexdigest()
    return f"adj:{ENGINE_VERSION}:{operation_id}:{digest}"


class AnswerCache(Protocol):
    """What the views need of a cache."""

    backend: str

    def get(self, key: str) -> bytes | None:
        """Return the stored answer or None (a miss, also on any backend failure)."""

    def set(self, key: str, value: bytes) -> None:
        """Store an answer (silently does nothing on backend failure)."""

    def status(self) -> dict[str, Any]:
        """Describe the backend's health for /readyz."""


class LocalCache:
    """A thread-safe in-process LRU cache."""

    backend = "local"

    def __init__(self, size: int) -> None:
        self._size = max(size, 0)
        self._data: OrderedDict[str, bytes] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> bytes | None:
        """Return the stored answer or None."""
        with self._lock:
            value = self._data.get(key)
            if value is not None:
                self._data.move_to_end(key)
            return value

    def set(self, key: str, value: bytes) -> None:
        """Store an answer, evicting the least recently used beyond the size."""
        if self._size == 0:
            return
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self._size:
                self._data.popitem(last=False)

    def status(self) -> dict[str, Any]:
        """The local cache is always available."""
        with self._lock:
            return {"backend": self.backend, "ok": True, "entries": len(self._data)}


class RedisCache:
    """Redis as the answer cache, fail-open, with short timeouts.

    After a failure the cache stays off for ``retry_after`` seconds so that a dead Redis costs one timeout per
    period rather than one per request.
    """

    backend = "redis"

    def __init__(self, url: str, ttl: int, timeout: float, retry_after: float = 1.0) -> None:
        self._url = url
        self._ttl = ttl
        self._timeout = timeout
        self._retry_after = retry_after
        self._client: redis.Redis | None = None
        self._down_until = 0.0
        self._pid: int | None = None
        self._lock = threading.Lock()

    def _redis(self) -> redis.Redis:
        import os

        # Created lazily and per process, so that gunicorn workers never share a connection pool across fork.
        with self._lock:
            if self._client is None or self._pid != os.getpid():
                self._client = redis.Redis.from_url(
                    self._url,
                    socket_connect_timeout=self._timeout,
                    socket_timeout=self._timeout,
                    retry_on_timeout=False,
                    health_check_interval=0,
                )
                self._pid = os.getpid()
            return self._client

    def _available(self) -> bool:
        return time.monotonic() >= self._down_until

    def _failed(self, what: str, exc: Exception) -> None:
        self._down_until = time.monotonic() + self._retry_after
        log.warning("redis %s failed, serving without cache", what, extra={"error": repr(exc)})

    def get(self, key: str) -> bytes | None:
        """Return the stored answer, or None on a miss or any Redis failure."""
        if not self._available():
            return None
        try:
            value = self._redis().get(key)
        except (redis.RedisError, OSError) as exc:
            self._failed("get", exc)
            return None
        return value if isinstance(value, bytes) else None

    def set(self, key: str, value: bytes) -> None:
        """Store an answer with the TTL; Redis failures are logged and ignored."""
        if not self._available():
            return
        try:
            self._redis().set(key, value, ex=self._ttl)
        except (redis.RedisError, OSError) as exc:
            self._failed("set", exc)

    def status(self) -> dict[str, Any]:
        """Ping Redis (bypassing the back-off) and report whether it answered."""
        try:
            ok = bool(self._redis().ping())
        except (redis.RedisError, OSError) as exc:
            return {"backend": self.backend, "ok": False, "error": type(exc).__name__}
        self._down_until = 0.0
        return {"backend": self.backend, "ok": ok}


def make_cache(redis_url: str | None, size: int, ttl: int, timeout: float) -> AnswerCache:
    """Build the cache the settings ask for."""
    if redis_url:
        return RedisCache(redis_url, ttl=ttl, timeout=timeout)
    return LocalCache(size)


def request_key(method: str, path: str, query: bytes, mimetype: str, body: bytes) -> str:
    """Return the cache key of a request exactly as sent (the fast path in front of the canonical key)."""
    digest = hashlib.sha256(b"\0".join((method.encode(), path.encode(), query, mimetype.encode(), body))).hexdigest()
    return f"adj:{ENGINE_VERSION}:request:{digest}"


def init_request_cache(app: Any) -> None:
    """Answer a request sent before, byte for byte, from the answer cache without parsing it.

    The canonical key (:func:`cache_key`) makes equivalent requests share an answer but needs the request parsed
    and normalised first. In front of it, the exact request's key points to the canonical key of its answer
    (a few bytes, not a second copy of the answer), so a client repeating a request (the common case) is
    answered with two cache look-ups and no parsing. Only answers of the answer cache (200) are pointed to.
    """
    from flask import Response, current_app, g, request

    @app.before_request
    def _answer_repeated_request() -> Response | None:
        if request.method not in ("GET", "POST") or request.endpoint is None:
            return None
        key = request_key(request.method, request.path, request.query_string, request.mimetype,
                          request.get_data(cache=True))
        g.request_cache_key = key
        cache = current_app.extensions["adjudicator.cache"]
        pointer = cache.get(key)
        if pointer is None:
            return None
        mimetype, _, answer_key = pointer.partition(b"\n")
        body = cache.get(answer_key.decode())
        if body is None:
            return None
        g.cache_status = "hit"
        g.answer_key = answer_key.decode()  # for the ETag and the compressed-answer cache
        g.answered_by_request_key = True
        response = Response(body, status=200, mimetype=mimetype.decode())
        response.headers["X-Cache"] = "hit"
        return response

    @app.after_request
    def _point_to_answer(response: Response) -> Response:
        key, answer_key = g.get("request_cache_key"), g.get("answer_key")
        if g.get("answered_by_request_key"):
            return response  # the pointer is what answered
        if key and answer_key and response.status_code == 200 and g.get("cache_status") in ("hit", "miss"):
            pointer = response.mimetype.encode() + b"\n" + answer_key.encode()
            current_app.extensions["adjudicator.cache"].set(key, pointer)
        return response
