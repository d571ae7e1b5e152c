from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.jujai_settle import JujaiSettle
from ...models.jujai_settle_request import JujaiSettleRequest
from ...types import Response


def _get_kwargs(
    *,
    body: JujaiSettleRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/jujai/settle",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | JujaiSettle:
    if response.status_code == 200:
        response_200 = JujaiSettle.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | JujaiSettle]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JujaiSettleRequest,
) -> Response[Error | JujaiSettle]:
    """獣裁: settle the pot from the throw rounds, tie rethrows included

     Every player stakes and throws once; the unique highest throw takes the pot. Players tied at the top
    stake
    again and rethrow, until one of them is uniquely highest. Give the rounds thrown so far (the answer
    names
    who must rethrow while undecided, and each player's net gain once decided), or no rounds and a
    `seed` to
    throw the whole game. A round thrown by the wrong players is a 422 naming it.

    Args:
        body (JujaiSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JujaiSettle]
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
    body: JujaiSettleRequest,
) -> Error | JujaiSettle | None:
    """獣裁: settle the pot from the throw rounds, tie rethrows included

     Every player stakes and throws once; the unique highest throw takes the pot. Players tied at the top
    stake
    again and rethrow, until one of them is uniquely highest. Give the rounds thrown so far (the answer
    names
    who must rethrow while undecided, and each player's net gain once decided), or no rounds and a
    `seed` to
    throw the whole game. A round thrown by the wrong players is a 422 naming it.

    Args:
        body (JujaiSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JujaiSettle
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JujaiSettleRequest,
) -> Response[Error | JujaiSettle]:
    """獣裁: settle the pot from the throw rounds, tie rethrows included

     Every player stakes and throws once; the unique highest throw takes the pot. Players tied at the top
    stake
    again and rethrow, until one of them is uniquely highest. Give the rounds thrown so far (the answer
    names
    who must rethrow while undecided, and each player's net gain once decided), or no rounds and a
    `seed` to
    throw the whole game. A round thrown by the wrong players is a 422 naming it.

    Args:
        body (JujaiSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JujaiSettle]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: JujaiSettleRequest,
) -> Error | JujaiSettle | None:
    """獣裁: settle the pot from the throw rounds, tie rethrows included

     Every player stakes and throws once; the unique highest throw takes the pot. Players tied at the top
    stake
    again and rethrow, until one of them is uniquely highest. Give the rounds thrown so far (the answer
    names
    who must rethrow while undecided, and each player's net gain once decided), or no rounds and a
    `seed` to
    throw the whole game. A round thrown by the wrong players is a 422 naming it.

    Args:
        body (JujaiSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JujaiSettle
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
