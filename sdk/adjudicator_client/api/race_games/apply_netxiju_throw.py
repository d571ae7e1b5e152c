from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.netxiju_throw_request import NetxijuThrowRequest
from ...models.netxiju_throw_result import NetxijuThrowResult
from ...types import Response


def _get_kwargs(
    *,
    body: NetxijuThrowRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/race-games/netxiju/throw",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetxijuThrowResult:
    if response.status_code == 200:
        response_200 = NetxijuThrowResult.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NetxijuThrowResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetxijuThrowRequest,
) -> Response[Error | NetxijuThrowResult]:
    """六裁: apply a throw (move, send back, drink, arrive)

     The pawn advances by the throw; the goal (square 31) must be hit exactly, a throw that overshoots
    means
    no move. A pawn on the destination is sent back to the start. On a lined square the thrower drinks
    one
    cup per line, also after a throw of 0. A throw out of turn is `legal: false`. Give the observed
    `cast`,
    or a `seed` to draw it; with neither it is drawn at random.

    Args:
        body (NetxijuThrowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuThrowResult]
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
    body: NetxijuThrowRequest,
) -> Error | NetxijuThrowResult | None:
    """六裁: apply a throw (move, send back, drink, arrive)

     The pawn advances by the throw; the goal (square 31) must be hit exactly, a throw that overshoots
    means
    no move. A pawn on the destination is sent back to the start. On a lined square the thrower drinks
    one
    cup per line, also after a throw of 0. A throw out of turn is `legal: false`. Give the observed
    `cast`,
    or a `seed` to draw it; with neither it is drawn at random.

    Args:
        body (NetxijuThrowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuThrowResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NetxijuThrowRequest,
) -> Response[Error | NetxijuThrowResult]:
    """六裁: apply a throw (move, send back, drink, arrive)

     The pawn advances by the throw; the goal (square 31) must be hit exactly, a throw that overshoots
    means
    no move. A pawn on the destination is sent back to the start. On a lined square the thrower drinks
    one
    cup per line, also after a throw of 0. A throw out of turn is `legal: false`. Give the observed
    `cast`,
    or a `seed` to draw it; with neither it is drawn at random.

    Args:
        body (NetxijuThrowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuThrowResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NetxijuThrowRequest,
) -> Error | NetxijuThrowResult | None:
    """六裁: apply a throw (move, send back, drink, arrive)

     The pawn advances by the throw; the goal (square 31) must be hit exactly, a throw that overshoots
    means
    no move. A pawn on the destination is sent back to the start. On a lined square the thrower drinks
    one
    cup per line, also after a throw of 0. A throw out of turn is `legal: false`. Give the observed
    `cast`,
    or a `seed` to draw it; with neither it is drawn at random.

    Args:
        body (NetxijuThrowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuThrowResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
