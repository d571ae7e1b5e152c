from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_game_end import UtageGameEnd
from ...models.utage_game_end_request import UtageGameEndRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UtageGameEndRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/games/end",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageGameEnd:
    if response.status_code == 200:
        response_200 = UtageGameEnd.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageGameEnd]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageGameEndRequest,
) -> Response[Error | UtageGameEnd]:
    """Check whether the game is over, and who won

     The game ends the moment a round's winner holds at least as many cups as the lord has left, or when
    a
    single player remains (the others disqualified).

    Args:
        body (UtageGameEndRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageGameEnd]
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
    body: UtageGameEndRequest,
) -> Error | UtageGameEnd | None:
    """Check whether the game is over, and who won

     The game ends the moment a round's winner holds at least as many cups as the lord has left, or when
    a
    single player remains (the others disqualified).

    Args:
        body (UtageGameEndRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageGameEnd
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageGameEndRequest,
) -> Response[Error | UtageGameEnd]:
    """Check whether the game is over, and who won

     The game ends the moment a round's winner holds at least as many cups as the lord has left, or when
    a
    single player remains (the others disqualified).

    Args:
        body (UtageGameEndRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageGameEnd]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageGameEndRequest,
) -> Error | UtageGameEnd | None:
    """Check whether the game is over, and who won

     The game ends the moment a round's winner holds at least as many cups as the lord has left, or when
    a
    single player remains (the others disqualified).

    Args:
        body (UtageGameEndRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageGameEnd
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
