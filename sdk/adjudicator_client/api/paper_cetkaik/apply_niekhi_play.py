from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.niekhi_apply_request import NiekhiApplyRequest
from ...models.niekhi_step import NiekhiStep
from ...types import Response


def _get_kwargs(
    *,
    body: NiekhiApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/niekhi/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NiekhiStep:
    if response.status_code == 200:
        response_200 = NiekhiStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NiekhiStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiApplyRequest,
) -> Response[Error | NiekhiStep]:
    """連友: apply a play or a pass, and say who plays or leads next

     When everyone but the last player to play has passed, that player leads again. Each 将 played removes
    every card of a strength from the game, or takes a card from the discard pile. The first to empty
    their
    hand wins; play continues to give a finishing order (`state.finished`).

    Args:
        body (NiekhiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NiekhiStep]
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
    body: NiekhiApplyRequest,
) -> Error | NiekhiStep | None:
    """連友: apply a play or a pass, and say who plays or leads next

     When everyone but the last player to play has passed, that player leads again. Each 将 played removes
    every card of a strength from the game, or takes a card from the discard pile. The first to empty
    their
    hand wins; play continues to give a finishing order (`state.finished`).

    Args:
        body (NiekhiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NiekhiStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiApplyRequest,
) -> Response[Error | NiekhiStep]:
    """連友: apply a play or a pass, and say who plays or leads next

     When everyone but the last player to play has passed, that player leads again. Each 将 played removes
    every card of a strength from the game, or takes a card from the discard pile. The first to empty
    their
    hand wins; play continues to give a finishing order (`state.finished`).

    Args:
        body (NiekhiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NiekhiStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiApplyRequest,
) -> Error | NiekhiStep | None:
    """連友: apply a play or a pass, and say who plays or leads next

     When everyone but the last player to play has passed, that player leads again. Each 将 played removes
    every card of a strength from the game, or takes a card from the discard pile. The first to empty
    their
    hand wins; play continues to give a finishing order (`state.finished`).

    Args:
        body (NiekhiApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NiekhiStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
