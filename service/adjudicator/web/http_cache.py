"""HTTP caching of deterministic answers: a strong ETag from the answer's cache key, Cache-Control, 304s.

Every ``GET`` answer that the service caches itself (a deterministic answer: ``X-Cache: hit`` or ``miss``) carries

* ``ETag``: a strong validator derived from the answer's cache key (the operation, the canonical request and the
  engine version) and the service version, so equivalent requests share it and a new release changes it; a
  compressed answer's has its coding appended (``"…:gzip"``), as a strong validator must: here for the gzip bytes
  served as the cache stores them, by flask-compress for an answer it compresses;
* ``Cache-Control: public, max-age=N`` (``ADJ_HTTP_MAX_AGE`` seconds, default 3600; 0 gives ``no-cache``:
  store, but revalidate every time), so browsers and shared caches (CDNs) keep it;

and a request whose ``If-None-Match`` names the current ETag is answered ``304 Not Modified`` with no body. Answers
the service does not cache (random draws without a seed, errors) carry neither header, and neither do ``POST``
answers, which HTTP does not cache: the main look-ups have ``GET`` forms for that.
"""

from __future__ import annotations

import hashlib
import os
from typing import Any

from flask import Flask, Response, g, request

from adjudicator import __version__

#: seconds a browser or a shared cache may serve a GET answer without revalidating it
DEFAULT_MAX_AGE = 3600
#: The content codings the service compresses answers in (flask-compress's ``COMPRESS_ALGORITHM``).
OFFERED_CODINGS = ("gzip", "br")


def coding_weights(header: str) -> tuple[dict[str, float], float | None]:
    """The weight of each coding an ``Accept-Encoding`` value names (``x-gzip`` is ``gzip``) and that of ``*`` (None
    if it is not named). A malformed weight counts as 1, as flask-compress reads it."""
    weights: dict[str, float] = {}
    star: float | None = None
    for part in header.split(","):
        coding, *parameters = (piece.strip() for piece in part.split(";"))
        coding = coding.lower()
        if not coding:
            continue
        weight = next((p.split("=", 1)[1].strip() for p in parameters if p.lower().replace(" ", "").startswith("q=")),
                      None)
        try:
            quality = 1.0 if weight is None else float(weight)
        except ValueError:
            quality = 1.0
        if coding == "*":
            star = quality
        else:
            weights["gzip" if coding == "x-gzip" else coding] = quality
    return weights, star


def acceptable_codings(header: str) -> str:
    """An ``Accept-Encoding`` value without the codings it refuses (``q=0``, RFC 9110 §12.5.3), each remaining one as
    ``coding;q=N``, and ``*`` written out as the offered codings it stands for (those the value does not name), so
    that ``*, gzip;q=0`` still refuses gzip. A malformed weight counts as 1, as flask-compress reads it."""
    weights, star = coding_weights(header)
    if star is not None:
        weights = {**{coding: star for coding in OFFERED_CODINGS}, **weights}
    return ", ".join(f"{coding};q={quality:g}" for coding, quality in weights.items() if quality > 0)


def prefers_coding(header: str | None, coding: str) -> bool:
    """Whether a client sending ``Accept-Encoding: header`` takes ``coding`` (weight above 0, RFC 9110 §12.5.3) at
    least as gladly as any other coding of :data:`OFFERED_CODINGS`: then it is given the answer in ``coding``."""
    if not header:
        return False
    weights, star = coding_weights(header)

    def weight(name: str) -> float:
        return weights.get(name, 0.0 if star is None else star)

    mine = weight(coding)
    return mine > 0 and all(weight(other) <= mine for other in OFFERED_CODINGS)


def parse_max_age(raw: str | None) -> int:
    """``ADJ_HTTP_MAX_AGE``: a whole number of seconds, 0 or more."""
    if raw is None or raw.strip() == "":
        return DEFAULT_MAX_AGE
    try:
        value = int(raw)
    except ValueError:
        raise ValueError(f"ADJ_HTTP_MAX_AGE must be a whole number of seconds, got {raw!r}") from None
    if value < 0:
        raise ValueError(f"ADJ_HTTP_MAX_AGE must be 0 or more seconds, got {value}")
    return value


def entity_tag(answer_key: str) -> str:
    """The strong ETag (without quotes) of the answer stored under ``answer_key``."""
    return hashlib.sha256(f"{__version__}\0{answer_key}".encode()).hexdigest()[:40]


def init_http_caching(app: Flask) -> None:
    """Add validators and freshness to cacheable GET answers and answer conditional GETs with 304.

    Register it after the other extensions: Flask runs ``after_request`` functions in reverse order, so this one
    sees the answer before compression (which then adapts the ETag to the encoding and evaluates the condition
    for compressed answers).
    """
    configured: Any = app.config.get("ADJ_HTTP_MAX_AGE", os.environ.get("ADJ_HTTP_MAX_AGE"))
    max_age = parse_max_age(None if configured is None else str(configured))
    app.extensions["adjudicator.http_max_age"] = max_age
    freshness = f"public, max-age={max_age}" if max_age else "public, no-cache"

    @app.after_request
    def _http_caching(response: Response) -> Response:
        if request.method not in ("GET", "HEAD") or response.status_code != 200:
            return response
        key = g.get("answer_key")
        if g.get("cache_status") not in ("hit", "miss") or not key:
            return response
        coding = response.headers.get("Content-Encoding")  # the stored gzip bytes, served as they are
        response.set_etag(entity_tag(key) + (f":{coding}" if coding else ""))
        response.headers["Cache-Control"] = freshness
        response.make_conditional(request)  # 304 when If-None-Match names this representation
        return response
