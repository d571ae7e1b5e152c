"""The flask-smorest ``Api`` adapted to this service, and the helper every adjudication view answers through."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import marshmallow as ma
from flask import Response, current_app, g
from flask_smorest import Api as _Api
from flask_smorest import Blueprint as _Blueprint
from flask_smorest import abort
from webargs.flaskparser import FlaskParser
from werkzeug.exceptions import HTTPException

from adjudicator.web.cache import cache_key
from adjudicator.web.errors import ErrorSchema, abort_unprocessable, describe_validation_errors


class Api(_Api):
    """flask-smorest's Api with JSON errors that keep the exception's headers and name the offending field."""

    ERROR_SCHEMA = ErrorSchema

    def handle_http_exception(self, error: HTTPException) -> Any:  # type: ignore[override]
        """Answer an HTTP error as JSON, keeping e.g. the ``Allow`` header of a 405."""
        payload, code, headers = super().handle_http_exception(error)
        merged = {k: v for k, v in error.get_headers() if k.lower() != "content-type"}
        merged.update(headers or {})
        if code == 422 and "errors" in payload and "message" not in payload:
            payload["message"] = describe_validation_errors(payload["errors"])
        if "message" not in payload and error.description and code != 500:
            payload["message"] = error.description
        return payload, code, merged


class _Parser(FlaskParser):
    """webargs' Flask parser, answering a body that is not JSON with a 422 that says where it breaks."""

    def load_json(self, req: Any, schema: Any) -> Any:
        """Load the JSON body; a missing body or one that is not JSON is refused (every body is required)."""
        from webargs.core import missing

        try:
            data = super().load_json(req, schema)
        except RecursionError:  # json gives up past Python's recursion limit (~1000 levels)
            message = "the request body is not valid JSON: it is nested too deeply"
            abort(422, message=message, errors={"json": [message]})
        if data is missing:
            message = "a JSON request body is required (Content-Type: application/json)"
            abort(422, message=message, errors={"json": [message]})
        return data

    def _handle_invalid_json_error(self, error: Any, req: Any, *args: Any, **kwargs: Any) -> Any:
        detail = str(error) if isinstance(error, ValueError) else "it cannot be decoded"
        message = f"the request body is not valid JSON: {detail}"
        abort(422, message=message, errors={"json": [message]})


class Blueprint(_Blueprint):
    """flask-smorest's Blueprint with the service's request parser."""

    ARGUMENTS_PARSER = _Parser()


class LocatedError(ValueError):
    """Bad input with the full path of the offending field in the request."""

    def __init__(self, field: str | None, message: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.message = message


def locate(exc: ValueError, prefix: str | None) -> LocatedError:
    """Return ``exc`` as a :class:`LocatedError` whose field path starts with ``prefix``."""
    if isinstance(exc, LocatedError):
        return exc
    field = getattr(exc, "field", None)
    message = str(exc)
    if field and message.startswith(f"{field}: "):
        message = message[len(field) + 2 :]
    if prefix and field and (field == prefix or field.startswith(f"{prefix}.") or field.startswith(f"{prefix}[")):
        prefix = None  # the library already names the field from the request's top
    full = ".".join(part for part in (prefix, field) if part) or None
    return LocatedError(full, message)


@contextmanager
def bad_input(prefix: str | None = None) -> Iterator[None]:
    """Turn a ``ValueError`` raised while reading the request into a 422 naming the field under ``prefix``."""
    try:
        yield
    except ValueError as exc:
        located = locate(exc, prefix)
        abort_unprocessable(located.message, located.field)


def probability(p: Any) -> dict[str, Any]:
    """Expose an exact probability as its fraction string and a float."""
    return {"fraction": f"{p.numerator}/{p.denominator}", "float": float(p)}


class ProbabilitySchema(ma.Schema):
    """An exact probability."""

    fraction = ma.fields.String(
        required=True,
        metadata={"description": "exact value as 'numerator/denominator' in lowest terms", "example": "5/16"},
    )
    float = ma.fields.Float(required=True, metadata={"description": "the same value as a float", "example": 0.3125})


def answer(
    operation_id: str,
    request_data: Any,
    compute: Callable[[], Any],
    schema: ma.Schema,
    *,
    cacheable: bool = True,
) -> Response:
    """Compute (or fetch from the cache) the answer to an operation and return it as a JSON response.

    ``request_data`` must be the normalised request: it is what the cache key is derived from. A ``ValueError``
    raised by the rules library is bad input: it becomes a 422 that carries its message (and its ``field``).
    """
    cache = current_app.extensions["adjudicator.cache"]
    key = cache_key(operation_id, request_data) if cacheable else None
    g.answer_key = key
    body = cache.get(key) if key else None
    status = "hit" if body is not None else "miss"
    if body is None:

        def produce() -> bytes:
            started = time.perf_counter()
            with bad_input():
                result = compute()
            g.compute_seconds = time.perf_counter() - started
            return json.dumps(schema.dump(result), ensure_ascii=False, separators=(",", ":")).encode("utf-8")

        body = cache.compute_once(key, produce)  # single flight; stores the answer under the key
    if not cacheable:
        status = "bypass"
    g.cache_status = status
    response = Response(body, status=200, mimetype="application/json")
    response.headers["X-Cache"] = status if status != "bypass" else "miss"
    return response
