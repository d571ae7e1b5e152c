from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_turn_request import RenkekiTurnRequest
from ...models.renkeki_turn_result import RenkekiTurnResult
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiTurnRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/turn",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiTurnResult:
    if response.status_code == 200:
        response_200 = RenkekiTurnResult.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiTurnResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiTurnRequest,
) -> Response[Error | RenkekiTurnResult]:
    """連撃術: validate a sequence of throw-again / bank decisions

     The first throw is compulsory; after it each 再行 (`throw`) adds the next throw unless it is a 0 or 1,
    which loses the whole total (a bust), and 積値 (`bank`) keeps the total. Banking before the first
    throw,
    or deciding after the turn ended, is `legal: false` with the index of that step; the turn after
    every
    legal step is listed. A `throw` step without a `cast` draws it from the `seed`.

    Args:
        body (RenkekiTurnRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiTurnResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiTurnRequest,
) -> Error | RenkekiTurnResult | None:
    """連撃術: validate a sequence of throw-again / bank decisions

     The first throw is compulsory; after it each 再行 (`throw`) adds the next throw unless it is a 0 or 1,
    which loses the whole total (a bust), and 積値 (`bank`) keeps the total. Banking before the first
    throw,
    or deciding after the turn ended, is `legal: false` with the index of that step; the turn after
    every
    legal step is listed. A `throw` step without a `cast` draws it from the `seed`.

    Args:
        body (RenkekiTurnRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiTurnResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiTurnRequest,
) -> Response[Error | RenkekiTurnResult]:
    """連撃術: validate a sequence of throw-again / bank decisions

     The first throw is compulsory; after it each 再行 (`throw`) adds the next throw unless it is a 0 or 1,
    which loses the whole total (a bust), and 積値 (`bank`) keeps the total. Banking before the first
    throw,
    or deciding after the turn ended, is `legal: false` with the index of that step; the turn after
    every
    legal step is listed. A `throw` step without a `cast` draws it from the `seed`.

    Args:
        body (RenkekiTurnRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiTurnResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiTurnRequest,
) -> Error | RenkekiTurnResult | None:
    """連撃術: validate a sequence of throw-again / bank decisions

     The first throw is compulsory; after it each 再行 (`throw`) adds the next throw unless it is a 0 or 1,
    which loses the whole total (a bust), and 積値 (`bank`) keeps the total. Banking before the first
    throw,
    or deciding after the turn ended, is `legal: false` with the index of that step; the turn after
    every
    legal step is listed. A `throw` step without a `cast` draws it from the `seed`.

    Args:
        body (RenkekiTurnRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiTurnResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
