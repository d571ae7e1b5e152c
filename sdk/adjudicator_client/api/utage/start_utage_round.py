from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_round_start import UtageRoundStart
from ...models.utage_start_round_request import UtageStartRoundRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UtageStartRoundRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/rounds/start",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageRoundStart:
    if response.status_code == 200:
        response_200 = UtageRoundStart.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageRoundStart]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageStartRoundRequest,
) -> Response[Error | UtageRoundStart]:
    """Start a round: flip the lord card and roll every player's dice

     Give the observed `rolls`, or a `seed` for a reproducible roll; with neither the roll is drawn from
    the
    game's seed (a state without one: at random, and the answer is not cached).

    Args:
        body (UtageStartRoundRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageRoundStart]
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
    body: UtageStartRoundRequest,
) -> Error | UtageRoundStart | None:
    """Start a round: flip the lord card and roll every player's dice

     Give the observed `rolls`, or a `seed` for a reproducible roll; with neither the roll is drawn from
    the
    game's seed (a state without one: at random, and the answer is not cached).

    Args:
        body (UtageStartRoundRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageRoundStart
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageStartRoundRequest,
) -> Response[Error | UtageRoundStart]:
    """Start a round: flip the lord card and roll every player's dice

     Give the observed `rolls`, or a `seed` for a reproducible roll; with neither the roll is drawn from
    the
    game's seed (a state without one: at random, and the answer is not cached).

    Args:
        body (UtageStartRoundRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageRoundStart]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageStartRoundRequest,
) -> Error | UtageRoundStart | None:
    """Start a round: flip the lord card and roll every player's dice

     Give the observed `rolls`, or a `seed` for a reproducible roll; with neither the roll is drawn from
    the
    game's seed (a state without one: at random, and the answer is not cached).

    Args:
        body (UtageStartRoundRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageRoundStart
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
