"""Service settings, read from environment variables (12-factor style)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, TypeVar

N = TypeVar("N", int, float)


def _env(name: str, default: N) -> N:
    """The number in the environment variable ``name`` (of the type of ``default``, returned when it is unset)."""
    raw = os.environ.get(name)
    if not raw:
        return default
    try:
        return type(default)(raw)
    except ValueError:
        kind = "a whole number" if isinstance(default, int) else "a number"
        raise ValueError(f"environment variable {name} must be {kind}, got {raw!r}") from None


@dataclass(frozen=True)
class Settings:
    """Everything the app can be configured with.

    ``REDIS_URL``: use Redis as the answer cache (unset: an in-process LRU cache); a password or an ACL user goes
    in the URL: ``redis://:PASSWORD@host:6379/0`` or ``redis://USER:PASSWORD@host:6379/0``. A Redis Cluster:
    ``redis+cluster://:PASSWORD@node1:6379,node2:6379`` (any reachable nodes); a Sentinel-managed primary:
    ``redis+sentinel://:PASSWORD@sentinel1:26379,sentinel2:26379/SERVICE`` (``?db=N`` for another database).
    ``ADJ_CACHE_SECRET``: the key that signs the answers stored in Redis (HMAC-SHA256); a stored answer whose
    signature does not match is ignored. Unset: answers are only checksummed (set it whenever Redis is shared).
    ``ADJ_CACHE_SIZE``: entries of the in-process cache. ``ADJ_CACHE_BYTES``: bytes the in-process cache may hold.
    ``ADJ_CACHE_MAX_ENTRY_BYTES``: the largest answer either cache stores (larger ones are computed every time).
    ``ADJ_CACHE_TTL``: seconds an answer stays in Redis.
    ``ADJ_REDIS_TIMEOUT``: Redis connect/read timeout in seconds (the cache fails open after it).
    ``ADJ_MAX_BODY_BYTES``: the largest accepted request body (413 beyond).
    ``ADJ_LOG_LEVEL``: logging level of the JSON logs.
    ``ADJ_RATE_LIMIT``: per-client rate limit such as ``"100/minute;2000/hour"`` (unset: no limit).
    ``ADJ_PROXY_HOPS``: trusted reverse proxies in front of the service (the client's address is read from the
    ``X-Forwarded-For`` they append; 0: the socket's peer is the client).
    ``ADJ_DEADLINE``: seconds a request may take (503 with ``Retry-After`` past it).
    ``ADJ_HEAVY_CONCURRENCY``: heavy requests computed at once per worker (503 with ``Retry-After`` beyond).
    ``ADJ_HEAVY_TOTAL``: heavy requests computed at once over the workers of one gunicorn (default: one less than
    ``WEB_CONCURRENCY``, at least 1).
    ``ADJ_HEAVY_BODY_BYTES``: a request body larger than this makes any request heavy.
    ``ADJ_MEDIUM_UNITS``, ``ADJ_HEAVY_UNITS``: the charge (work units, about a millisecond of a core each; see
    :mod:`adjudicator.web.costs`) from which a request needs a thread the worker can spare (at most
    ``ADJ_THREADS`` - 1 such requests at once per worker), and from which it also needs a heavy slot.
    ``ADJ_MAX_UNITS``: the largest charge a request (or a whole batch) may have (default: the deadline's
    milliseconds); refused before any work beyond it. ``ADJ_MAX_ANSWER_BYTES``: the largest answer a request (or
    a whole batch) may ask for, refused the same way.
    ``ADJ_FAST_LANE``: 0 answers every request through Flask (by default the hot operations are answered in the
    fast lane when they can be: :mod:`adjudicator.web.fastlane`).
    """

    redis_url: str | None = None
    cache_size: int = 4096
    cache_bytes: int = 64 << 20
    cache_entry_bytes: int = 1 << 20
    cache_secret: str | None = None
    cache_ttl: int = 24 * 3600
    redis_timeout: float = 0.1
    max_body_bytes: int = 1 << 20
    log_level: str = "INFO"
    rate_limit: str | None = None
    proxy_hops: int = 0
    deadline: float = 30.0
    heavy_concurrency: int = 1
    heavy_total: int = 1
    heavy_body_bytes: int = 64 << 10
    medium_units: float = 20.0
    heavy_units: float = 100.0
    medium_concurrency: int = 3
    max_units: float = 30_000.0
    max_answer_bytes: int = 16 << 20
    retry_after: float = 1.0
    fast_lane: bool = True
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_env(cls) -> Settings:
        """Read the settings from the process environment."""
        return cls(
            redis_url=os.environ.get("REDIS_URL") or None,
            cache_size=_env("ADJ_CACHE_SIZE", cls.cache_size),
            cache_bytes=_env("ADJ_CACHE_BYTES", cls.cache_bytes),
            cache_entry_bytes=_env("ADJ_CACHE_MAX_ENTRY_BYTES", cls.cache_entry_bytes),
            cache_secret=os.environ.get("ADJ_CACHE_SECRET") or None,
            cache_ttl=_env("ADJ_CACHE_TTL", cls.cache_ttl),
            redis_timeout=_env("ADJ_REDIS_TIMEOUT", cls.redis_timeout),
            max_body_bytes=_env("ADJ_MAX_BODY_BYTES", cls.max_body_bytes),
            log_level=os.environ.get("ADJ_LOG_LEVEL", cls.log_level).upper(),
            rate_limit=os.environ.get("ADJ_RATE_LIMIT") or None,
            proxy_hops=_env("ADJ_PROXY_HOPS", cls.proxy_hops),
            deadline=_env("ADJ_DEADLINE", cls.deadline),
            heavy_concurrency=_env("ADJ_HEAVY_CONCURRENCY", cls.heavy_concurrency),
            heavy_total=_env("ADJ_HEAVY_TOTAL", max(_env("WEB_CONCURRENCY", 2) - 1, 1)),
            heavy_body_bytes=_env("ADJ_HEAVY_BODY_BYTES", cls.heavy_body_bytes),
            medium_units=_env("ADJ_MEDIUM_UNITS", cls.medium_units),
            heavy_units=_env("ADJ_HEAVY_UNITS", cls.heavy_units),
            medium_concurrency=max(_env("ADJ_THREADS", cls.medium_concurrency + 1) - 1, 1),
            max_units=_env("ADJ_MAX_UNITS", _env("ADJ_DEADLINE", cls.deadline) * 1000.0),
            max_answer_bytes=_env("ADJ_MAX_ANSWER_BYTES", cls.max_answer_bytes),
            fast_lane=_env("ADJ_FAST_LANE", 1) != 0,
        )
