from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.letiles_play import LetilesPlay
from ...models.letiles_play_request import LetilesPlayRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LetilesPlayRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/letiles/games/play",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LetilesPlay:
    if response.status_code == 200:
        response_200 = LetilesPlay.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LetilesPlay]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesPlayRequest,
) -> Response[Error | LetilesPlay]:
    """Play a tile from a stand and draw a replacement

     The seat must be the one to play, the tile on its stand and the placement legal (the first tile in
    the
    middle of the table, covering the cell (0, 0), unless `first_tile` is `anywhere`); otherwise the
    answer is
    `legal: false` with the reason and the game unchanged. The game must have been started under the
    request's
    `ruleset` (the `ruleset` it states), and holds only tiles in play under it. After the last tile the
    final score is
    included.

    Args:
        body (LetilesPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesPlay]
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
    body: LetilesPlayRequest,
) -> Error | LetilesPlay | None:
    """Play a tile from a stand and draw a replacement

     The seat must be the one to play, the tile on its stand and the placement legal (the first tile in
    the
    middle of the table, covering the cell (0, 0), unless `first_tile` is `anywhere`); otherwise the
    answer is
    `legal: false` with the reason and the game unchanged. The game must have been started under the
    request's
    `ruleset` (the `ruleset` it states), and holds only tiles in play under it. After the last tile the
    final score is
    included.

    Args:
        body (LetilesPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesPlay
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesPlayRequest,
) -> Response[Error | LetilesPlay]:
    """Play a tile from a stand and draw a replacement

     The seat must be the one to play, the tile on its stand and the placement legal (the first tile in
    the
    middle of the table, covering the cell (0, 0), unless `first_tile` is `anywhere`); otherwise the
    answer is
    `legal: false` with the reason and the game unchanged. The game must have been started under the
    request's
    `ruleset` (the `ruleset` it states), and holds only tiles in play under it. After the last tile the
    final score is
    included.

    Args:
        body (LetilesPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesPlay]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesPlayRequest,
) -> Error | LetilesPlay | None:
    """Play a tile from a stand and draw a replacement

     The seat must be the one to play, the tile on its stand and the placement legal (the first tile in
    the
    middle of the table, covering the cell (0, 0), unless `first_tile` is `anywhere`); otherwise the
    answer is
    `legal: false` with the reason and the game unchanged. The game must have been started under the
    request's
    `ruleset` (the `ruleset` it states), and holds only tiles in play under it. After the last tile the
    final score is
    included.

    Args:
        body (LetilesPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesPlay
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
