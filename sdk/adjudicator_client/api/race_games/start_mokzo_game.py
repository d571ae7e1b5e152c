from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokzo_game import MokzoGame
from ...models.mokzo_new_game_request import MokzoNewGameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MokzoNewGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/race-games/mokzo/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokzoGame:
    if response.status_code == 200:
        response_200 = MokzoGame.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokzoGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoNewGameRequest,
) -> Response[Error | MokzoGame]:
    """行山: set up a game (shuffle, horses on the start, 3 cards each) and begin the first turn

     The state keeps the seed: throws a later request does not give are drawn from it, reproducibly.

    Args:
        body (MokzoNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokzoGame]
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
    body: MokzoNewGameRequest,
) -> Error | MokzoGame | None:
    """行山: set up a game (shuffle, horses on the start, 3 cards each) and begin the first turn

     The state keeps the seed: throws a later request does not give are drawn from it, reproducibly.

    Args:
        body (MokzoNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokzoGame
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoNewGameRequest,
) -> Response[Error | MokzoGame]:
    """行山: set up a game (shuffle, horses on the start, 3 cards each) and begin the first turn

     The state keeps the seed: throws a later request does not give are drawn from it, reproducibly.

    Args:
        body (MokzoNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokzoGame]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoNewGameRequest,
) -> Error | MokzoGame | None:
    """行山: set up a game (shuffle, horses on the start, 3 cards each) and begin the first turn

     The state keeps the seed: throws a later request does not give are drawn from it, reproducibly.

    Args:
        body (MokzoNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokzoGame
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
