from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.niekhi_plays import NiekhiPlays
from ...models.niekhi_state_request import NiekhiStateRequest
from ...types import Response


def _get_kwargs(
    *,
    body: NiekhiStateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/niekhi/plays",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NiekhiPlays:
    if response.status_code == 200:
        response_200 = NiekhiPlays.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NiekhiPlays]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiStateRequest,
) -> Response[Error | NiekhiPlays]:
    """連友: list the combos the player to play may play

     Colour is ignored (船 stands for any card). On a combo: a stronger one of the same type and size, or
    a set
    of 3 or more (a bomb) over anything; passing is allowed. Leading: any combo. With `form: compact`
    the combos
    come as a table (`compact_combos`, as for a whole game's plays).

    Args:
        body (NiekhiStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NiekhiPlays]
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
    body: NiekhiStateRequest,
) -> Error | NiekhiPlays | None:
    """連友: list the combos the player to play may play

     Colour is ignored (船 stands for any card). On a combo: a stronger one of the same type and size, or
    a set
    of 3 or more (a bomb) over anything; passing is allowed. Leading: any combo. With `form: compact`
    the combos
    come as a table (`compact_combos`, as for a whole game's plays).

    Args:
        body (NiekhiStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NiekhiPlays
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiStateRequest,
) -> Response[Error | NiekhiPlays]:
    """連友: list the combos the player to play may play

     Colour is ignored (船 stands for any card). On a combo: a stronger one of the same type and size, or
    a set
    of 3 or more (a bomb) over anything; passing is allowed. Leading: any combo. With `form: compact`
    the combos
    come as a table (`compact_combos`, as for a whole game's plays).

    Args:
        body (NiekhiStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NiekhiPlays]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiStateRequest,
) -> Error | NiekhiPlays | None:
    """連友: list the combos the player to play may play

     Colour is ignored (船 stands for any card). On a combo: a stronger one of the same type and size, or
    a set
    of 3 or more (a bomb) over anything; passing is allowed. Leading: any combo. With `form: compact`
    the combos
    come as a table (`compact_combos`, as for a whole game's plays).

    Args:
        body (NiekhiStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NiekhiPlays
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
