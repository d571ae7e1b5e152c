from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.namtou_match_answer import NamtouMatchAnswer
from ...models.namtou_match_new_request import NamtouMatchNewRequest
from ...types import Response


def _get_kwargs(
    *,
    body: NamtouMatchNewRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/namtou/match/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NamtouMatchAnswer:
    if response.status_code == 200:
        response_200 = NamtouMatchAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NamtouMatchAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouMatchNewRequest,
) -> Response[Error | NamtouMatchAnswer]:
    """開樽: start a whole game of hands

     `ruleset.hands` hands (default 4), ended early once a running total reaches `ruleset.points_cap` (if
    set).
    Each hand is dealt from the seed and its number (reproducible) and played for the same fee and
    stake; the
    first seat deals the first hand and the deal passes one seat on after each hand.

    Args:
        body (NamtouMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouMatchAnswer]
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
    body: NamtouMatchNewRequest,
) -> Error | NamtouMatchAnswer | None:
    """開樽: start a whole game of hands

     `ruleset.hands` hands (default 4), ended early once a running total reaches `ruleset.points_cap` (if
    set).
    Each hand is dealt from the seed and its number (reproducible) and played for the same fee and
    stake; the
    first seat deals the first hand and the deal passes one seat on after each hand.

    Args:
        body (NamtouMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouMatchAnswer
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouMatchNewRequest,
) -> Response[Error | NamtouMatchAnswer]:
    """開樽: start a whole game of hands

     `ruleset.hands` hands (default 4), ended early once a running total reaches `ruleset.points_cap` (if
    set).
    Each hand is dealt from the seed and its number (reproducible) and played for the same fee and
    stake; the
    first seat deals the first hand and the deal passes one seat on after each hand.

    Args:
        body (NamtouMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouMatchAnswer]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouMatchNewRequest,
) -> Error | NamtouMatchAnswer | None:
    """開樽: start a whole game of hands

     `ruleset.hands` hands (default 4), ended early once a running total reaches `ruleset.points_cap` (if
    set).
    Each hand is dealt from the seed and its number (reproducible) and played for the same fee and
    stake; the
    first seat deals the first hand and the deal passes one seat on after each hand.

    Args:
        body (NamtouMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouMatchAnswer
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
