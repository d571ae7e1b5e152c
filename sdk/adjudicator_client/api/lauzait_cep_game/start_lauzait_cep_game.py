from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_game_answer import LauzaitGameAnswer
from ...models.lauzait_new_game_request import LauzaitNewGameRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitNewGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/game/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitGameAnswer:
    if response.status_code == 200:
        response_200 = LauzaitGameAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitGameAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitNewGameRequest,
) -> Response[Error | LauzaitGameAnswer]:
    """Lauzait Cep!: start a game

     The first Season is dealt from the seed; the sticks (drawn from the seed too) decide its starter and
    direction.

    Args:
        body (LauzaitNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitGameAnswer]
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
    body: LauzaitNewGameRequest,
) -> Error | LauzaitGameAnswer | None:
    """Lauzait Cep!: start a game

     The first Season is dealt from the seed; the sticks (drawn from the seed too) decide its starter and
    direction.

    Args:
        body (LauzaitNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitGameAnswer
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitNewGameRequest,
) -> Response[Error | LauzaitGameAnswer]:
    """Lauzait Cep!: start a game

     The first Season is dealt from the seed; the sticks (drawn from the seed too) decide its starter and
    direction.

    Args:
        body (LauzaitNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitGameAnswer]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitNewGameRequest,
) -> Error | LauzaitGameAnswer | None:
    """Lauzait Cep!: start a game

     The first Season is dealt from the seed; the sticks (drawn from the seed too) decide its starter and
    direction.

    Args:
        body (LauzaitNewGameRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitGameAnswer
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
