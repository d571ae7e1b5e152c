from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_actions import UtageActions
from ...models.utage_actions_request import UtageActionsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UtageActionsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/actions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageActions:
    if response.status_code == 200:
        response_200 = UtageActions.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageActions]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageActionsRequest,
) -> Response[Error | UtageActions]:
    """List the legal actions of a seat

     In the play phase: place a cup die on a slot (a filled slot's die goes to the lord's cup), give a
    cup die
    to another player, move a die from in front of you to the lord's cup, or declare the end. After a
    declaration each other player, in turn, may only move one cup die to the lord's cup or decline.

    Args:
        body (UtageActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageActions]
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
    body: UtageActionsRequest,
) -> Error | UtageActions | None:
    """List the legal actions of a seat

     In the play phase: place a cup die on a slot (a filled slot's die goes to the lord's cup), give a
    cup die
    to another player, move a die from in front of you to the lord's cup, or declare the end. After a
    declaration each other player, in turn, may only move one cup die to the lord's cup or decline.

    Args:
        body (UtageActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageActions
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageActionsRequest,
) -> Response[Error | UtageActions]:
    """List the legal actions of a seat

     In the play phase: place a cup die on a slot (a filled slot's die goes to the lord's cup), give a
    cup die
    to another player, move a die from in front of you to the lord's cup, or declare the end. After a
    declaration each other player, in turn, may only move one cup die to the lord's cup or decline.

    Args:
        body (UtageActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageActions]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageActionsRequest,
) -> Error | UtageActions | None:
    """List the legal actions of a seat

     In the play phase: place a cup die on a slot (a filled slot's die goes to the lord's cup), give a
    cup die
    to another player, move a die from in front of you to the lord's cup, or declare the end. After a
    declaration each other player, in turn, may only move one cup die to the lord's cup or decline.

    Args:
        body (UtageActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageActions
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
