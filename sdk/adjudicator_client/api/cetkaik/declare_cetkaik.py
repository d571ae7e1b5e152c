from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.declare_request import DeclareRequest
from ...models.declare_response import DeclareResponse
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: DeclareRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/declare",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeclareResponse | Error:
    if response.status_code == 200:
        response_200 = DeclareResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DeclareResponse | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeclareRequest,
) -> Response[DeclareResponse | Error]:
    """Declare ty mok1 (再行) or ta xot1 (終季) in a position that awaits a declaration

     The position says what the turn formed (`awaiting_declaration`: its new hands and penalty hands), as
    `apply_cetkaik_move` returned it; nothing else is needed. A declaration in a position that awaits
    none
    (or after the end of the game) is answered `legal: false` with the reason. ty mok1 doubles the rate
    (at
    most x64) and passes the turn. ta xot1 scores every hand of the declarer's hop1zuo1 plus the turn's
    penalty hands (after a penalty alone, only the penalties, as the reference does; ruleset flag
    `ta_xot1_forced_by_penalty_scores`), times the rate, zero-sum and clamped to 0..40; the game ends
    when a
    score reaches 0 or after the ruleset's last season (1, 2 or 4); otherwise the next season starts
    from
    the initial position. Its first mover is decided by casting sticks: give the casts, a seed, or the
    side,
    or get both possibilities with probability 1/2 each.

    Args:
        body (DeclareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclareResponse | Error]
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
    body: DeclareRequest,
) -> DeclareResponse | Error | None:
    """Declare ty mok1 (再行) or ta xot1 (終季) in a position that awaits a declaration

     The position says what the turn formed (`awaiting_declaration`: its new hands and penalty hands), as
    `apply_cetkaik_move` returned it; nothing else is needed. A declaration in a position that awaits
    none
    (or after the end of the game) is answered `legal: false` with the reason. ty mok1 doubles the rate
    (at
    most x64) and passes the turn. ta xot1 scores every hand of the declarer's hop1zuo1 plus the turn's
    penalty hands (after a penalty alone, only the penalties, as the reference does; ruleset flag
    `ta_xot1_forced_by_penalty_scores`), times the rate, zero-sum and clamped to 0..40; the game ends
    when a
    score reaches 0 or after the ruleset's last season (1, 2 or 4); otherwise the next season starts
    from
    the initial position. Its first mover is decided by casting sticks: give the casts, a seed, or the
    side,
    or get both possibilities with probability 1/2 each.

    Args:
        body (DeclareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclareResponse | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeclareRequest,
) -> Response[DeclareResponse | Error]:
    """Declare ty mok1 (再行) or ta xot1 (終季) in a position that awaits a declaration

     The position says what the turn formed (`awaiting_declaration`: its new hands and penalty hands), as
    `apply_cetkaik_move` returned it; nothing else is needed. A declaration in a position that awaits
    none
    (or after the end of the game) is answered `legal: false` with the reason. ty mok1 doubles the rate
    (at
    most x64) and passes the turn. ta xot1 scores every hand of the declarer's hop1zuo1 plus the turn's
    penalty hands (after a penalty alone, only the penalties, as the reference does; ruleset flag
    `ta_xot1_forced_by_penalty_scores`), times the rate, zero-sum and clamped to 0..40; the game ends
    when a
    score reaches 0 or after the ruleset's last season (1, 2 or 4); otherwise the next season starts
    from
    the initial position. Its first mover is decided by casting sticks: give the casts, a seed, or the
    side,
    or get both possibilities with probability 1/2 each.

    Args:
        body (DeclareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclareResponse | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DeclareRequest,
) -> DeclareResponse | Error | None:
    """Declare ty mok1 (再行) or ta xot1 (終季) in a position that awaits a declaration

     The position says what the turn formed (`awaiting_declaration`: its new hands and penalty hands), as
    `apply_cetkaik_move` returned it; nothing else is needed. A declaration in a position that awaits
    none
    (or after the end of the game) is answered `legal: false` with the reason. ty mok1 doubles the rate
    (at
    most x64) and passes the turn. ta xot1 scores every hand of the declarer's hop1zuo1 plus the turn's
    penalty hands (after a penalty alone, only the penalties, as the reference does; ruleset flag
    `ta_xot1_forced_by_penalty_scores`), times the rate, zero-sum and clamped to 0..40; the game ends
    when a
    score reaches 0 or after the ruleset's last season (1, 2 or 4); otherwise the next season starts
    from
    the initial position. Its first mover is decided by casting sticks: give the casts, a seed, or the
    side,
    or get both possibilities with probability 1/2 each.

    Args:
        body (DeclareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclareResponse | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
