from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.namtou_game_apply_request import NamtouGameApplyRequest
from ...models.namtou_game_step import NamtouGameStep
from ...types import Response


def _get_kwargs(
    *,
    body: NamtouGameApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/namtou/game/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NamtouGameStep:
    if response.status_code == 200:
        response_200 = NamtouGameStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NamtouGameStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouGameApplyRequest,
) -> Response[Error | NamtouGameStep]:
    """開樽: apply a play: fold (無行) or bet (加行)

     A play the rules forbid (out of turn, after the end, a bet below the last bet or above the sticks
    left) is
    `legal: false` with the reason and the state unchanged. When the dealer folds the next player still
    in deals.
    When one player is left, or after the last cycle, the game is over and `result` gives the reveal,
    who takes
    the pot and each player's net.

    Args:
        body (NamtouGameApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouGameStep]
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
    body: NamtouGameApplyRequest,
) -> Error | NamtouGameStep | None:
    """開樽: apply a play: fold (無行) or bet (加行)

     A play the rules forbid (out of turn, after the end, a bet below the last bet or above the sticks
    left) is
    `legal: false` with the reason and the state unchanged. When the dealer folds the next player still
    in deals.
    When one player is left, or after the last cycle, the game is over and `result` gives the reveal,
    who takes
    the pot and each player's net.

    Args:
        body (NamtouGameApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouGameStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouGameApplyRequest,
) -> Response[Error | NamtouGameStep]:
    """開樽: apply a play: fold (無行) or bet (加行)

     A play the rules forbid (out of turn, after the end, a bet below the last bet or above the sticks
    left) is
    `legal: false` with the reason and the state unchanged. When the dealer folds the next player still
    in deals.
    When one player is left, or after the last cycle, the game is over and `result` gives the reveal,
    who takes
    the pot and each player's net.

    Args:
        body (NamtouGameApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouGameStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouGameApplyRequest,
) -> Error | NamtouGameStep | None:
    """開樽: apply a play: fold (無行) or bet (加行)

     A play the rules forbid (out of turn, after the end, a bet below the last bet or above the sticks
    left) is
    `legal: false` with the reason and the state unchanged. When the dealer folds the next player still
    in deals.
    When one player is left, or after the last cycle, the game is over and `result` gives the reveal,
    who takes
    the pot and each player's net.

    Args:
        body (NamtouGameApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouGameStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
