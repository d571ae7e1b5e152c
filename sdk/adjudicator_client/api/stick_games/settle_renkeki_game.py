from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_game import RenkekiGame
from ...models.renkeki_game_request import RenkekiGameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/settle",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiGame:
    if response.status_code == 200:
        response_200 = RenkekiGame.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiGameRequest,
) -> Response[Error | RenkekiGame]:
    """連撃獣裁: adjudicate every turn and settle the pot

     獣裁 played with 連撃術 turns: each round's results (banked totals, 0 after a bust) are settled like 獣裁
    throws, the players tied at the top playing another round. A turn with an illegal decision, or one
    that has
    not ended, makes the game `legal: false` with the reason and no settlement.

    Args:
        body (RenkekiGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiGame]
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
    body: RenkekiGameRequest,
) -> Error | RenkekiGame | None:
    """連撃獣裁: adjudicate every turn and settle the pot

     獣裁 played with 連撃術 turns: each round's results (banked totals, 0 after a bust) are settled like 獣裁
    throws, the players tied at the top playing another round. A turn with an illegal decision, or one
    that has
    not ended, makes the game `legal: false` with the reason and no settlement.

    Args:
        body (RenkekiGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiGame
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiGameRequest,
) -> Response[Error | RenkekiGame]:
    """連撃獣裁: adjudicate every turn and settle the pot

     獣裁 played with 連撃術 turns: each round's results (banked totals, 0 after a bust) are settled like 獣裁
    throws, the players tied at the top playing another round. A turn with an illegal decision, or one
    that has
    not ended, makes the game `legal: false` with the reason and no settlement.

    Args:
        body (RenkekiGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiGame]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiGameRequest,
) -> Error | RenkekiGame | None:
    """連撃獣裁: adjudicate every turn and settle the pot

     獣裁 played with 連撃術 turns: each round's results (banked totals, 0 after a bust) are settled like 獣裁
    throws, the players tied at the top playing another round. A turn with an illegal decision, or one
    that has
    not ended, makes the game `legal: false` with the reason and no settlement.

    Args:
        body (RenkekiGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiGame
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
