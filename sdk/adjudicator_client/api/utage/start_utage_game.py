from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_new_game_request import UtageNewGameRequest
from ...models.utage_state_result import UtageStateResult
from ...types import Response


def _get_kwargs(
    *,
    body: UtageNewGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/games/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageStateResult:
    if response.status_code == 200:
        response_200 = UtageStateResult.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageStateResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageNewGameRequest,
) -> Response[Error | UtageStateResult]:
    """Set up a game: one cup per player (two each with two players), the rest is the lord's stack

     The game keeps its `seed` (a random one without it): the rolls of a round started without `rolls` or
    `seed`, and the lord's roll of a round scored without `lord_dice` or `seed`, are drawn from it and
    the
    round's number, so a game is reproducible from its states.

    Args:
        body (UtageNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageStateResult]
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
    body: UtageNewGameRequest,
) -> Error | UtageStateResult | None:
    """Set up a game: one cup per player (two each with two players), the rest is the lord's stack

     The game keeps its `seed` (a random one without it): the rolls of a round started without `rolls` or
    `seed`, and the lord's roll of a round scored without `lord_dice` or `seed`, are drawn from it and
    the
    round's number, so a game is reproducible from its states.

    Args:
        body (UtageNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageStateResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageNewGameRequest,
) -> Response[Error | UtageStateResult]:
    """Set up a game: one cup per player (two each with two players), the rest is the lord's stack

     The game keeps its `seed` (a random one without it): the rolls of a round started without `rolls` or
    `seed`, and the lord's roll of a round scored without `lord_dice` or `seed`, are drawn from it and
    the
    round's number, so a game is reproducible from its states.

    Args:
        body (UtageNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageStateResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageNewGameRequest,
) -> Error | UtageStateResult | None:
    """Set up a game: one cup per player (two each with two players), the rest is the lord's stack

     The game keeps its `seed` (a random one without it): the rolls of a round started without `rolls` or
    `seed`, and the lord's roll of a round scored without `lord_dice` or `seed`, are drawn from it and
    the
    round's number, so a game is reproducible from its states.

    Args:
        body (UtageNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageStateResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
