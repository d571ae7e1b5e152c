"""Operations: each HTTP operation of the service declared once, answered through one compute-cache-encode path.

How to declare an operation
---------------------------

Make an :class:`Operations` group per game (it is the flask-smorest blueprint of ``/v1/<game>``) and decorate
the function that computes the answer::

    ops = Operations("sticks", "/v1/sticks", "The throwing sticks ...")

    @ops.get("/distribution", DistributionQuery, StickDistribution)
    def get_stick_distribution(sticks: int) -> JSON:     <- its name is the operationId
        \"\"\"Get the exact distribution of a cast      <- the summary (first line) and description (the rest)\"\"\"
        return {"sticks": sticks, "outcomes": [...]}

* The request schema (a marshmallow schema: JSON body for ``post``, query string for ``get``) validates the
  request and describes it in the OpenAPI document. Its fields load library objects directly (a position field
  gives a :class:`~adjudicator.games.cetkaik.position.Position`, a ruleset field a ``Ruleset``; see
  :func:`adjudicator.web.fields.library_field`), so the function receives them as keyword arguments and never
  parses the body again. Give every optional field a ``load_default`` (or its parameter a default).
* The function returns the answer as JSON data (dicts, lists, strings, numbers) or library objects, which the
  encoder writes by their ``to_json`` (:func:`~adjudicator.web.derived.written`): a result whose response schema
  is derived from its class (:func:`~adjudicator.web.derived.response_schema`) is returned as it is, or as an
  :class:`~adjudicator.web.derived.Answer` with the fields the operation adds. It is encoded once with orjson; the
  response schema only documents it (a test checks every answer of the suite against the document).
* A :class:`~adjudicator.games.errors.RulesError` (any ``ValueError``) raised by the function is bad input: a
  422 naming ``exc.field``. Wrap library calls whose errors name a part of the request with
  ``with under("position"):`` so that the field path starts from the top of the request.
* Answers are cached under the canonical request (the loaded arguments; library objects by their text or JSON
  form). ``cacheable=lambda args: args["seed"] is not None`` opts out for unseeded randomness; ``key=`` gives
  another canonical form when the arguments are not it.

Every declared operation is in :data:`REGISTRY` (operationId -> :class:`Operation`): ``op.load(raw)`` validates
a raw request exactly as the HTTP route does and ``op.answer(args)`` answers it through the cache.

The same group declares the two other kinds of operation, so that every route of the API is declared here:
``ops.get_form(...)``, the GET form of a declared POST operation (its answer and cache entry, addressable by URL:
:data:`GET_FORMS`), and ``@ops.direct(...)``, an operation whose function answers the HTTP response itself, outside
the answer path (``run_batch``). The health and metrics routes are the service's own, not the API's operations.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

import marshmallow as ma
import orjson
from flask import Response, current_app, g, request
from flask_smorest import Api as _Api
from flask_smorest import Blueprint as _Blueprint
from flask_smorest import abort
from marshmallow.validate import OneOf
from webargs import core as webargs_core
from webargs.flaskparser import FlaskParser
from webargs.flaskparser import abort as webargs_abort
from werkzeug.exceptions import HTTPException

from adjudicator.games.errors import RulesError
from adjudicator.web.costs import Charge, Cost
from adjudicator.web.deadlines import shielded, undo_at_end
from adjudicator.web.derived import written
from adjudicator.web.errors import (
    ErrorSchema,
    describe,
    error_paths,
    unknown_parameters,
    unprocessable,
    wrong_type,
)
from adjudicator.web.fields import Boolean, Distinct
from adjudicator.web.loader import SchemaLoader, loader_of
from adjudicator.web.stored import (
    KEY_PREFIX,
    StoredAnswer,
    answer_response,
    pack_answer,
    plain_answer,
    unpack_answer,
)

#: Plain JSON data as operations return it.
JSON = Any
#: What an operation answers: a response schema, or the JSON Schema of a body that is not JSON.
Response_ = type[ma.Schema] | dict[str, Any]
Location = Literal["json", "query"]


class Api(_Api):  # type: ignore[misc]
    """flask-smorest's Api with JSON errors that keep the exception's headers and name the offending field.

    ``lazy_document=True``: the blueprints' routes are registered at once, their OpenAPI documentation (most of the
    cost of building an app: about 0.4 s) only when the document is first asked for (:attr:`spec`), in the order they
    were registered, so that the document is the same. For the tests, which build an app for every test.
    """

    ERROR_SCHEMA = ErrorSchema

    def __init__(self, app: Any = None, *, lazy_document: bool = False, **kwargs: Any) -> None:
        #: The blueprints registered and not documented yet (name, blueprint, parameters); None: documented at once.
        self._undocumented: list[tuple[str, Any, Any]] | None = [] if lazy_document else None
        super().__init__(app, **kwargs)

    @property
    def spec(self) -> Any:
        """The OpenAPI document (an ``apispec.APISpec``), with every blueprint registered so far documented."""
        pending = self._undocumented
        if pending:
            self._undocumented = []
            for name, blp, parameters in pending:
                blp.register_views_in_doc(self, self._app, self._spec, name=name, parameters=parameters)
                self._spec.tag({"name": name, "description": blp.description})
        return self._spec

    @spec.setter
    def spec(self, value: Any) -> None:
        self._spec = value

    def register_blueprint(self, blp: Any, *, parameters: Any = None, **options: Any) -> None:
        """Register a blueprint's routes, and document it now or (``lazy_document``) when the document is asked for."""
        if self._undocumented is None:
            super().register_blueprint(blp, parameters=parameters, **options)
            return
        name = options.get("name", blp.name)
        self._app.extensions["flask-smorest"]["blp_name_to_api"][name] = self
        self._app.register_blueprint(blp, **options)
        self._undocumented.append((name, blp, parameters))

    def _init_spec(self, **options: Any) -> None:
        super()._init_spec(**options)
        self.ma_plugin.converter.add_attribute_function(dict_keys_and_size)
        self.ma_plugin.converter.add_attribute_function(unique_items)

    def handle_http_exception(self, error: HTTPException) -> Any:
        """Answer an HTTP error as JSON, keeping e.g. the ``Allow`` header of a 405."""
        payload, code, headers = super().handle_http_exception(error)
        merged = {k: v for k, v in error.get_headers() if k.lower() != "content-type"}
        merged.update(headers or {})
        if code == 422 and "errors" in payload:
            payload["errors"], message = error_paths(payload["errors"])
            payload.setdefault("message", message)
        if code == 413 and "message" not in payload:  # werkzeug's own refusal of a body over MAX_CONTENT_LENGTH
            payload["message"] = f"the request body is larger than {current_app.config['MAX_CONTENT_LENGTH']} bytes"
        if "message" not in payload and error.description and code != 500:
            payload["message"] = error.description
        return payload, code, merged


def dict_keys_and_size(converter: Any, field: ma.fields.Field[Any], ret: dict[str, Any],
                       **kwargs: Any) -> dict[str, Any]:
    """Document a ``Dict`` field as its validators check it: its keys' own schema as ``propertyNames`` (a key
    pattern, length or enumeration) and its ``Length`` as ``minProperties``/``maxProperties`` (apispec words it as a
    string's ``minLength``/``maxLength``, which a JSON object ignores)."""
    if not isinstance(field, ma.fields.Dict):
        return {}
    for length, size in (("minLength", "minProperties"), ("maxLength", "maxProperties")):
        if length in ret:
            ret[size] = ret.pop(length)
    if field.key_field is not None:
        names = {k: v for k, v in converter.field2property(field.key_field).items() if k not in ("type", "example")}
        if names:
            ret["propertyNames"] = names
    return {}


def unique_items(converter: Any, field: ma.fields.Field[Any], **kwargs: Any) -> dict[str, Any]:
    """Document a list validated :class:`~adjudicator.web.fields.Distinct` as ``uniqueItems``."""
    return {"uniqueItems": True} if any(isinstance(v, Distinct) for v in field.validators) else {}


def _not_json(detail: str) -> None:
    message = f"the request body is not valid JSON: {detail}"
    abort(422, message=message, errors={"json": [message]})


#: Every byte of a body mapped to b"0" (a digit) or b" " (anything else), to find runs of digits quickly.
_DIGITS = bytes(48 if 48 <= i <= 57 else 32 for i in range(256))
#: Nineteen digits in a row: maybe an integer orjson cannot hold exactly.
_LONG_NUMBER = b"0" * 19


def read_json(req: Any) -> Any:
    """The request's JSON body as plain data; a missing body or one that is not strict JSON is a 422, never a 500.

    orjson refuses what Python's json lets through: NaN and Infinity, lone surrogates (``"\\ud800"``), numbers
    that overflow a double (an integer of thousands of digits) and nesting deeper than 1024 levels.
    """
    if not webargs_core.is_json(req.mimetype):
        message = "a JSON request body is required (Content-Type: application/json)"
        abort(422, message=message, errors={"json": [message]})
    try:
        return json_body(req.get_data(cache=True))
    except (ValueError, RecursionError) as exc:
        _not_json(str(exc))


def json_body(body: bytes) -> Any:
    """A request body read as :func:`read_json` reads it (a ``ValueError`` or ``RecursionError`` when it is not
    strict JSON)."""
    data = orjson.loads(body)
    if _LONG_NUMBER in body.translate(_DIGITS):  # orjson reads integers beyond 64 bits as floats: read them exactly
        data = json.loads(body)
    return data


def load_json(loader: ma.Schema, reader: SchemaLoader | None = None) -> dict[str, Any]:
    """The request's JSON body validated and loaded by ``loader`` (by ``reader``, its :class:`SchemaLoader`, if
    given; a 422 naming the fields it refuses)."""
    try:
        return (reader or SchemaLoader(loader)).load(read_json(request))
    except ma.ValidationError as error:
        webargs_abort(422, exc=error, messages={"json": error.messages}, schema=loader)


class _Parser(FlaskParser):
    """webargs' Flask parser reading JSON bodies as the operations do (:func:`read_json`) and refusing an unknown
    query parameter as the body's unknown fields are refused: a 422 naming it under ``query`` (webargs would drop
    it, answering a misspelt ``?stiks=3`` for the default), with the declared parameter a near miss probably meant.
    Every query string of an operation is read here: the GET operations, their GET forms and those without
    parameters (:data:`NO_PARAMETERS`); the service's other routes (health, metrics, documents) are left alone."""

    def __init__(self) -> None:
        super().__init__()
        self.DEFAULT_UNKNOWN_BY_LOCATION = {**self.DEFAULT_UNKNOWN_BY_LOCATION, "query": ma.RAISE,
                                            "querystring": ma.RAISE}

    def load_json(self, req: Any, schema: Any) -> Any:
        return read_json(req)

    def _on_validation_error(self, error: ma.ValidationError, req: Any, schema: ma.Schema, location: str, *,
                             error_status_code: int | None, error_headers: Mapping[str, str] | None) -> Any:
        if location in ("query", "querystring"):
            declared = [field.data_key or name for name, field in schema.load_fields.items()]
            error.messages = unknown_parameters(error.messages, declared)
        return super()._on_validation_error(error, req, schema, location, error_status_code=error_status_code,
                                            error_headers=error_headers)


#: The query schema of an operation that takes no parameters: any parameter sent is unknown.
NO_PARAMETERS = ma.Schema()


class Blueprint(_Blueprint):  # type: ignore[misc]
    """flask-smorest's Blueprint with the service's request parser."""

    ARGUMENTS_PARSER = _Parser()


# --- the one answer path -------------------------------------------------------------------------------------


#: Canonical JSON of library types in cache keys, where a faster form than ``to_text``/``to_json`` is known.
CANONICAL: dict[type, Callable[[Any], Any]] = {}


def _canonical_default(obj: Any) -> Any:
    """Canonical JSON of library objects in cache keys: their text form, else their JSON form."""
    known = CANONICAL.get(type(obj))
    if known is not None:
        return known(obj)
    for method in ("to_text", "to_json"):
        convert = getattr(obj, method, None)
        if callable(convert):
            return convert()
    if isinstance(obj, Fraction):
        return str(obj)
    if isinstance(obj, set | frozenset):
        return sorted(obj, key=repr)
    return str(obj)


_KEY_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS


def answer_key(operation_id: str, request_data: Any) -> str:
    """Return ``adj:{engine}:{format}:{operationId}:{sha256 of the canonical request JSON}``."""
    try:
        canonical = orjson.dumps(request_data, default=_canonical_default, option=_KEY_OPTIONS)
    except TypeError:  # an integer beyond 64 bits (read exactly from the body): the standard encoder takes it
        canonical = json.dumps(request_data, default=_canonical_default, sort_keys=True, ensure_ascii=False,
                               separators=(",", ":")).encode("utf-8", "surrogatepass")
    return f"{KEY_PREFIX}{operation_id}:{hashlib.sha256(canonical).hexdigest()}"


def encode(data: JSON) -> bytes:
    """Encode an answer once: plain JSON data, library objects in it written by their ``to_json``
    (:func:`~adjudicator.web.derived.written`)."""
    try:
        return orjson.dumps(data, default=written, option=orjson.OPT_PASSTHROUGH_DATACLASS)
    except TypeError:  # an integer beyond 64 bits (a state sent with one): the standard encoder writes it exactly
        return json.dumps(data, default=written, ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8", "surrogatepass")


def plain(data: JSON) -> JSON:
    """An answer as plain JSON data (its library objects written as :func:`encode` writes them)."""
    return orjson.loads(encode(data))


def find_or_compute(operation_id: str, request_data: Any, compute: Callable[[], JSON], *, cacheable: bool = True,
                    mimetype: str = "application/json", units: float = 0,
                    method: str | None = None) -> tuple[StoredAnswer, str]:
    """Compute (or fetch from the cache) an answer, encoded: the one answer path. Returns it and whether it was a
    cache ``hit`` or a ``miss``.

    ``request_data`` is the normalised request the cache key is derived from. The cache holds encoded bytes,
    compressed (:func:`~adjudicator.web.stored.pack_answer`), so a hit costs neither computing nor encoding, nor
    compressing for a client that takes gzip (:func:`~adjudicator.web.stored.answer_response`). A
    :class:`RulesError` raised by ``compute`` is bad input: a 422 naming its ``field``; any other exception (a
    ``ValueError`` of a bug included) is a 500. Under another ``mimetype`` than JSON, ``compute`` returns the text of
    the answer (e.g. an SVG document). ``units`` is the request's charge: it is admitted
    (:meth:`~adjudicator.web.guard.Guard.enter`) only when the answer is computed, not when it is found. ``method``
    is the request's (by default Flask's request's: the fast lane answers outside a request context).
    """
    context = g._get_current_object()  # the request's globals and the app's extensions, looked up once
    extensions = current_app.extensions
    cache = extensions["adjudicator.cache"]
    # The key names the answer in the cache and, for a GET or HEAD, its ETag: without either use it is not computed.
    named = cacheable and (cache.stores or (request.method if method is None else method) in ("GET", "HEAD"))
    key = answer_key(operation_id, request_data) if named else None
    context.answer_key = key
    stores = key is not None and cache.stores
    stored = cache.get(key) if stores else None
    answer = unpack_answer(stored) if stored is not None else None
    status = "hit" if answer is not None else "miss"
    if answer is None:

        def produce() -> bytes:
            guard = None if context.get("admitted") else extensions.get("adjudicator.guard")
            release = None
            later = False
            if guard is not None:
                with shielded():  # the slots taken and their release handed to the budget, or neither
                    release = guard.enter(units)
                    later = undo_at_end(release)
            started = time.perf_counter()
            try:
                data = compute()
            except RulesError as exc:
                unprocessable(exc.field, exc.message)
            except TypeError as exc:  # a compiled module refusing a value's type is bad input; any other, a 500
                unprocessable(None, wrong_type(exc).message)
            finally:
                if release is not None and not later:
                    release()
            context.compute_seconds = time.perf_counter() - started
            return encode(data) if mimetype == "application/json" else str(data).encode("utf-8")

        if stores:  # single flight; stores the answer (packed) under the key
            answer = unpack_answer(cache.compute_once(key, lambda: pack_answer(produce())))
        if answer is None:  # not stored: the answer as it is (compressed, if at all, for this client alone)
            answer = plain_answer(cache.compute_once(None, produce))
    context.cache_status = status if cacheable else "bypass"
    return answer, status


class under:  # used as a function: ``with under("position"):``
    """Re-raise a library error with its field path placed under ``prefix`` (the request field it came from); a
    compiled module's refusal of a value's type is one too (:func:`wrong_type`); any other exception is left alone.
    (A class rather than a generator: entered on every request of the hot operations.)"""

    __slots__ = ("prefix",)

    def __init__(self, prefix: str | None) -> None:
        self.prefix = prefix

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, traceback: Any) -> None:
        if isinstance(exc, RulesError):
            raise exc.under(self.prefix) from exc
        if isinstance(exc, TypeError):
            raise wrong_type(exc, self.prefix) from exc


# --- declared operations -------------------------------------------------------------------------------------

#: The app extension called as ``audit(operation_id, charge, answer_length)`` for an answer longer than its declared
#: charge allowed (the test suite sets one, so that every answer the tests see checks its operation's cost).
COST_AUDIT = "adjudicator.cost_audit"


@dataclass(frozen=True)
class Operation:
    """One declared operation: route, operationId, request schema, the computation and the response schema."""

    operation_id: str
    method: str
    path: str
    request: ma.Schema | None
    location: Location
    call: Callable[..., JSON]
    response: Response_
    cacheable: Callable[[dict[str, Any]], bool]
    key: Callable[[dict[str, Any]], Any]
    mimetype: str = "application/json"
    cost: Cost | None = None
    #: answered in the fast lane (:mod:`adjudicator.web.fastlane`) when it can be
    fast: bool = False
    #: ``request``'s loader (:mod:`adjudicator.web.loader`)
    reader: SchemaLoader | None = None

    def load(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Validate and load a raw request as the route does (``ma.ValidationError`` if it is bad)."""
        return {} if self.reader is None else self.reader.load(raw)

    def charge(self, args: dict[str, Any]) -> Charge:
        """What answering loaded arguments will cost (its declared cost; a test checks every operation has one)."""
        return _UNCOSTED if self.cost is None else self.cost(args)

    def answer(self, args: dict[str, Any], charge: Charge | None = None, *, plain: bool = False) -> Response:
        """Answer loaded arguments through the cache, charged ``charge`` (by default its own) and refused before any
        work when that is over the limits of one request; ``plain``: never compressed, whatever the client takes."""
        charge = self.charge(args) if charge is None else charge
        answer, status = self._find_or_compute(args, charge)
        return answer_response(answer, status, self.mimetype, plain=plain)

    def answer_bytes(self, args: dict[str, Any], charge: Charge) -> bytes:
        """The plain bytes :meth:`answer` would send, without building a response (a batch item's answer; the batch
        has checked that the sum of its items' charges, so each of them, is within the limits of one request)."""
        answer, _ = self._find_or_compute(args, charge, limited=True)
        return answer.plain()

    def _find_or_compute(self, args: dict[str, Any], charge: Charge, method: str | None = None, *,
                         limited: bool = False) -> tuple[StoredAnswer, str]:
        if not limited:
            within_limits(charge)
        answer, status = find_or_compute(self.operation_id, self.key(args), lambda: self.compute(args),
                                          cacheable=self.cacheable(args), mimetype=self.mimetype, units=charge.units,
                                          method=method)
        if answer.length > charge.answer_bytes:  # the declared cost was wrong: reported where someone listens
            audit = current_app.extensions.get(COST_AUDIT)
            if audit is not None:
                audit(self.operation_id, charge, answer.length)
        return answer, status

    def compute(self, args: dict[str, Any]) -> JSON:
        """Call the function; an error naming an argument the request names otherwise (``data_key``: the
        library's ``rules`` is the request's ``ruleset``) is renamed to the request's name."""
        try:
            return self.call(**args)
        except RulesError as exc:
            field: str = exc.field or ""
            head = _HEAD.match(field)
            fields = {} if self.request is None else self.request.fields
            known = fields.get(head.group(0)) if head else None
            if head is None or known is None or known.data_key in (None, head.group(0)):
                raise
            raise RulesError(exc.message, known.data_key + field[head.end():]) from exc


#: What an operation declared without a cost is charged (none is: tests/unit/test_costs.py checks every one).
_UNCOSTED = Charge(1, 1 << 20)


def within_limits(charge: Charge) -> None:
    """Refuse (422, naming the field that drives the cost) a charge over the limits of one request: more work than
    ``ADJ_MAX_UNITS`` or an answer larger than ``ADJ_MAX_ANSWER_BYTES``."""
    settings = current_app.extensions["adjudicator.settings"]
    what = f"'{charge.field}'" if charge.field else "this request"
    if charge.units > settings.max_units:
        unprocessable(charge.field, f"{what} asks for about {charge.units:,.0f} units of work (about "
                                    f"{charge.units / 1000:,.1f} s of a core), more than the {settings.max_units:,.0f} "
                                    "one request may have: send less")
    if charge.answer_bytes > settings.max_answer_bytes:
        unprocessable(charge.field, f"{what} asks for an answer of up to {charge.answer_bytes:,} bytes, more than the "
                                    f"{settings.max_answer_bytes:,} one request may have: send less")


#: The first segment of a field path (``rules`` in ``rules.total_cups``, ``players`` in ``players[1]``).
_HEAD = re.compile(r"^[A-Za-z_]\w*(?=$|[.\[])")


#: Every declared operation by operationId.
REGISTRY: dict[str, Operation] = {}


def example_answer(operation_id: str, body: Mapping[str, Any]) -> JSON:
    """What a declared operation answers ``body`` (no cache, no request): to build documented examples from the
    service's own answers (a state from ``new`` for the example of ``apply``)."""
    op = REGISTRY[operation_id]
    return plain(op.call(**op.load(body)))


def _always(args: dict[str, Any]) -> bool:
    return True


def _identity(args: dict[str, Any]) -> Any:
    return args


def _undocumented(*args: Any) -> Response:  # pragma: no cover - never routed: it only carries the documentation
    raise NotImplementedError


class Operations:
    """The operations of one game under one URL prefix; ``.blp`` is the flask-smorest blueprint to register."""

    def __init__(self, name: str, url_prefix: str, description: str) -> None:
        self.blp = Blueprint(name, name, url_prefix=url_prefix, description=description)
        self.url_prefix = url_prefix

    def get(self, path: str, request: type[ma.Schema] | None, response: Response_,
            **options: Any) -> Callable[[Callable[..., JSON]], Callable[..., JSON]]:
        """Declare a GET operation (its request schema describes the query string)."""
        return self.operation("GET", path, request, response, location="query", **options)

    def post(self, path: str, request: type[ma.Schema] | None, response: Response_,
             **options: Any) -> Callable[[Callable[..., JSON]], Callable[..., JSON]]:
        """Declare a POST operation (its request schema describes the JSON body)."""
        return self.operation("POST", path, request, response, location="json", **options)

    def operation(
        self,
        method: str,
        path: str,
        request: type[ma.Schema] | None,
        response: Response_,
        *,
        operation_id: str | None = None,
        location: Location = "json",
        cacheable: Callable[[dict[str, Any]], bool] = _always,
        key: Callable[[dict[str, Any]], Any] = _identity,
        example: JSON | None = None,
        mimetype: str = "application/json",
        description: str | None = None,
        cost: Cost | None = None,
        fast: bool = False,
    ) -> Callable[[Callable[..., JSON]], Callable[..., JSON]]:
        """Declare an operation answered by the decorated function (see the module docstring).

        Its operationId is the function's name; ``operation_id`` names it where one function answers several
        operations (a helper declaring the same kind of operation for several games).

        ``cost`` is what a request will cost (:mod:`adjudicator.web.costs`): ``flat(units)`` for work that does not
        grow with the request, ``scaled(field, ...)`` or ``custom(...)`` for work that does; it is charged before
        the answer is computed.

        ``example`` is a request body shown in the document (Swagger UI's "Try it out" sends it; a test checks that
        every documented example is answered 2xx). A GET operation's examples go on its query fields' metadata.
        Another ``mimetype`` (``image/svg+xml``) answers the text the function returns; ``response`` is then the
        JSON Schema of the body and ``description`` describes it.

        ``fast=True`` answers the operation in the fast lane when it can (:mod:`adjudicator.web.fastlane`): for a
        cheap POST answering JSON, asked often (the legal-move list), whose function uses no Flask request context.
        """
        if fast and (method != "POST" or mimetype != "application/json"):
            raise ValueError("the fast lane answers POST operations answering JSON")

        def declare(call: Callable[..., JSON]) -> Callable[..., JSON]:
            named = _unclaimed(operation_id or call.__name__)
            loader = None if request is None else request()  # one instance: webargs would build one per request
            op = Operation(named, method, self.url_prefix + path, loader, location, call, response,
                           cacheable, key, mimetype, cost, fast, loader_of(loader))
            REGISTRY[named] = op

            # flask-smorest's decorators document the operation (request, response, operationId); the view routed
            # is the one below, which reads the request with the same parser but without their wrappers.
            documented: Callable[..., Any] = _undocumented
            if loader is not None:
                extra = {} if example is None else {"example": example}
                documented = self.blp.arguments(loader, location=location, **extra)(documented)
            media = {} if mimetype == "application/json" else {"content_type": mimetype, "description": description}
            documented = self.blp.response(200, response, **media)(documented)
            documented = self.blp.doc(operationId=named)(documented)
            parse = self.blp.ARGUMENTS_PARSER.parse

            def view() -> Response:
                if loader is None:
                    if location == "query":
                        parse(NO_PARAMETERS, location=location)  # a 422 naming any parameter sent
                    return op.answer({})
                return op.answer(load_json(loader, op.reader) if location == "json"
                                 else parse(loader, location=location))

            self._route(view, named, method, path, call.__doc__, documented)
            return call

        return declare

    def _route(self, view: Callable[..., Response], named: str, method: str, path: str, doc: str | None,
               documented: Callable[..., Any]) -> None:
        """Route ``view`` under its operationId, with the documentation flask-smorest's decorators gave
        ``documented``."""
        view.__name__ = named
        view.__doc__ = doc
        view._apidoc = documented._apidoc  # type: ignore[attr-defined]
        self.blp.route(path, methods=[method], endpoint=named)(view)

    def direct(self, method: str, path: str, request: type[ma.Schema] | None, response: type[ma.Schema],
               *, example: JSON | None = None) -> Callable[[Callable[..., Response]], Callable[..., Response]]:
        """Declare an operation whose function answers the HTTP response itself, outside the answer path (not
        cached, not in :data:`REGISTRY`, so not batchable): ``run_batch``, whose answer is its items' answers. Its
        operationId is the function's name; the request (a JSON body) is read and validated as every operation's
        is, and given to the function as keyword arguments."""

        def declare(call: Callable[..., Response]) -> Callable[..., Response]:
            named = _unclaimed(call.__name__)
            DIRECT[named] = self.url_prefix + path
            loader = None if request is None else request()
            reader = loader_of(loader)
            documented: Callable[..., Any] = _undocumented
            if loader is not None:
                extra = {} if example is None else {"example": example}
                documented = self.blp.arguments(loader, location="json", **extra)(documented)
            documented = self.blp.doc(operationId=named)(self.blp.response(200, response)(documented))

            def view() -> Response:
                return call() if loader is None else call(**load_json(loader, reader))

            self._route(view, named, method, path, call.__doc__, documented)
            return call

        return declare

    def get_form(self, path: str, params: tuple[str, ...], *, answers: str, operation_id: str, summary: str,
                 required: tuple[str, ...] = (), described: Mapping[str, str] | None = None,
                 examples: Mapping[str, Any] | None = None,
                 refuse: Callable[[Mapping[str, Any]], tuple[str, str] | None] | None = None) -> GetForm:
        """Declare the GET form of the declared operation ``answers`` (a POST of this group): ``params`` names the
        fields of its body that fit in a URL, whose query parameters are derived from the body's own fields
        (:func:`query_schema`; ``required``, ``described`` and ``examples`` as it takes them). A query is turned into
        that body (:meth:`GetForm.to_body`) and answered by the operation's own validation, computation and cache
        entry, with the operation's response schema. ``refuse(query)`` may refuse a query before it is read
        further: it returns the parameter at fault and the problem (a 422), or None."""
        operation = REGISTRY[answers]
        _unclaimed(operation_id)
        if operation.request is None:
            raise ValueError(f"{answers} takes no body: it has no GET form")
        query = query_schema(type(operation.request), params, name=f"{_camel(operation_id)}QuerySchema",
                             required=required, described=described, examples=examples)
        lists = tuple(name for name, field in query._declared_fields.items() if isinstance(field, ma.fields.List))
        form = GET_FORMS[operation_id] = GetForm(operation_id, self.url_prefix + path, answers, query, lists)

        def view(query: dict[str, Any]) -> Response:
            refused = refuse(query) if refuse is not None else None
            if refused is not None:
                field, problem = refused
                abort(422, message=describe("query", field, problem), errors={"query": {field: [problem]}})
            try:
                args = operation.load(form.to_body(query))
            except ma.ValidationError as exc:
                messages = exc.messages if isinstance(exc.messages, dict) else {"_query": exc.messages}
                flat, message = error_paths({"query": messages})
                abort(422, message=message, errors=flat)
            return operation.answer(args)

        view.__name__ = operation_id
        view.__doc__ = (f"{summary}\n\nThe GET form of `{answers}` (the same answer, the same cache entry), "
                        "cacheable by browsers and CDNs: the answer carries `ETag` and `Cache-Control`, and "
                        "`If-None-Match` gets a 304. Query parameters are named as the fields of the POST body.")
        routed: Callable[..., Any] = self.blp.arguments(query, location="query", unknown=ma.RAISE)(view)
        routed = self.blp.response(200, operation.response)(routed)
        routed = self.blp.doc(operationId=operation_id, tags=[self.blp.name])(routed)
        self.blp.route(path, methods=["GET"], endpoint=operation_id)(routed)
        return form


class QuerySchema(ma.Schema):
    """A GET form's query (unknown parameters are refused): the old name ``position`` is pointed out."""

    @ma.pre_load
    def _renamed(self, data: Any, **kwargs: Any) -> Any:
        if "position_text" in self.fields and "position" in data and "position_text" not in data:
            raise ma.ValidationError(
                ["the position's text form is the parameter position_text (as in the POST body), not position"],
                "position",
            )
        return data


#: What of a body field's documentation its query parameter keeps.
_QUERY_METADATA = ("description", "example", "pattern", "enum", "default")


def query_schema(body: type[ma.Schema], params: tuple[str, ...], *, name: str, required: tuple[str, ...] = (),
                 described: Mapping[str, str] | None = None,
                 examples: Mapping[str, Any] | None = None) -> type[ma.Schema]:
    """The query schema of the GET form of an operation whose body schema is ``body``: one parameter for each field
    of ``params``, derived from the body's field of that name (a query only carries strings):

    * a string field keeps its validators (its choices) and its documentation; an integer its documentation (its
      bounds are checked by the body's field);
    * a field read by a library parser is a string, documented by its pattern, or by the choices of the string
      alternative of a union (a ruleset's preset names: an object of flags needs the POST form);
    * a list is a list of strings, given as repeated parameters or comma-separated.

    No parameter has a default (a body field's default is said in the description): what is not given is left to
    the body's own defaults, so a query and its body are one request. ``required`` names the parameters that must
    be given (the body may take the same thing in another field); ``described`` and ``examples`` replace a
    parameter's description or example."""
    declared: dict[str, ma.fields.Field[Any]] = {}
    given = body().fields
    for param in params:
        field = given[param]
        metadata = {key: value for key, value in field.metadata.items() if key in _QUERY_METADATA}
        default = metadata.pop("default", field.load_default)
        if default is not ma.missing and default is not None and not callable(default) \
                and "default" not in metadata.get("description", ""):
            metadata["description"] = f"{metadata.get('description', param)} (default {default})"
        alternatives = [alt for alt in field.metadata.get("oneOf", ()) if alt.get("type") == "string"]
        if alternatives:
            metadata.update({key: value for key, value in alternatives[0].items() if key in _QUERY_METADATA})
        if described and param in described:
            metadata["description"] = described[param]
        if examples and param in examples:
            metadata["example"] = examples[param]
        validate = list(field.validators)
        if "enum" in metadata and not validate:
            validate = [OneOf(metadata.pop("enum"))]
        must = param in required
        query: ma.fields.Field[Any]
        if isinstance(field, ma.fields.List):
            metadata["description"] = (f"{metadata.get('description', param)}: repeat the parameter or separate the "
                                       "items with commas")
            if "example" in metadata:
                example = metadata["example"]
                metadata["example"] = [",".join(example) if isinstance(example, list) else example]
            query = ma.fields.List(ma.fields.String(), required=must, metadata=metadata)
        elif isinstance(field, ma.fields.Integer):  # its bounds are checked by the body's field
            query = ma.fields.Integer(required=must, metadata=metadata)
        else:
            query = ma.fields.String(required=must, validate=validate, metadata=metadata)
        declared[param] = query
    schema: type[ma.Schema] = type(name, (QuerySchema,), {
        "__doc__": f"The query of the GET form: the fields of {body.__name__} that fit in a URL.",
        "__module__": body.__module__, **declared})
    return schema


def _camel(name: str) -> str:
    return "".join(part.title() for part in name.split("_"))


def _unclaimed(operation_id: str) -> str:
    """``operation_id``, refused if an operation of any kind already has it."""
    if operation_id in REGISTRY or operation_id in GET_FORMS or operation_id in DIRECT:
        raise ValueError(f"operationId {operation_id} is declared twice")
    return operation_id


@dataclass(frozen=True)
class GetForm:
    """The GET form of a declared operation (:meth:`Operations.get_form`): its operationId and full path, the
    operationId of the operation it answers by, its query schema and the query's list parameters."""

    operation_id: str
    url: str
    answers: str
    query: type[ma.Schema]
    lists: tuple[str, ...] = ()

    def to_body(self, query: Mapping[str, Any]) -> dict[str, Any]:
        """The body a query stands for (each list parameter split into its items)."""
        return {key: split_items(value) if key in self.lists else value for key, value in query.items()}


def split_items(values: list[str] | None) -> list[str] | None:
    """The items of a list parameter (``a,b`` and repeated parameters alike), empty items dropped."""
    if values is None:
        return None
    return [item.strip() for value in values for item in value.split(",") if item.strip()]


#: Every GET form by operationId.
GET_FORMS: dict[str, GetForm] = {}
#: The path of every operation answered outside the answer path (:meth:`Operations.direct`), by operationId.
DIRECT: dict[str, str] = {}


# --- shared answer pieces ------------------------------------------------------------------------------------


def probability(p: Fraction) -> dict[str, Any]:
    """Expose an exact probability as its fraction string and a float."""
    return {"fraction": f"{p.numerator}/{p.denominator}", "float": float(p)}


class VerdictSchema(ma.Schema):
    """An adjudicated play (a base, no component of its own): whether it was ``legal``, the ``reason`` it was not.

    marshmallow puts the bases' fields first, the last base's first: ``class XSchema(VerdictSchema)`` answers
    ``legal`` and ``reason`` first; ``class XStepSchema(VerdictSchema, XGameSchema)`` answers the game's fields
    before them.
    """

    legal = Boolean(required=True)
    reason = ma.fields.String(required=True, allow_none=True)


class ProbabilitySchema(ma.Schema):
    """An exact probability."""

    fraction = ma.fields.String(
        required=True,
        metadata={"description": "exact value as 'numerator/denominator' in lowest terms", "example": "5/16"},
    )
    float = ma.fields.Float(required=True, metadata={"description": "the same value as a float", "example": 0.3125})
