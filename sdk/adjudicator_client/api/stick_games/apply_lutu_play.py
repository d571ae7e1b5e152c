from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lutu_apply_request import LutuApplyRequest
from ...models.lutu_play_verdict import LutuPlayVerdict
from ...types import Response


def _get_kwargs(
    *,
    body: LutuApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/lutu/game/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LutuPlayVerdict:
    if response.status_code == 200:
        response_200 = LutuPlayVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LutuPlayVerdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LutuApplyRequest,
) -> Response[Error | LutuPlayVerdict]:
    """新遊: record a child's bets or the banker's cast (observed, or drawn from the game's seed)

     A play out of turn, a banker who bets or a child who throws, more numbers than the rules allow, or a
    number
    bet on twice is `legal: false` with the reason, and the game is unchanged. The cast settles every
    bet.

    Args:
        body (LutuApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LutuPlayVerdict]
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
    body: LutuApplyRequest,
) -> Error | LutuPlayVerdict | None:
    """新遊: record a child's bets or the banker's cast (observed, or drawn from the game's seed)

     A play out of turn, a banker who bets or a child who throws, more numbers than the rules allow, or a
    number
    bet on twice is `legal: false` with the reason, and the game is unchanged. The cast settles every
    bet.

    Args:
        body (LutuApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LutuPlayVerdict
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LutuApplyRequest,
) -> Response[Error | LutuPlayVerdict]:
    """新遊: record a child's bets or the banker's cast (observed, or drawn from the game's seed)

     A play out of turn, a banker who bets or a child who throws, more numbers than the rules allow, or a
    number
    bet on twice is `legal: false` with the reason, and the game is unchanged. The cast settles every
    bet.

    Args:
        body (LutuApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LutuPlayVerdict]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LutuApplyRequest,
) -> Error | LutuPlayVerdict | None:
    """新遊: record a child's bets or the banker's cast (observed, or drawn from the game's seed)

     A play out of turn, a banker who bets or a child who throws, more numbers than the rules allow, or a
    number
    bet on twice is `legal: false` with the reason, and the game is unchanged. The cast settles every
    bet.

    Args:
        body (LutuApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LutuPlayVerdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
