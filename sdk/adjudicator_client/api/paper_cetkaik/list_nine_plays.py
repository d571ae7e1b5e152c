from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.nine_plays import NinePlays
from ...models.nine_state_request import NineStateRequest
from ...types import Response


def _get_kwargs(
    *,
    body: NineStateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/nine/plays",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NinePlays:
    if response.status_code == 200:
        response_200 = NinePlays.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NinePlays]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NineStateRequest,
) -> Response[Error | NinePlays]:
    """小猫: list the combos the player to play may play, and whether declining is allowed

     On the current combo: a stronger single sharing a colour (船 beats only 皇; 皇 is above 王), or a bigger
    set of the same strength; 無 is a same-colour wild. A player who has taken part must keep playing
    while
    able. With `form: compact` the combos come as a table (`compact_combos`: each distinct card once,
    the combos
    as columns of card indices and strengths).

    Args:
        body (NineStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NinePlays]
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
    body: NineStateRequest,
) -> Error | NinePlays | None:
    """小猫: list the combos the player to play may play, and whether declining is allowed

     On the current combo: a stronger single sharing a colour (船 beats only 皇; 皇 is above 王), or a bigger
    set of the same strength; 無 is a same-colour wild. A player who has taken part must keep playing
    while
    able. With `form: compact` the combos come as a table (`compact_combos`: each distinct card once,
    the combos
    as columns of card indices and strengths).

    Args:
        body (NineStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NinePlays
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NineStateRequest,
) -> Response[Error | NinePlays]:
    """小猫: list the combos the player to play may play, and whether declining is allowed

     On the current combo: a stronger single sharing a colour (船 beats only 皇; 皇 is above 王), or a bigger
    set of the same strength; 無 is a same-colour wild. A player who has taken part must keep playing
    while
    able. With `form: compact` the combos come as a table (`compact_combos`: each distinct card once,
    the combos
    as columns of card indices and strengths).

    Args:
        body (NineStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NinePlays]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NineStateRequest,
) -> Error | NinePlays | None:
    """小猫: list the combos the player to play may play, and whether declining is allowed

     On the current combo: a stronger single sharing a colour (船 beats only 皇; 皇 is above 王), or a bigger
    set of the same strength; 無 is a same-colour wild. A player who has taken part must keep playing
    while
    able. With `form: compact` the combos come as a table (`compact_combos`: each distinct card once,
    the combos
    as columns of card indices and strengths).

    Args:
        body (NineStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NinePlays
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
