from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.namtou_game import NamtouGame
from ...models.namtou_game_new_request import NamtouGameNewRequest
from ...types import Response


def _get_kwargs(
    *,
    body: NamtouGameNewRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/namtou/game/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NamtouGame:
    if response.status_code == 200:
        response_200 = NamtouGame.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NamtouGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouGameNewRequest,
) -> Response[Error | NamtouGame]:
    """開樽: deal a game from a seed; everyone pays the fee and the dealer (default the first seat) decides
    first

     `ruleset.hand_size` cards to each player (2 by default), from the deck shuffled by the seed
    (reproducible).
    `ruleset.cycles` betting cycles follow on the same hands; the reveal comes after the last one.

    Args:
        body (NamtouGameNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouGame]
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
    body: NamtouGameNewRequest,
) -> Error | NamtouGame | None:
    """開樽: deal a game from a seed; everyone pays the fee and the dealer (default the first seat) decides
    first

     `ruleset.hand_size` cards to each player (2 by default), from the deck shuffled by the seed
    (reproducible).
    `ruleset.cycles` betting cycles follow on the same hands; the reveal comes after the last one.

    Args:
        body (NamtouGameNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouGame
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouGameNewRequest,
) -> Response[Error | NamtouGame]:
    """開樽: deal a game from a seed; everyone pays the fee and the dealer (default the first seat) decides
    first

     `ruleset.hand_size` cards to each player (2 by default), from the deck shuffled by the seed
    (reproducible).
    `ruleset.cycles` betting cycles follow on the same hands; the reveal comes after the last one.

    Args:
        body (NamtouGameNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouGame]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouGameNewRequest,
) -> Error | NamtouGame | None:
    """開樽: deal a game from a seed; everyone pays the fee and the dealer (default the first seat) decides
    first

     `ruleset.hand_size` cards to each player (2 by default), from the deck shuffled by the seed
    (reproducible).
    `ruleset.cycles` betting cycles follow on the same hands; the reveal comes after the last one.

    Args:
        body (NamtouGameNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouGame
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
