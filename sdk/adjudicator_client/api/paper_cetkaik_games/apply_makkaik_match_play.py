from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.makkaik_match_apply_request import MakkaikMatchApplyRequest
from ...models.makkaik_match_step import MakkaikMatchStep
from ...types import Response


def _get_kwargs(
    *,
    body: MakkaikMatchApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/makkaik/match/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MakkaikMatchStep:
    if response.status_code == 200:
        response_200 = MakkaikMatchStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MakkaikMatchStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikMatchApplyRequest,
) -> Response[Error | MakkaikMatchStep]:
    """値戦: apply a play to a whole game; a hand it ends is settled into the totals and the next hand dealt

     A play the rules forbid is `legal: false` with the reason and the game unchanged. After the last
    hand (or
    once a total reaches the points cap) `over` is true and `winners` names the highest totals.

    Args:
        body (MakkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakkaikMatchStep]
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
    body: MakkaikMatchApplyRequest,
) -> Error | MakkaikMatchStep | None:
    """値戦: apply a play to a whole game; a hand it ends is settled into the totals and the next hand dealt

     A play the rules forbid is `legal: false` with the reason and the game unchanged. After the last
    hand (or
    once a total reaches the points cap) `over` is true and `winners` names the highest totals.

    Args:
        body (MakkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakkaikMatchStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikMatchApplyRequest,
) -> Response[Error | MakkaikMatchStep]:
    """値戦: apply a play to a whole game; a hand it ends is settled into the totals and the next hand dealt

     A play the rules forbid is `legal: false` with the reason and the game unchanged. After the last
    hand (or
    once a total reaches the points cap) `over` is true and `winners` names the highest totals.

    Args:
        body (MakkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakkaikMatchStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikMatchApplyRequest,
) -> Error | MakkaikMatchStep | None:
    """値戦: apply a play to a whole game; a hand it ends is settled into the totals and the next hand dealt

     A play the rules forbid is `legal: false` with the reason and the game unchanged. After the last
    hand (or
    once a total reaches the points cap) `over` is true and `winners` names the highest totals.

    Args:
        body (MakkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakkaikMatchStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
