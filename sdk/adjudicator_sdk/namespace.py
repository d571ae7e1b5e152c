"""The base of the per-game namespaces (``adj.letiles``, ``adj.utage``, ...): how a typed method is sent.

The methods themselves are generated into :mod:`adjudicator_sdk.operations` from the OpenAPI document. Each one
sends its request through :meth:`Adjudicator.request <adjudicator_sdk.client.Adjudicator.request>` (so it is
retried as the client's policy says and an error answer raises the typed exception of
:mod:`adjudicator_sdk.errors`) and returns the answer as the generated client's model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from adjudicator_client.types import Unset

if TYPE_CHECKING:
    from adjudicator_sdk.client import Adjudicator

R = TypeVar("R")


class RequestModel(Protocol):
    """A generated request model: it knows its JSON form."""

    def to_dict(self) -> dict[str, Any]: ...


def text_answer(data: Any) -> str:
    """An answer that is text (an SVG picture, the metrics page)."""
    return data if isinstance(data, str) else str(data)


def query_json(value: Any) -> Any:
    """A query parameter as the generated client would send it: enums by value, models as JSON."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [query_json(item) for item in value]
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    return value


class Namespace:
    """One game's operations (or the service's own): typed methods over one :class:`Adjudicator`."""

    def __init__(self, client: Adjudicator) -> None:
        self._client = client

    def _post_operation(
        self,
        operation: str,
        path: str,
        model: Callable[..., RequestModel],
        body: tuple[Any, ...],
        fields: Mapping[str, Any],
        parse: Callable[[Any], R],
    ) -> R:
        """Send a POST operation: the body is ``body[0]`` (a model or its JSON), else the model of ``fields``."""
        if len(body) > 1 or (body and fields):
            raise TypeError(f"{operation}: give the request body (one model or mapping) or its fields, not both")
        if not body:
            payload = model(**fields).to_dict()
        elif isinstance(body[0], Mapping):
            payload = dict(body[0])
        elif callable(getattr(body[0], "to_dict", None)):
            payload = body[0].to_dict()
        else:
            raise TypeError(f"{operation}: the request body is a generated model or a mapping, not {type(body[0])}")
        return parse(self._client.request("POST", path, json=payload, operation=operation))

    def _get_operation(self, operation: str, path: str, query: Mapping[str, Any], parse: Callable[[Any], R]) -> R:
        """Send a GET operation with the given query parameters (unset ones left out)."""
        params = {name: query_json(value) for name, value in query.items() if not isinstance(value, Unset | None)}
        return parse(self._client.request("GET", path, params=params, operation=operation))
