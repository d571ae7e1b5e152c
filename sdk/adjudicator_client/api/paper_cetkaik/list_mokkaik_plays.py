from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokkaik_plays import MokkaikPlays
from ...models.mokkaik_state_request import MokkaikStateRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MokkaikStateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/mokkaik/plays",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokkaikPlays:
    if response.status_code == 200:
        response_200 = MokkaikPlays.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokkaikPlays]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikStateRequest,
) -> Response[Error | MokkaikPlays]:
    """行戦: list the legal plays of the player to play against the current trick

     The leader may play any combo (single, set, one-colour sequence of 3 or more; 船 is a same-colour
    wild).
    A follower plays a combo of the lead's type, size and colour pattern that beats the reference (the
    trick's
    best so far, or the lead under `must_beat = lead`), or lays as many cards face down.

    Args:
        body (MokkaikStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikPlays]
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
    body: MokkaikStateRequest,
) -> Error | MokkaikPlays | None:
    """行戦: list the legal plays of the player to play against the current trick

     The leader may play any combo (single, set, one-colour sequence of 3 or more; 船 is a same-colour
    wild).
    A follower plays a combo of the lead's type, size and colour pattern that beats the reference (the
    trick's
    best so far, or the lead under `must_beat = lead`), or lays as many cards face down.

    Args:
        body (MokkaikStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikPlays
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikStateRequest,
) -> Response[Error | MokkaikPlays]:
    """行戦: list the legal plays of the player to play against the current trick

     The leader may play any combo (single, set, one-colour sequence of 3 or more; 船 is a same-colour
    wild).
    A follower plays a combo of the lead's type, size and colour pattern that beats the reference (the
    trick's
    best so far, or the lead under `must_beat = lead`), or lays as many cards face down.

    Args:
        body (MokkaikStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikPlays]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikStateRequest,
) -> Error | MokkaikPlays | None:
    """行戦: list the legal plays of the player to play against the current trick

     The leader may play any combo (single, set, one-colour sequence of 3 or more; 船 is a same-colour
    wild).
    A follower plays a combo of the lead's type, size and colour pattern that beats the reference (the
    trick's
    best so far, or the lead under `must_beat = lead`), or lays as many cards face down.

    Args:
        body (MokkaikStateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikPlays
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
