"""Optional rate limiting (flask-limiter), off unless ``ADJ_RATE_LIMIT`` is set.

Limits are counted per client address over the whole API, in Redis when ``REDIS_URL`` is set (so that every
worker and every replica shares them) and in memory otherwise; if Redis fails, counting falls back to memory
rather than failing requests. The health and metrics endpoints are never limited. A client over its limit gets a 429
with ``Retry-After`` and ``X-RateLimit-*`` headers.
"""

from __future__ import annotations

from flask import Flask, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

from adjudicator.web.settings import Settings

_EXEMPT_PATHS = frozenset({"/livez", "/readyz", "/metrics"})


def init_rate_limits(app: Flask, settings: Settings) -> Limiter | None:
    """Install the rate limiter when the settings ask for one."""
    if not settings.rate_limit:
        return None
    limiter = Limiter(
        get_remote_address,
        app=app,
        application_limits=[settings.rate_limit],
        storage_uri=settings.redis_url or "memory://",
        storage_options={"socket_connect_timeout": settings.redis_timeout, "socket_timeout": settings.redis_timeout}
        if settings.redis_url
        else {},
        in_memory_fallback_enabled=True,
        headers_enabled=True,
        key_prefix="adj-limit",
        swallow_errors=True,
    )
    limiter.request_filter(lambda: request.path in _EXEMPT_PATHS)
    return limiter
