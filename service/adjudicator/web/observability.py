"""What every request gets: its id, the headers every answer carries, Prometheus metrics and JSON logs.

Every answer carries ``X-Content-Type-Options: nosniff``, ``X-Frame-Options: DENY``, ``Referrer-Policy:
no-referrer`` and a Content-Security-Policy: API answers (JSON, SVG) may load nothing but the service's own font and
run nothing; the HTML pages (the explorer, the API docs) run only their own scripts (the inline one of the docs by its
hash); none may be framed.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import os
import re
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

import orjson
from flask import Flask, Response, g, has_app_context, request
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client import multiprocess as prom_multiprocess

from adjudicator import ENGINE_VERSION

_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")

REQUESTS = Counter(
    "adjudicator_requests_total", "Requests answered", ["operation", "method", "status"]
)
LATENCY = Histogram(
    "adjudicator_request_seconds",
    "Time to answer a request",
    ["operation"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
CACHE = Counter("adjudicator_cache_total", "Answer cache lookups", ["operation", "result"])
REFUSED = Counter(
    "adjudicator_refused_total", "Requests refused to protect the service: busy (heavy slots taken) or deadline",
    ["reason"],
)
COMPUTATIONS = Counter(
    "adjudicator_computations_total", "Answers computed (cache misses that ran the computation)", ["operation"]
)


#: The labelled series of each metric met so far, by label values (prometheus_client's ``labels()`` takes a lock
#: and checks its arguments on every call). Bounded: the labels are endpoints, known methods, statuses and cache
#: results.
_CHILDREN: dict[tuple[Any, ...], Any] = {}
_UNCOUNTED = frozenset({"ops.Metrics", "ops.Livez", "ops.Readyz"})


def _child(metric: Any, *labels: str) -> Any:
    """``metric.labels(*labels)``, looked up once per label values."""
    key = (id(metric), *labels)
    child = _CHILDREN.get(key)
    if child is None:
        child = _CHILDREN[key] = metric.labels(*labels)
    return child


#: Where a request answered outside Flask (:mod:`adjudicator.web.fastlane`) names its endpoint and cache result in
#: the WSGI environ (and its endpoint in ``g``, for the computations counted while it is answered).
ENDPOINT = "adjudicator.endpoint"
CACHE_STATUS = "adjudicator.cache_status"


def count_computation() -> None:
    """Count one computation of the current request's operation."""
    try:
        endpoint = g.get("endpoint")  # a request answered in the fast lane names it
    except RuntimeError:  # outside an app context
        endpoint = None
    if endpoint is None:
        try:
            endpoint = request.endpoint or "unmatched"
        except RuntimeError:  # outside a request
            endpoint = "none"
    _child(COMPUTATIONS, endpoint).inc()

#: The methods counted under their own name; any other (clients may send any token) is counted as "other", so
#: that no client can create metric series at will. The operation label is the matched endpoint or "unmatched".
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def method_label(method: str) -> str:
    """The method as a metric label: one of the known methods, or "other"."""
    return method if method in KNOWN_METHODS else "other"

_STANDARD_ATTRS = set(logging.LogRecord("", 0, "", 0, "", None, None).__dict__) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """One JSON object per log line, with the request id when there is one."""

    _second: tuple[int, str] = (-1, "")

    def _time(self, record: logging.LogRecord) -> str:
        second = int(record.created)
        if self._second[0] != second:  # the date and time of day are formatted once a second
            self._second = (second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second)))
        return f"{self._second[1]}.{int(record.msecs):03d}Z"

    def format(self, record: logging.LogRecord) -> str:
        """Render the record as JSON."""
        entry: dict[str, Any] = {
            "time": self._time(record),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in record.__dict__.items():
            if key not in _STANDARD_ATTRS and not key.startswith("_"):
                entry[key] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        try:
            return orjson.dumps(entry, default=str).decode()
        except TypeError:  # an integer beyond 64 bits in an extra field
            return json.dumps(entry, ensure_ascii=False, default=str)


class _RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        try:
            rid = request.environ.get(REQUEST_ID)
        except RuntimeError:  # outside a request
            rid = None
        if rid and not hasattr(record, "request_id"):
            record.request_id = rid
        return True


def configure_logging(level: str) -> None:
    """Send the service's logs to stderr as JSON lines (once per process)."""
    logger = logging.getLogger("adjudicator")
    logger.setLevel(level)
    if not any(getattr(h, "_adjudicator", False) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(JsonFormatter())
        handler.addFilter(_RequestIdFilter())
        handler._adjudicator = True  # type: ignore[attr-defined]
        logger.addHandler(handler)
        logger.propagate = False


# --- security headers ---------------------------------------------------------------------------------------

#: API answers (JSON, SVG): nothing to run, nothing to load but the service's own font (the pictures' characters),
#: never framed.
API_POLICY = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src 'self'; frame-ancestors 'none'; "
              "base-uri 'none'")
#: HTML pages: their own scripts, styles and data only; never framed; forms and <base> pinned.
_PAGE_POLICY = ("default-src 'self'; script-src 'self'{hashes}; style-src 'self' 'unsafe-inline'; "
                "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
                "form-action 'self'; frame-ancestors 'none'")
_INLINE_SCRIPT = re.compile(rb"<script>(.*?)</script>", re.S)
_PAGE_POLICIES: dict[bytes, str] = {}

#: The headers every answer carries (by lower-case name), unless it sets its own.
SECURITY_HEADERS = {
    "x-content-type-options": ("X-Content-Type-Options", "nosniff"),
    "content-security-policy": ("Content-Security-Policy", API_POLICY),
    "x-frame-options": ("X-Frame-Options", "DENY"),
    "referrer-policy": ("Referrer-Policy", "no-referrer"),
}


def add_security_headers(headers: list[tuple[str, str]]) -> None:
    """Add to an answer's WSGI headers each security header it does not set itself."""
    present = {name.lower() for name, _ in headers}
    headers.extend(header for name, header in SECURITY_HEADERS.items() if name not in present)


def page_policy(html: bytes) -> str:
    """The CSP of an HTML page: its inline scripts are allowed by their SHA-256 hashes, nothing else inline."""
    digest = hashlib.sha256(html).digest()
    policy = _PAGE_POLICIES.get(digest)
    if policy is None:
        hashes = "".join(
            f" 'sha256-{base64.b64encode(hashlib.sha256(script).digest()).decode()}'"
            for script in _INLINE_SCRIPT.findall(html)
        )
        policy = _PAGE_POLICY.format(hashes=hashes)
        if len(_PAGE_POLICIES) < 64:
            _PAGE_POLICIES[digest] = policy
    return policy


def _page_policy(response: Response) -> Response:
    """Give an HTML page the policy of its own inline scripts (a static file, streamed, has none) before the envelope
    adds the other security headers."""
    if response.content_type.startswith("text/html") and "Content-Security-Policy" not in response.headers:
        streamed = response.direct_passthrough or response.is_streamed
        response.headers["Content-Security-Policy"] = (
            _PAGE_POLICY.format(hashes="") if streamed else page_policy(response.get_data())
        )
    return response


# --- the envelope ---------------------------------------------------------------------------------------------


#: Where the request's id is kept in the WSGI environ (for the log lines written while it is answered).
REQUEST_ID = "adjudicator.request_id"
#: The app extension that answers inside the envelope (Flask's own WSGI app, or the fast lane in front of it).
DISPATCH = "adjudicator.dispatch"


def init_observability(app: Flask) -> None:
    """Wrap the app in the envelope every request goes through, the WSGI layer just inside Flask.

    It gives the request its id (the client's ``X-Request-ID`` when well formed). When the answer starts (after
    every ``after_request`` function, the request context still active) it adds the request id, the engine version
    and the security headers to the final header list, counts and times the answer and writes the access log. An
    HTML page gets its own policy first, from an ``after_request`` function (it needs the page's body).
    """
    app.after_request(_page_policy)  # registered after compression's, so it runs before it: on the plain body
    access = logging.getLogger("adjudicator.access")
    # what answers inside the envelope: Flask, unless the fast lane is put in front of it (DISPATCH)
    app.extensions[DISPATCH] = app.wsgi_app
    extensions = app.extensions

    def envelope(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        incoming = environ.get("HTTP_X_REQUEST_ID", "")
        request_id = environ[REQUEST_ID] = incoming if _REQUEST_ID.match(incoming) else os.urandom(16).hex()
        started = time.perf_counter()

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            elapsed = time.perf_counter() - started
            headers.append(("X-Request-ID", request_id))
            headers.append(("X-Engine-Version", ENGINE_VERSION))
            add_security_headers(headers)
            req = environ.get("werkzeug.request")
            if ENDPOINT in environ:  # answered in the fast lane
                operation, cache_status = environ[ENDPOINT], environ.get(CACHE_STATUS)
            else:
                rule = None if req is None else req.url_rule
                operation = "unmatched" if req is None or rule is None else req.endpoint or rule.rule
                cache_status = None
            if operation not in _UNCOUNTED:
                method, code = environ.get("REQUEST_METHOD", ""), int(status[:3])
                _child(REQUESTS, operation, method_label(method), str(code)).inc()
                _child(LATENCY, operation).observe(elapsed)
                if cache_status is None:
                    cache_status = g.get("cache_status") if has_app_context() else None
                if cache_status:
                    _child(CACHE, operation, cache_status).inc()
                if access.isEnabledFor(logging.INFO):
                    path = environ.get("PATH_INFO", "") if req is None or ENDPOINT in environ else req.path
                    access.info("request", extra={"method": method[:16], "path": path[:256], "status": code,
                                                  "duration_ms": round(elapsed * 1000, 3), "cache": cache_status,
                                                  "engine_version": ENGINE_VERSION})
            return start_response(status, headers, exc_info)

        dispatch: Callable[..., Iterable[bytes]] = extensions[DISPATCH]
        return dispatch(environ, start)

    app.wsgi_app = envelope  # type: ignore[method-assign]


def render_metrics() -> Response:
    """Expose the metrics in the Prometheus text format (aggregated over gunicorn workers when configured)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        prom_multiprocess.MultiProcessCollector(registry)
        data = generate_latest(registry)
    else:
        data = generate_latest()
    return Response(data, mimetype=CONTENT_TYPE_LATEST.split(";")[0], headers={"Content-Type": CONTENT_TYPE_LATEST})
