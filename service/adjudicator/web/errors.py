"""Error responses: one declared JSON shape for every error, and messages that say what is wrong and where."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from flask_smorest import abort


class ErrorSchema(ma.Schema):
    """The body of every error response."""

    code = ma.fields.Integer(required=True, metadata={"description": "the HTTP status code"})
    status = ma.fields.String(required=True, metadata={"description": "the HTTP status name"})
    message = ma.fields.String(
        metadata={"description": "what is wrong, naming the field, square or record line concerned"}
    )
    errors = ma.fields.Dict(
        keys=ma.fields.String(),
        metadata={"description": "details by location (json, query, ...) and field path"},
    )


def _first_error(errors: Any, path: tuple[str, ...] = ()) -> tuple[tuple[str, ...], str] | None:
    """Find the first (path, message) in a nested webargs/marshmallow error structure."""
    if isinstance(errors, dict):
        for key, value in errors.items():
            found = _first_error(value, (*path, str(key)))
            if found:
                return found
    elif isinstance(errors, list):
        for item in errors:
            if isinstance(item, str):
                return path, item
            found = _first_error(item, path)
            if found:
                return found
    elif isinstance(errors, str):
        return path, errors
    return None


def describe_validation_errors(errors: Any) -> str:
    """Turn webargs validation errors into one sentence naming the first offending field."""
    found = _first_error(errors)
    if not found:
        return "the request is not valid"
    path, message = found
    location, *field = path or ("request",)
    where = ".".join(field) if field else location
    kind = {"json": "body field", "query": "query parameter"}.get(location, f"{location} field")
    if not field:
        return f"{location}: {message}"
    return f"{kind} '{where}': {message}"


def abort_unprocessable(message: str, field: str | None = None) -> None:
    """Answer 422 with a message (and the field path, when known)."""
    errors = {"json": {field: [message]}} if field else None
    if errors:
        abort(422, message=f"'{field}': {message}", errors=errors)
    abort(422, message=message)
