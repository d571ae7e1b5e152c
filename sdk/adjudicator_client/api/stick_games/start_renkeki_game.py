from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_game_answer import RenkekiGameAnswer
from ...models.renkeki_new_game_request import RenkekiNewGameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiNewGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/game/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiGameAnswer:
    if response.status_code == 200:
        response_200 = RenkekiGameAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiGameAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiNewGameRequest,
) -> Response[Error | RenkekiGameAnswer]:
    """連撃獣裁: seat the players for a whole game, decision by decision

     Each player in turn, in seating order, throws and then throws again or banks (連撃術); the unique
    highest
    result takes the pot, and the players tied at the top stake again and play another round. List the
    decisions open with `plays`, record each with `apply`.

    Args:
        body (RenkekiNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiGameAnswer]
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
    body: RenkekiNewGameRequest,
) -> Error | RenkekiGameAnswer | None:
    """連撃獣裁: seat the players for a whole game, decision by decision

     Each player in turn, in seating order, throws and then throws again or banks (連撃術); the unique
    highest
    result takes the pot, and the players tied at the top stake again and play another round. List the
    decisions open with `plays`, record each with `apply`.

    Args:
        body (RenkekiNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiGameAnswer
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiNewGameRequest,
) -> Response[Error | RenkekiGameAnswer]:
    """連撃獣裁: seat the players for a whole game, decision by decision

     Each player in turn, in seating order, throws and then throws again or banks (連撃術); the unique
    highest
    result takes the pot, and the players tied at the top stake again and play another round. List the
    decisions open with `plays`, record each with `apply`.

    Args:
        body (RenkekiNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiGameAnswer]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiNewGameRequest,
) -> Error | RenkekiGameAnswer | None:
    """連撃獣裁: seat the players for a whole game, decision by decision

     Each player in turn, in seating order, throws and then throws again or banks (連撃術); the unique
    highest
    result takes the pot, and the players tied at the top stake again and play another round. List the
    decisions open with `plays`, record each with `apply`.

    Args:
        body (RenkekiNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiGameAnswer
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
