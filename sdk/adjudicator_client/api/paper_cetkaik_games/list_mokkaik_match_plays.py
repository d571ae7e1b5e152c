from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokkaik_match_plays import MokkaikMatchPlays
from ...models.mokkaik_match_request import MokkaikMatchRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MokkaikMatchRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/mokkaik/match/plays",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokkaikMatchPlays:
    if response.status_code == 200:
        response_200 = MokkaikMatchPlays.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokkaikMatchPlays]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikMatchRequest,
) -> Response[Error | MokkaikMatchPlays]:
    """行戦: list the legal plays of the player to play in a match

     With `form: compact` the combos come as a table (`compact_combos`: each distinct card once, the
    combos as
    columns of card indices, types and ranks, and only the cards that stand for another).

    Args:
        body (MokkaikMatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikMatchPlays]
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
    body: MokkaikMatchRequest,
) -> Error | MokkaikMatchPlays | None:
    """行戦: list the legal plays of the player to play in a match

     With `form: compact` the combos come as a table (`compact_combos`: each distinct card once, the
    combos as
    columns of card indices, types and ranks, and only the cards that stand for another).

    Args:
        body (MokkaikMatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikMatchPlays
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikMatchRequest,
) -> Response[Error | MokkaikMatchPlays]:
    """行戦: list the legal plays of the player to play in a match

     With `form: compact` the combos come as a table (`compact_combos`: each distinct card once, the
    combos as
    columns of card indices, types and ranks, and only the cards that stand for another).

    Args:
        body (MokkaikMatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikMatchPlays]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikMatchRequest,
) -> Error | MokkaikMatchPlays | None:
    """行戦: list the legal plays of the player to play in a match

     With `form: compact` the combos come as a table (`compact_combos`: each distinct card once, the
    combos as
    columns of card indices, types and ranks, and only the cards that stand for another).

    Args:
        body (MokkaikMatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikMatchPlays
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
