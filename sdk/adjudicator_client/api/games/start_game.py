from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.start_game_request import StartGameRequest
from ...models.started_game import StartedGame
from ...types import Response


def _get_kwargs(
    *,
    body: StartGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/start",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | StartedGame:
    if response.status_code == 200:
        response_200 = StartedGame.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | StartedGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartGameRequest,
) -> Response[Error | StartedGame]:
    """Set a game up from a seed, under its rules

     The state a new game starts from, dealt or set up from `seed` for `players` (the game's usual number
    when
    absent), under `ruleset` (the defaults when absent). Seats are numbered from 0; `to_play` is the
    seat whose
    decision it is. The state states the rules it is played under: sent back as it is, it is played
    under them.

    Args:
        body (StartGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StartedGame]
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
    body: StartGameRequest,
) -> Error | StartedGame | None:
    """Set a game up from a seed, under its rules

     The state a new game starts from, dealt or set up from `seed` for `players` (the game's usual number
    when
    absent), under `ruleset` (the defaults when absent). Seats are numbered from 0; `to_play` is the
    seat whose
    decision it is. The state states the rules it is played under: sent back as it is, it is played
    under them.

    Args:
        body (StartGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StartedGame
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: StartGameRequest,
) -> Response[Error | StartedGame]:
    """Set a game up from a seed, under its rules

     The state a new game starts from, dealt or set up from `seed` for `players` (the game's usual number
    when
    absent), under `ruleset` (the defaults when absent). Seats are numbered from 0; `to_play` is the
    seat whose
    decision it is. The state states the rules it is played under: sent back as it is, it is played
    under them.

    Args:
        body (StartGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StartedGame]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: StartGameRequest,
) -> Error | StartedGame | None:
    """Set a game up from a seed, under its rules

     The state a new game starts from, dealt or set up from `seed` for `players` (the game's usual number
    when
    absent), under `ruleset` (the defaults when absent). Seats are numbered from 0; `to_play` is the
    seat whose
    decision it is. The state states the rules it is played under: sent back as it is, it is played
    under them.

    Args:
        body (StartGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StartedGame
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
