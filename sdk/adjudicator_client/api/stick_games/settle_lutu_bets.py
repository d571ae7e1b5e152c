from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lutu_settle import LutuSettle
from ...models.lutu_settle_request import LutuSettleRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LutuSettleRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/lutu/settle",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LutuSettle:
    if response.status_code == 200:
        response_200 = LutuSettle.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LutuSettle]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LutuSettleRequest,
) -> Response[Error | LutuSettle]:
    """新遊: settle the children's bets against the banker's cast, under both payout modes

     A child who bet on the thrown number is paid 8 times the stake for 0 or 5, 4 times for 1 or 4 and
    twice
    for 2 or 3; every other stake goes to the banker. Under `net` the winner also keeps the stake, under
    `gross` the multiple is all that comes back. Give the observed `cast`, or a `seed` to draw it.

    Args:
        body (LutuSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LutuSettle]
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
    body: LutuSettleRequest,
) -> Error | LutuSettle | None:
    """新遊: settle the children's bets against the banker's cast, under both payout modes

     A child who bet on the thrown number is paid 8 times the stake for 0 or 5, 4 times for 1 or 4 and
    twice
    for 2 or 3; every other stake goes to the banker. Under `net` the winner also keeps the stake, under
    `gross` the multiple is all that comes back. Give the observed `cast`, or a `seed` to draw it.

    Args:
        body (LutuSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LutuSettle
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LutuSettleRequest,
) -> Response[Error | LutuSettle]:
    """新遊: settle the children's bets against the banker's cast, under both payout modes

     A child who bet on the thrown number is paid 8 times the stake for 0 or 5, 4 times for 1 or 4 and
    twice
    for 2 or 3; every other stake goes to the banker. Under `net` the winner also keeps the stake, under
    `gross` the multiple is all that comes back. Give the observed `cast`, or a `seed` to draw it.

    Args:
        body (LutuSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LutuSettle]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LutuSettleRequest,
) -> Error | LutuSettle | None:
    """新遊: settle the children's bets against the banker's cast, under both payout modes

     A child who bet on the thrown number is paid 8 times the stake for 0 or 5, 4 times for 1 or 4 and
    twice
    for 2 or 3; every other stake goes to the banker. Under `net` the winner also keeps the stake, under
    `gross` the multiple is all that comes back. Give the observed `cast`, or a `seed` to draw it.

    Args:
        body (LutuSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LutuSettle
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
