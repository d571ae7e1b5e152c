from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.netxiju_new_request import NetxijuNewRequest
from ...models.netxiju_race import NetxijuRace
from ...types import Response


def _get_kwargs(
    *,
    body: NetxijuNewRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/race-games/netxiju/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetxijuRace:
    if response.status_code == 200:
        response_200 = NetxijuRace.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NetxijuRace]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetxijuNewRequest,
) -> Response[Error | NetxijuRace]:
    """六裁: start a race: every pawn on the start square, the `first` seat to throw

     The race itself needs no randomness, so the state carries no seed: each throw takes its own. Send
    the
    observed `cast` to /throw, or a `seed` there to draw it reproducibly (e.g. this race's seed plus the
    number of the throw); a throw with neither is drawn at random.

    Args:
        body (NetxijuNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuRace]
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
    body: NetxijuNewRequest,
) -> Error | NetxijuRace | None:
    """六裁: start a race: every pawn on the start square, the `first` seat to throw

     The race itself needs no randomness, so the state carries no seed: each throw takes its own. Send
    the
    observed `cast` to /throw, or a `seed` there to draw it reproducibly (e.g. this race's seed plus the
    number of the throw); a throw with neither is drawn at random.

    Args:
        body (NetxijuNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuRace
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetxijuNewRequest,
) -> Response[Error | NetxijuRace]:
    """六裁: start a race: every pawn on the start square, the `first` seat to throw

     The race itself needs no randomness, so the state carries no seed: each throw takes its own. Send
    the
    observed `cast` to /throw, or a `seed` there to draw it reproducibly (e.g. this race's seed plus the
    number of the throw); a throw with neither is drawn at random.

    Args:
        body (NetxijuNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuRace]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NetxijuNewRequest,
) -> Error | NetxijuRace | None:
    """六裁: start a race: every pawn on the start square, the `first` seat to throw

     The race itself needs no randomness, so the state carries no seed: each throw takes its own. Send
    the
    observed `cast` to /throw, or a `seed` there to draw it reproducibly (e.g. this race's seed plus the
    number of the throw); a throw with neither is drawn at random.

    Args:
        body (NetxijuNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuRace
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
