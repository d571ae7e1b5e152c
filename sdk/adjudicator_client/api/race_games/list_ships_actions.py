from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.ships_actions import ShipsActions
from ...models.ships_actions_request import ShipsActionsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: ShipsActionsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/race-games/ships/actions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ShipsActions:
    if response.status_code == 200:
        response_200 = ShipsActions.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ShipsActions]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ShipsActionsRequest,
) -> Response[Error | ShipsActions]:
    """連船之遊: list the legal actions of a seat for its cast

     Move a ship x points (burning x of its cargo), build (load 5 from the start store onto an empty ship
    at
    the start), supply x to a ship, plunder x-1 from another player's ship on the same point, recall a
    ship
    to the start, or pass (forced on a cast of 0). Without a `cast`, the turn's cast is drawn from the
    state's seed (the same one `apply` draws).

    Args:
        body (ShipsActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ShipsActions]
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
    body: ShipsActionsRequest,
) -> Error | ShipsActions | None:
    """連船之遊: list the legal actions of a seat for its cast

     Move a ship x points (burning x of its cargo), build (load 5 from the start store onto an empty ship
    at
    the start), supply x to a ship, plunder x-1 from another player's ship on the same point, recall a
    ship
    to the start, or pass (forced on a cast of 0). Without a `cast`, the turn's cast is drawn from the
    state's seed (the same one `apply` draws).

    Args:
        body (ShipsActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ShipsActions
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ShipsActionsRequest,
) -> Response[Error | ShipsActions]:
    """連船之遊: list the legal actions of a seat for its cast

     Move a ship x points (burning x of its cargo), build (load 5 from the start store onto an empty ship
    at
    the start), supply x to a ship, plunder x-1 from another player's ship on the same point, recall a
    ship
    to the start, or pass (forced on a cast of 0). Without a `cast`, the turn's cast is drawn from the
    state's seed (the same one `apply` draws).

    Args:
        body (ShipsActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ShipsActions]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ShipsActionsRequest,
) -> Error | ShipsActions | None:
    """連船之遊: list the legal actions of a seat for its cast

     Move a ship x points (burning x of its cargo), build (load 5 from the start store onto an empty ship
    at
    the start), supply x to a ship, plunder x-1 from another player's ship on the same point, recall a
    ship
    to the start, or pass (forced on a cast of 0). Without a `cast`, the turn's cast is drawn from the
    state's seed (the same one `apply` draws).

    Args:
        body (ShipsActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ShipsActions
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
