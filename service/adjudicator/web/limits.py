"""The client's address behind the trusted proxies, and optional rate limiting (flask-limiter).

Behind ``ADJ_PROXY_HOPS`` reverse proxies (1 with the nginx of the deployment, 2 with a load balancer in front of
it as well), the client's address is the one those proxies appended to ``X-Forwarded-For`` (werkzeug's ProxyFix
reads exactly that many entries from the right, so a client cannot choose its address by sending the header
itself). With no hop configured the socket's peer is the client.

Rate limiting is off unless ``ADJ_RATE_LIMIT`` is set. Limits are counted per client address over the whole API,
in Redis when ``REDIS_URL`` is set (so that every worker and every replica shares them) and in memory otherwise:
**without Redis the counts are per process**, so a limit of N per minute lets a client make up to N times the
number of workers (times replicas) requests. ``REDIS_URL`` may name a single Redis, a Redis Cluster
(``redis+cluster://``) or a Sentinel-managed primary (``redis+sentinel://``), as for the cache. If Redis fails,
counting falls back to memory rather than failing requests (a cluster or Sentinel set unreachable when the process
starts: in memory until it restarts). The health and metrics endpoints are never limited. A client over its
limit gets a 429 with ``Retry-After`` and ``X-RateLimit-*`` headers.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, g, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from redis.backoff import NoBackoff
from redis.retry import Retry
from werkzeug.middleware.proxy_fix import ProxyFix

from adjudicator.web.settings import Settings

log = logging.getLogger("adjudicator.limits")

_EXEMPT_PATHS = frozenset({"/livez", "/readyz", "/metrics"})


def init_rate_limits(app: Flask, settings: Settings) -> Limiter | None:
    """Read the client's address (and scheme) from the headers of the ``proxy_hops`` trusted proxies; install the
    rate limiter when the settings ask for one."""
    if (hops := settings.proxy_hops) > 0:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)  # type: ignore[method-assign]
    if not settings.rate_limit:
        return None

    # flask-limiter sets Retry-After on every answer it counts (to its window's reset), over the one an answer
    # carries. Flask calls after-request functions last registered first: this one, registered before the
    # limiter's, sees the answer after it and puts back what the answer said itself (none on a 200; a 503's own).
    @app.after_request
    def retry_after_where_it_means_something(response: Response) -> Response:
        if response.status_code != 429:
            own = g.pop("own_retry_after", None)
            if own is None:
                response.headers.pop("Retry-After", None)
            else:
                response.headers["Retry-After"] = own
        return response

    try:
        limiter = _limiter(app, settings, settings.redis_url)
    except Exception as exc:  # a cluster or Sentinel client connects at once, and may fail to
        log.warning("rate-limit storage unreachable at start, counting per process", extra={"error": repr(exc)})
        limiter = _limiter(app, settings, None)
    limiter.request_filter(lambda: request.path in _EXEMPT_PATHS)

    @app.after_request
    def remember_own_retry_after(response: Response) -> Response:  # runs before the limiter's
        g.own_retry_after = response.headers.get("Retry-After")
        return response

    return limiter


def _limiter(app: Flask, settings: Settings, redis_url: str | None) -> Limiter:
    """The limiter counting in ``redis_url`` (any of the cache's schemes) or in memory."""
    return Limiter(
        get_remote_address,
        app=app,
        application_limits=[settings.rate_limit] if settings.rate_limit else [],
        storage_uri=redis_url or "memory://",
        storage_options=_storage_options(redis_url, settings.redis_timeout) if redis_url else {},
        in_memory_fallback_enabled=True,
        headers_enabled=True,
        key_prefix="adj-limit",
        swallow_errors=True,
    )


def _storage_options(redis_url: str, timeout: float) -> dict[str, Any]:
    """Short timeouts and no retries (counting falls back to memory at once), for the Sentinels too."""
    options: dict[str, Any] = {"socket_connect_timeout": timeout, "socket_timeout": timeout,
                                  "retry": Retry(NoBackoff(), 0)}
    if "+sentinel" in redis_url.split("://", 1)[0]:
        options["sentinel_kwargs"] = dict(options)
    return options
