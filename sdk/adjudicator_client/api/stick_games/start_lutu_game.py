from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lutu_game_answer import LutuGameAnswer
from ...models.lutu_new_game_request import LutuNewGameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LutuNewGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/lutu/game/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LutuGameAnswer:
    if response.status_code == 200:
        response_200 = LutuGameAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LutuGameAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LutuNewGameRequest,
) -> Response[Error | LutuGameAnswer]:
    """新遊: seat the banker and the children for a round, play by play

     Each child bets in turn, then the banker throws once and every bet is settled. List the plays open
    with
    `plays`, record each with `apply`. The game carries its seed, so whoever holds it can foresee a
    drawn
    cast: at a real table send the cast observed.

    Args:
        body (LutuNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LutuGameAnswer]
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
    body: LutuNewGameRequest,
) -> Error | LutuGameAnswer | None:
    """新遊: seat the banker and the children for a round, play by play

     Each child bets in turn, then the banker throws once and every bet is settled. List the plays open
    with
    `plays`, record each with `apply`. The game carries its seed, so whoever holds it can foresee a
    drawn
    cast: at a real table send the cast observed.

    Args:
        body (LutuNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LutuGameAnswer
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LutuNewGameRequest,
) -> Response[Error | LutuGameAnswer]:
    """新遊: seat the banker and the children for a round, play by play

     Each child bets in turn, then the banker throws once and every bet is settled. List the plays open
    with
    `plays`, record each with `apply`. The game carries its seed, so whoever holds it can foresee a
    drawn
    cast: at a real table send the cast observed.

    Args:
        body (LutuNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LutuGameAnswer]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LutuNewGameRequest,
) -> Error | LutuGameAnswer | None:
    """新遊: seat the banker and the children for a round, play by play

     Each child bets in turn, then the banker throws once and every bet is settled. List the plays open
    with
    `plays`, record each with `apply`. The game carries its seed, so whoever holds it can foresee a
    drawn
    cast: at a real table send the cast observed.

    Args:
        body (LutuNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LutuGameAnswer
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
