from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.apply_game_action_request import ApplyGameActionRequest
from ...models.error import Error
from ...models.game_verdict import GameVerdict
from ...types import Response


def _get_kwargs(
    *,
    body: ApplyGameActionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GameVerdict:
    if response.status_code == 200:
        response_200 = GameVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GameVerdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ApplyGameActionRequest,
) -> Response[Error | GameVerdict]:
    """Adjudicate an action of the seat to play

     `legal: false` with the reason for an action the rules do not allow (the state is then the one
    sent); a
    malformed action is a 422 naming the part. Where chance decides (a cast of the sticks, a die),
    `outcomes`
    lists every state the action may lead to with its exact probability, and `state` is the one drawn
    from the
    state's seed.

    Args:
        body (ApplyGameActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameVerdict]
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
    body: ApplyGameActionRequest,
) -> Error | GameVerdict | None:
    """Adjudicate an action of the seat to play

     `legal: false` with the reason for an action the rules do not allow (the state is then the one
    sent); a
    malformed action is a 422 naming the part. Where chance decides (a cast of the sticks, a die),
    `outcomes`
    lists every state the action may lead to with its exact probability, and `state` is the one drawn
    from the
    state's seed.

    Args:
        body (ApplyGameActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameVerdict
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ApplyGameActionRequest,
) -> Response[Error | GameVerdict]:
    """Adjudicate an action of the seat to play

     `legal: false` with the reason for an action the rules do not allow (the state is then the one
    sent); a
    malformed action is a 422 naming the part. Where chance decides (a cast of the sticks, a die),
    `outcomes`
    lists every state the action may lead to with its exact probability, and `state` is the one drawn
    from the
    state's seed.

    Args:
        body (ApplyGameActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GameVerdict]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ApplyGameActionRequest,
) -> Error | GameVerdict | None:
    """Adjudicate an action of the seat to play

     `legal: false` with the reason for an action the rules do not allow (the state is then the one
    sent); a
    malformed action is a 422 naming the part. Where chance decides (a cast of the sticks, a die),
    `outcomes`
    lists every state the action may lead to with its exact probability, and `state` is the one drawn
    from the
    state's seed.

    Args:
        body (ApplyGameActionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GameVerdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
