"""The HTTP layer: a flask-smorest app that adapts the rules library in ``adjudicator.games``."""

from __future__ import annotations

import gc
import io
from collections.abc import Callable
from typing import Any, ClassVar

from flask import Flask, redirect, request
from flask_compress import Compress
from flask_smorest import abort
from flask_swagger_ui import get_swaggerui_blueprint
from werkzeug.wrappers import Response

from adjudicator import ENGINE_VERSION, __version__
from adjudicator.web.api import Api
from adjudicator.web.cache import init_request_cache, make_cache
from adjudicator.web.cors import init_cors
from adjudicator.web.examples import ResponseExamples
from adjudicator.web.fastlane import init_fast_lane
from adjudicator.web.guard import init_guard
from adjudicator.web.http_cache import OFFERED_CODINGS, acceptable_codings, init_http_caching
from adjudicator.web.limits import init_rate_limits
from adjudicator.web.observability import configure_logging, init_observability
from adjudicator.web.settings import Settings
from adjudicator.web.stored import COMPRESS_MIN_SIZE

API_DESCRIPTION = """\
Stateless rules adjudication for Cetkaik (机戦), Lauzait Cep! and the other games of the Lanerme seeds.

Send a position, hand or play; get back what is legal, how a play resolves (with the exact probability of
every stick cast), and what everything scores. Probabilities are exact: every one is given as a fraction
string and as a float. Bad input answers 422 with a message naming the field; an illegal play is not an
error but an adjudication (`legal: false` with the reason). Deterministic answers are cached (`X-Cache`).
"""


class _App(Flask):
    """Flask, minus a per-request cost: whether a hook or view is a coroutine function is asked once per function.

    Flask asks it of every hook and view on every request (a dozen ``inspect`` calls each time); none of ours is.
    The answer is kept by the function itself, not by the bound method Flask is given: a class-based view is a new
    object on every request, and keeping its methods would keep every one of them.
    """

    _is_coroutine: ClassVar[dict[Callable[..., Any], bool]] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        key = getattr(func, "__func__", func)
        known = self._is_coroutine.get(key)
        if known is None:
            known = self._is_coroutine[key] = super().ensure_sync(func) is not func
        return super().ensure_sync(func) if known else func


def tune_worker_gc() -> None:
    """Run the garbage collector as a worker does once the app is loaded (gunicorn's ``post_fork``).

    The app loaded before the fork never becomes garbage: frozen, the collector does not walk it again and again (a
    full collection holds every thread of the worker); and it collects less often while a request allocates a lot.
    """
    gc.freeze()
    gc.set_threshold(50_000, 20, 20)


def create_app(settings: Settings | None = None, *, document: bool = True, **overrides: Any) -> Flask:
    """Build the WSGI application (settings from the environment unless given).

    ``document=False`` leaves the OpenAPI document to be built when it is first asked for (``/openapi.json``): the
    tests build an app for every test. A server builds it at once, before its workers fork.
    """
    settings = settings or Settings.from_env()
    configure_logging(settings.log_level)
    app = _App("adjudicator")
    app.config.update(
        API_TITLE="adjudicator",
        API_VERSION=__version__,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        JSON_SORT_KEYS=False,
        API_SPEC_OPTIONS={
            "info": {
                "description": API_DESCRIPTION,
                "license": {"name": "MIT", "identifier": "MIT"},
                "x-engine-version": ENGINE_VERSION,
            },
            "servers": [{"url": "/", "description": "this server"}],
        },
    )
    app.config.update(overrides)
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    app.extensions["adjudicator.settings"] = settings
    app.extensions["adjudicator.cache"] = make_cache(
        settings.redis_url, settings.cache_size, settings.cache_ttl, settings.redis_timeout,
        max_bytes=settings.cache_bytes, max_entry_bytes=settings.cache_entry_bytes, secret=settings.cache_secret,
    )

    api = Api(app, spec_kwargs={"extra_plugins": [ResponseExamples()]}, lazy_document=not document)
    from adjudicator.web import health
    from adjudicator.web.endpoints import register_all

    api.register_blueprint(health.blp)
    register_all(api)

    app.register_blueprint(
        get_swaggerui_blueprint("/docs", "/openapi.json", config={"app_name": "adjudicator API"}),
        url_prefix="/docs",
    )

    @app.get("/")
    def index() -> Response:
        return redirect("/explorer/")

    @app.after_request
    def relative_redirects(response: Response) -> Response:
        """A redirect names its target relative to this server (``/docs`` → ``/docs/``), never by the client's
        ``Host``: werkzeug's trailing-slash redirects are absolute URLs built from it, and a shared cache would keep
        a 308 pointing at whatever host (and without whatever port) one client sent."""
        location = response.headers.get("Location")
        if location and 300 <= response.status_code < 400:
            here = request.host_url
            if location.startswith(here):
                response.headers["Location"] = "/" + location[len(here):]
        return response

    @app.before_request
    def refuse_oversized_streams() -> None:
        """Refuse (413) a body sent without Content-Length (chunked) that is over the limit.

        werkzeug enforces MAX_CONTENT_LENGTH on such a stream by stopping at the limit, so the view would read the
        first ``max_body_bytes`` as if they were the whole body; read one byte more and refuse instead.
        """
        environ = request.environ
        if environ.get("CONTENT_LENGTH") in (None, "") and environ.get("wsgi.input_terminated"):
            data = environ["wsgi.input"].read(settings.max_body_bytes + 1)
            if len(data) > settings.max_body_bytes:
                abort(413)  # the message naming the limit is the one of every 413 (Api.handle_http_exception)
            environ["wsgi.input"] = io.BytesIO(data)
            environ["CONTENT_LENGTH"] = str(len(data))

    init_compression(app)  # first, so that it runs last and merges its Vary with CORS's
    init_cors(app)
    init_observability(app)
    init_rate_limits(app, settings)
    init_request_cache(app)
    init_guard(app, settings)
    init_http_caching(app)  # last: it sees each answer first, before compression
    init_fast_lane(app, settings)  # in front of Flask, once every route and extension is in place
    return app


def init_compression(app: Flask) -> None:
    """Compress JSON answers of 500 bytes or more: gzip, or br when the client prefers it (``Accept-Encoding``).

    A cached answer is stored gzipped and served as it is stored (:func:`~adjudicator.web.stored.answer_response`),
    so flask-compress leaves it alone (it has its ``Content-Encoding``); it compresses the answers that are not
    cached (errors, unseeded casts) and those of clients that prefer br, afresh each time.
    """
    app.config.setdefault("COMPRESS_MIMETYPES", ["application/json"])
    app.config.setdefault("COMPRESS_ALGORITHM", list(OFFERED_CODINGS))
    app.config.setdefault("COMPRESS_MIN_SIZE", COMPRESS_MIN_SIZE)
    Compress(app)

    @app.before_request
    def honour_refused_codings() -> None:
        """flask-compress reads ``gzip;q=0`` as a coding the client accepts (and ``gzip; q=0.5`` as ``q=1``): it is
        given the header with the refused codings left out and the others written as it parses them."""
        raw = request.environ.get("HTTP_ACCEPT_ENCODING")
        if raw:
            request.environ["HTTP_ACCEPT_ENCODING"] = acceptable_codings(raw)
