from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_apply_request import RenkekiApplyRequest
from ...models.renkeki_decision import RenkekiDecision
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/game/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiDecision:
    if response.status_code == 200:
        response_200 = RenkekiDecision.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiDecision]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiApplyRequest,
) -> Response[Error | RenkekiDecision]:
    """連撃獣裁: record a decision: 再行 (a throw, its cast observed or drawn from the game's seed) or 積値 (bank)

     Out of turn, after the end, or banking before the turn's first throw is `legal: false` with the
    reason,
    and the game is unchanged. Once a round has a unique highest result the game is over and
    `settlement`
    names the winner and each net gain.

    Args:
        body (RenkekiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiDecision]
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
    body: RenkekiApplyRequest,
) -> Error | RenkekiDecision | None:
    """連撃獣裁: record a decision: 再行 (a throw, its cast observed or drawn from the game's seed) or 積値 (bank)

     Out of turn, after the end, or banking before the turn's first throw is `legal: false` with the
    reason,
    and the game is unchanged. Once a round has a unique highest result the game is over and
    `settlement`
    names the winner and each net gain.

    Args:
        body (RenkekiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiDecision
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiApplyRequest,
) -> Response[Error | RenkekiDecision]:
    """連撃獣裁: record a decision: 再行 (a throw, its cast observed or drawn from the game's seed) or 積値 (bank)

     Out of turn, after the end, or banking before the turn's first throw is `legal: false` with the
    reason,
    and the game is unchanged. Once a round has a unique highest result the game is over and
    `settlement`
    names the winner and each net gain.

    Args:
        body (RenkekiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiDecision]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiApplyRequest,
) -> Error | RenkekiDecision | None:
    """連撃獣裁: record a decision: 再行 (a throw, its cast observed or drawn from the game's seed) or 積値 (bank)

     Out of turn, after the end, or banking before the turn's first throw is `legal: false` with the
    reason,
    and the game is unchanged. Once a round has a unique highest result the game is over and
    `settlement`
    names the winner and each net gain.

    Args:
        body (RenkekiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiDecision
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
