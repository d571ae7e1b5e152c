"""The exceptions the facade raises: one class per kind of failure a caller handles differently.

Every answer that is not a success becomes an :class:`AdjudicatorError` (or a subclass) carrying the HTTP status,
the service's message, the offending field (a path such as ``"pieces[3]"``, when the service names one),
the full error body and the request id to quote when reporting a problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class AdjudicatorError(Exception):
    """The service refused or failed a request (the base class of every error of this package)."""

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        field: str | None = None,
        location: str | None = None,
        body: Any = None,
        operation: str | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(message)
        #: what is wrong, as the service said it (naming the field, square or record line)
        self.message = message
        #: the HTTP status, or None when no answer arrived
        self.status = status
        #: the path of the offending field (``"position_text"``, ``"pieces[3]"``, ``"position.board.ZO"``), when known
        self.field = field
        #: where that field was: ``"json"`` (the body) or ``"query"``
        self.location = location
        #: the decoded error body (or the raw text when it was not JSON)
        self.body = body
        #: the operationId that was called
        self.operation = operation
        #: the ``X-Request-ID`` of the answer: quote it when reporting a problem
        self.request_id = request_id

    def __str__(self) -> str:
        parts = [self.message]
        if self.status is not None:
            parts.insert(0, f"[{self.status}]")
        if self.operation:
            parts.insert(0, f"{self.operation}:")
        return " ".join(parts)


class InvalidInput(AdjudicatorError):
    """422 (or 400): the request is not valid; ``field`` names what to fix."""


class NotFound(AdjudicatorError):
    """404: no such path on this server (or an operationId this server does not have)."""


class PayloadTooLarge(AdjudicatorError):
    """413: the request body is over the server's limit."""


class RateLimited(AdjudicatorError):
    """429: over the rate limit; ``retry_after`` says how many seconds to wait (None if the server did not say)."""

    def __init__(self, message: str, *, retry_after: float | None = None, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.retry_after = retry_after


class ServiceUnavailable(AdjudicatorError):
    """503 (still, after the retries): the service is overloaded or a request ran past its time budget."""

    def __init__(self, message: str, *, retry_after: float | None = None, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.retry_after = retry_after


class Unreachable(ServiceUnavailable):
    """No answer at all (connection refused or dropped), still after the retries."""


class ServerError(AdjudicatorError):
    """Any other status (a 5xx other than 503, or an unexpected 4xx such as 405)."""


def first_field(errors: Any, path: tuple[str, ...] = ()) -> tuple[str, ...] | None:
    """The path of the first message in a nested ``errors`` object (``{"json": {"pieces": {"3": [...]}}}``)."""
    if isinstance(errors, Mapping):
        for key, value in errors.items():
            found = first_field(value, (*path, str(key)))
            if found is not None:
                return found
    elif isinstance(errors, list):
        for item in errors:
            if isinstance(item, str):
                return path
            found = first_field(item, path)
            if found is not None:
                return found
    elif isinstance(errors, str):
        return path
    return None


def parse_retry_after(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header given in seconds (an HTTP date or garbage gives None)."""
    if not value:
        return None
    try:
        seconds = float(value.strip())
    except ValueError:
        return None
    return seconds if seconds >= 0 else None


def error_for(
    status: int,
    body: Any,
    *,
    operation: str | None = None,
    request_id: str | None = None,
    retry_after: str | None = None,
) -> AdjudicatorError:
    """Build the exception for an error answer of the service (``body`` is its decoded JSON, or its text)."""
    message = f"HTTP {status}"
    field: str | None = None
    location: str | None = None
    if isinstance(body, Mapping):
        message = str(body.get("message") or body.get("status") or message)
        if isinstance(body.get("field"), str):
            field = body["field"]
        path = first_field(body.get("errors"))
        if path:
            location = path[0]
            if field is None and len(path) > 1:
                field = ".".join(path[1:])
    elif isinstance(body, str) and body.strip():
        message = body.strip()[:500]
    common: dict[str, Any] = {
        "status": status, "field": field, "location": location, "body": body,
        "operation": operation, "request_id": request_id,
    }
    if status in (400, 422):
        return InvalidInput(message, **common)
    if status == 404:
        return NotFound(message, **common)
    if status == 413:
        return PayloadTooLarge(message, **common)
    if status == 429:
        return RateLimited(message, retry_after=parse_retry_after(retry_after), **common)
    if status == 503:
        return ServiceUnavailable(message, retry_after=parse_retry_after(retry_after), **common)
    return ServerError(message, **common)
