"""Cross-origin requests (CORS) from browser apps on other origins, through flask-cors; off unless configured.

``ADJ_CORS_ORIGINS`` lists the origins allowed to call the API from a browser, separated by commas or spaces
(``https://app.example, http://localhost:5173``), or ``*`` for any origin. Unset or empty: no
``Access-Control-*`` header is ever sent, so browsers keep pages of other origins from reading answers.

When set, the API (``/v1/...``) and the OpenAPI document answer preflights (``OPTIONS`` with
``Access-Control-Request-Method``) for the allowed origins, with the methods and request headers a client
uses, cached by the browser for ``max_age`` seconds; answers to allowed origins expose the headers a client
reads (request id, cache status, ETag, rate-limit and retry headers). No credentials are involved: the service
has no cookies or sessions. An origin that is not allowed gets no ``Access-Control-*`` header at all.

An origin is allowed when it equals a configured one exactly, as browsers compare them (``https://APP.example``
is not ``https://app.example``), and ``Access-Control-Allow-Origin`` is only sent to a request that names an
allowed ``Origin``. Since the answer then depends on the request's ``Origin``, every answer of a path CORS covers
carries ``Vary: Origin`` (a shared cache keeps one copy per origin instead of serving one origin's answer to
another). With ``*`` the answer is the same for every origin (``Access-Control-Allow-Origin: *``, always sent),
so it needs no ``Vary``.
"""

from __future__ import annotations

import os
import re
from typing import Any

from flask import Flask, Response, request
from flask_cors import CORS

#: the request headers a browser app may send
ALLOWED_HEADERS = ("Content-Type", "Accept", "Accept-Encoding", "If-None-Match", "X-Request-ID")
#: the answer headers a browser app may read (beyond the CORS-safelisted ones)
EXPOSED_HEADERS = (
    "X-Request-ID", "X-Cache", "ETag", "Retry-After", "Deprecation", "Link",
    "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset",
)
#: what the preflight answers cover
RESOURCES = (r"/v1/.*", r"/openapi\.json")
#: seconds a browser may keep a preflight's answer
MAX_AGE = 86400

_ORIGIN = re.compile(r"^https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?$|^https?://\[[0-9A-Fa-f:.]+\](?::[0-9]{1,5})?$")


def parse_origins(raw: str | None) -> list[str]:
    """The allowed origins of an ``ADJ_CORS_ORIGINS`` value (empty: CORS off).

    Each must be an origin as browsers send it: scheme, host and optional port, no path or trailing slash.
    """
    origins = re.findall(r"[^\s,]+", raw or "")
    if "*" in origins:
        if len(origins) > 1:
            raise ValueError("ADJ_CORS_ORIGINS: '*' allows every origin and cannot be combined with others")
        return ["*"]
    for origin in origins:
        if not _ORIGIN.match(origin):
            raise ValueError(
                f"ADJ_CORS_ORIGINS: {origin!r} is not an origin; write scheme://host[:port] without a path, "
                "such as https://app.example or http://localhost:5173"
            )
    return origins


def init_cors(app: Flask) -> list[str]:
    """Install CORS for the configured origins (``app.config["ADJ_CORS_ORIGINS"]``, else the environment).

    Returns the allowed origins (empty: CORS is off and nothing is installed).
    """
    configured: Any = app.config.get("ADJ_CORS_ORIGINS", os.environ.get("ADJ_CORS_ORIGINS"))
    origins = parse_origins(configured if isinstance(configured, str) or configured is None else ",".join(configured))
    app.extensions["adjudicator.cors_origins"] = origins
    if not origins:
        return origins
    anyone = origins == ["*"]
    options = {
        # compared exactly (flask-cors compares literal origins without regard to case)
        "origins": "*" if anyone else [re.compile(r"\A" + re.escape(origin) + r"\Z") for origin in origins],
        "methods": ["GET", "POST", "OPTIONS"],
        "allow_headers": list(ALLOWED_HEADERS),
        "expose_headers": list(EXPOSED_HEADERS),
        "max_age": MAX_AGE,
        "supports_credentials": False,
        "vary_header": True,
        # any origin: answer "*" itself rather than echo the origin, so that shared caches keep one copy
        "send_wildcard": anyone,
        # named origins: only to a request that sends an allowed Origin
        "always_send": anyone,
    }
    CORS(app, resources={pattern: options for pattern in RESOURCES})
    if not anyone:
        covered = re.compile("|".join(f"(?:{pattern})" for pattern in RESOURCES))

        @app.after_request
        def vary_on_origin(response: Response) -> Response:
            """Every answer of a covered path depends on the request's Origin, whether it was sent or not."""
            if covered.fullmatch(request.path) and "origin" not in response.vary:
                response.vary.add("Origin")
            return response
    return origins
