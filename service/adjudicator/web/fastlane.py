"""The fast lane: the hot operations answered without Flask's request machinery, exactly as Flask would answer them.

A legal-move list costs the rules library about 0.05 ms of a core; around it, Flask's request and response objects,
its contexts, routing and hooks cost more than the library call again on every request. An operation declared
``fast=True`` (a cheap, bounded POST answering JSON: the legal-move list, applying a move) is answered here, inside
the envelope (:func:`~adjudicator.web.observability.init_observability`: the request id, the security headers, the
metrics and the access log are the envelope's, the same for both paths), when the lane can answer it as Flask would:
the body read once and validated by the operation's own schema, answered through the same answer path
(:meth:`~adjudicator.web.api.Operation.answer`'s: the declared cost and the limits of one request, admission, the
answer cache, single flight, the cost audit) under the same deadline, the request's own cache key pointing to its
answer, with the same status, headers and body.

Everything else goes to Flask as it came:

- a request the lane does not take: another method or path, no ``Content-Length`` or a body larger than
  ``ADJ_HEAVY_BODY_BYTES``, a body that is not JSON, an ``Origin`` header while CORS is on (or CORS for every
  origin), a rate limit (``ADJ_RATE_LIMIT``), a request that waited at the proxy past its time budget, a client that
  takes a coding the answer would have to be compressed in (the cache off, or a coding it prefers to the stored
  gzip);
- a request the lane took whose answer is not a 200 answer the lane can send: its body is handed to Flask as it
  came, which answers it (a 422 naming the field, a 503, an answer to compress) with its own shape and headers. A
  request the lane stopped at its deadline is handed over marked so (:data:`~adjudicator.web.guard.PAST_DEADLINE`)
  and answered 503 at once.

``ADJ_FAST_LANE=0`` turns the lane off. ``tests/api/test_fast_lane.py`` sends the same requests to the service with
and without it, in each configuration the lane reads, and checks every answer is the same.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

import marshmallow as ma
from flask import Flask, g
from webargs import core as webargs_core

from adjudicator.web.api import REGISTRY, Operation, json_body
from adjudicator.web.cache import RequestCache
from adjudicator.web.deadlines import DeadlineExceeded, within
from adjudicator.web.guard import PAST_DEADLINE, waited
from adjudicator.web.http_cache import OFFERED_CODINGS, acceptable_codings, coding_weights, prefers_coding
from adjudicator.web.observability import CACHE_STATUS, DISPATCH, ENDPOINT
from adjudicator.web.settings import Settings
from adjudicator.web.stored import COMPRESS_MIN_SIZE, STORED_CODING, answer_body

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def _accepted_codings(header: str | None) -> tuple[str, bool]:
    """``Accept-Encoding`` as the answer path reads it (the codings refused left out), and whether it takes any coding
    the service offers (an answer of 500 bytes or more would then be compressed for it)."""
    if not header:
        return "", False
    accepted = acceptable_codings(header)
    weights, star = coding_weights(accepted)
    return accepted, any(weights.get(coding, 0.0 if star is None else star) > 0 for coding in OFFERED_CODINGS)


class _Taken(NamedTuple):
    """What the lane read of a request it takes: the body's length and content type, the codings the client takes
    (and whether it takes any the service offers), and the seconds left of its time budget."""

    length: int
    mimetype: str
    accepted: str
    compressible: bool
    budget: float


class FastLane:
    """The WSGI app inside the envelope: the fast operations answered here, everything else by Flask."""

    def __init__(self, app: Flask, settings: Settings, flask_app: WSGIApp) -> None:
        self.app = app
        self.settings = settings
        self.flask = flask_app
        self.requests: RequestCache = app.extensions["adjudicator.request_cache"]
        self.stores = app.extensions["adjudicator.cache"].stores
        origins = app.extensions.get("adjudicator.cors_origins") or []
        #: named origins: every answer varies on Origin, and a request sending one is Flask's
        self.cors = bool(origins)
        self.open = not settings.rate_limit and origins != ["*"]
        self.vary = "Accept-Encoding, Origin" if self.cors else "Accept-Encoding"
        self.routes: dict[str, tuple[Operation, str]] = {}
        for rule in app.url_map.iter_rules():
            op = REGISTRY.get(rule.endpoint.rpartition(".")[2])
            if op is not None and op.fast and op.path == rule.rule and "POST" in (rule.methods or ()):
                self.routes[rule.rule] = (op, rule.endpoint)

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        route = self.routes.get(environ.get("PATH_INFO", "")) if environ.get("REQUEST_METHOD") == "POST" else None
        taken = self._taken(environ) if route is not None and self.open else None
        if route is None or taken is None:
            return self.flask(environ, start_response)
        body = environ["wsgi.input"].read(taken.length)
        environ["wsgi.input"] = io.BytesIO(body)  # whatever happens next, Flask can read the body as it came
        answered = self._answer(*route, environ, body, taken) if len(body) == taken.length else None
        if answered is None:
            environ.pop(ENDPOINT, None)
            environ.pop(CACHE_STATUS, None)
            return self.flask(environ, start_response)
        headers, out = answered
        start_response("200 OK", headers)
        return [out]

    def _taken(self, environ: dict[str, Any]) -> _Taken | None:
        """What the lane reads of a request it takes (see the module's docstring), else None."""
        raw = environ.get("CONTENT_LENGTH") or ""
        if not raw.isdigit():
            return None
        length = int(raw)
        if length > self.settings.heavy_body_bytes or length > self.settings.max_body_bytes:
            return None
        mimetype = str(environ.get("CONTENT_TYPE", "")).partition(";")[0].strip().lower()
        if not webargs_core.is_json(mimetype):
            return None
        if self.cors and "HTTP_ORIGIN" in environ:
            return None
        accepted, compressible = _accepted_codings(environ.get("HTTP_ACCEPT_ENCODING"))
        if compressible and not (self.stores and prefers_coding(accepted, STORED_CODING)):
            return None  # an answer of 500 bytes or more would be compressed for this client (not served as stored)
        budget = self.settings.deadline - waited(self.settings, environ.get("HTTP_X_REQUEST_START"))
        if budget <= 0:
            return None
        return _Taken(length, mimetype, accepted, compressible, budget)

    def _answer(self, op: Operation, endpoint: str, environ: dict[str, Any], body: bytes, taken: _Taken
                ) -> tuple[list[tuple[str, str]], bytes] | None:
        """The headers and body of the 200 Flask would send, or None to hand the request to Flask."""
        context = self.app.app_context()
        context.push()
        try:
            g.endpoint = endpoint
            key = self.requests.key("POST", environ.get("PATH_INFO", ""),
                                    environ.get("QUERY_STRING", "").encode("latin-1"), taken.mimetype,
                                    len(body), lambda: body)
            found = self.requests.find(key, endpoint) if key is not None else None
            if found is not None:
                answer, _, _ = found
                status = cache_status = "hit"
            else:
                try:
                    args = op.load(json_body(body))
                except (ValueError, RecursionError, ma.ValidationError):
                    return None  # Flask answers the 422
                charge = op.charge(args)
                try:
                    answer, status = within(taken.budget, lambda: op._find_or_compute(args, charge, method="POST"))
                except DeadlineExceeded:
                    environ[PAST_DEADLINE] = True
                    return None
                cache_status = g.get("cache_status") or status
            out, headers = answer_body(answer, status, taken.accepted)
            if taken.compressible and not _encoded(headers) and len(out) >= COMPRESS_MIN_SIZE:
                return None  # an answer Flask compresses for this client (not stored: too large or not cacheable)
            answer_key = g.get("answer_key")
            if found is None and key is not None and answer_key and cache_status in ("hit", "miss"):
                self.requests.point(key, answer_key, endpoint, op.mimetype)
            headers += [("Content-Type", op.mimetype), ("Content-Length", str(len(out))), ("Vary", self.vary)]
            environ[ENDPOINT] = endpoint
            environ[CACHE_STATUS] = cache_status
            return headers, out
        except Exception:
            return None
        finally:
            context.pop()


def _encoded(headers: list[tuple[str, str]]) -> bool:
    return any(name == "Content-Encoding" for name, _ in headers)


def init_fast_lane(app: Flask, settings: Settings) -> FastLane | None:
    """Put the fast lane in front of Flask, inside the envelope (unless ``ADJ_FAST_LANE`` is 0)."""
    if not settings.fast_lane:
        return None
    lane = FastLane(app, settings, app.extensions[DISPATCH])
    app.extensions[DISPATCH] = lane
    return lane

