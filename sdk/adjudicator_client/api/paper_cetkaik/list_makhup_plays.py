from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.makhup_plays import MakhupPlays
from ...models.makhup_state_request import MakhupStateRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MakhupStateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/makhup/plays",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MakhupPlays:
    if response.status_code == 200:
        response_200 = MakhupPlays.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MakhupPlays]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakhupStateRequest,
) -> Response[Error | MakhupPlays]:
    """値木: list the legal plays on the roads

     Extend a road with cards whose values (無 0 … 将 8) sum to its tip (any one numbered card on a 皇, 王 or
    船 tip); merge two roads with one card equal to the sum of their tips; erase every road with 皇, 王 or
    船.

    Args:
        body (MakhupStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakhupPlays]
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
    body: MakhupStateRequest,
) -> Error | MakhupPlays | None:
    """値木: list the legal plays on the roads

     Extend a road with cards whose values (無 0 … 将 8) sum to its tip (any one numbered card on a 皇, 王 or
    船 tip); merge two roads with one card equal to the sum of their tips; erase every road with 皇, 王 or
    船.

    Args:
        body (MakhupStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakhupPlays
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakhupStateRequest,
) -> Response[Error | MakhupPlays]:
    """値木: list the legal plays on the roads

     Extend a road with cards whose values (無 0 … 将 8) sum to its tip (any one numbered card on a 皇, 王 or
    船 tip); merge two roads with one card equal to the sum of their tips; erase every road with 皇, 王 or
    船.

    Args:
        body (MakhupStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakhupPlays]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MakhupStateRequest,
) -> Error | MakhupPlays | None:
    """値木: list the legal plays on the roads

     Extend a road with cards whose values (無 0 … 将 8) sum to its tip (any one numbered card on a 皇, 王 or
    船 tip); merge two roads with one card equal to the sum of their tips; erase every road with 皇, 王 or
    船.

    Args:
        body (MakhupStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakhupPlays
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
