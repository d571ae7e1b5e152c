from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.letiles_new_game import LetilesNewGame
from ...models.letiles_new_game_request import LetilesNewGameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LetilesNewGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/letiles/games/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LetilesNewGame:
    if response.status_code == 200:
        response_200 = LetilesNewGame.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LetilesNewGame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesNewGameRequest,
) -> Response[Error | LetilesNewGame]:
    """Deal a new game: shuffle each player's set into a stock and draw 5 to each stand

     Each player gets the tiles in play whose set is their colour: under the ruleset's `short_game` one
    copy
    of each duplicated multi-colour design stays in the box, under `expansion` each expansion tile takes
    the place of its base tile. The game carries its `ruleset`; send the same `ruleset` with every
    request about it. With a `seed` the deal is reproducible (and cached); without one a random seed is
    drawn and returned, so the deal can still be replayed.

    Args:
        body (LetilesNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesNewGame]
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
    body: LetilesNewGameRequest,
) -> Error | LetilesNewGame | None:
    """Deal a new game: shuffle each player's set into a stock and draw 5 to each stand

     Each player gets the tiles in play whose set is their colour: under the ruleset's `short_game` one
    copy
    of each duplicated multi-colour design stays in the box, under `expansion` each expansion tile takes
    the place of its base tile. The game carries its `ruleset`; send the same `ruleset` with every
    request about it. With a `seed` the deal is reproducible (and cached); without one a random seed is
    drawn and returned, so the deal can still be replayed.

    Args:
        body (LetilesNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesNewGame
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesNewGameRequest,
) -> Response[Error | LetilesNewGame]:
    """Deal a new game: shuffle each player's set into a stock and draw 5 to each stand

     Each player gets the tiles in play whose set is their colour: under the ruleset's `short_game` one
    copy
    of each duplicated multi-colour design stays in the box, under `expansion` each expansion tile takes
    the place of its base tile. The game carries its `ruleset`; send the same `ruleset` with every
    request about it. With a `seed` the deal is reproducible (and cached); without one a random seed is
    drawn and returned, so the deal can still be replayed.

    Args:
        body (LetilesNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesNewGame]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesNewGameRequest,
) -> Error | LetilesNewGame | None:
    """Deal a new game: shuffle each player's set into a stock and draw 5 to each stand

     Each player gets the tiles in play whose set is their colour: under the ruleset's `short_game` one
    copy
    of each duplicated multi-colour design stays in the box, under `expansion` each expansion tile takes
    the place of its base tile. The game carries its `ruleset`; send the same `ruleset` with every
    request about it. With a `seed` the deal is reproducible (and cached); without one a random seed is
    drawn and returned, so the deal can still be replayed.

    Args:
        body (LetilesNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesNewGame
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
