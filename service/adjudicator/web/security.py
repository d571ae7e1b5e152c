"""The security headers: every answer carries ``X-Content-Type-Options: nosniff``, ``X-Frame-Options: DENY``,
``Referrer-Policy: no-referrer`` and a Content-Security-Policy. API answers (JSON, SVG) may load nothing and run
nothing; the HTML pages (the explorer, the API docs) run only their own scripts (the inline one of the docs by its
hash); none may be framed (``frame-ancestors 'none'``).

The request envelope (:mod:`adjudicator.web.observability`) adds the headers an answer does not set itself; an HTML
page gets its own policy first, from :func:`init_page_policy`'s hook, which needs the page's body.
"""

from __future__ import annotations

import base64
import hashlib
import re

from flask import Flask, Response

#: API answers (JSON, SVG): nothing to load, nothing to run, never framed.
API_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'"
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


def init_page_policy(app: Flask) -> None:
    """Give every HTML page the policy of its own inline scripts (a static file, streamed, has none)."""

    @app.after_request
    def _page_policy(response: Response) -> Response:
        if response.content_type.startswith("text/html") and "Content-Security-Policy" not in response.headers:
            streamed = response.direct_passthrough or response.is_streamed
            response.headers["Content-Security-Policy"] = (
                _PAGE_POLICY.format(hashes="") if streamed else page_policy(response.get_data())
            )
        return response
