from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.namtou_hand import NamtouHand
from ...models.namtou_hand_request import NamtouHandRequest
from ...types import Response


def _get_kwargs(
    *,
    body: NamtouHandRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/namtou/hand",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NamtouHand:
    if response.status_code == 200:
        response_200 = NamtouHand.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NamtouHand]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouHandRequest,
) -> Response[Error | NamtouHand]:
    """開樽: list a hand's combos in ranking order

     The named yaku first (筆兵無傾 > 皇王 > 地心 > 馬弓兵 > 行行 > 闇戦之集 in the `book` order; `draft` swaps
    行行 and 馬弓兵), then sequences, sets and singles; within a type more cards, then the higher number,
    then one
    colour over mixed.

    Args:
        body (NamtouHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouHand]
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
    body: NamtouHandRequest,
) -> Error | NamtouHand | None:
    """開樽: list a hand's combos in ranking order

     The named yaku first (筆兵無傾 > 皇王 > 地心 > 馬弓兵 > 行行 > 闇戦之集 in the `book` order; `draft` swaps
    行行 and 馬弓兵), then sequences, sets and singles; within a type more cards, then the higher number,
    then one
    colour over mixed.

    Args:
        body (NamtouHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouHand
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouHandRequest,
) -> Response[Error | NamtouHand]:
    """開樽: list a hand's combos in ranking order

     The named yaku first (筆兵無傾 > 皇王 > 地心 > 馬弓兵 > 行行 > 闇戦之集 in the `book` order; `draft` swaps
    行行 and 馬弓兵), then sequences, sets and singles; within a type more cards, then the higher number,
    then one
    colour over mixed.

    Args:
        body (NamtouHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouHand]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouHandRequest,
) -> Error | NamtouHand | None:
    """開樽: list a hand's combos in ranking order

     The named yaku first (筆兵無傾 > 皇王 > 地心 > 馬弓兵 > 行行 > 闇戦之集 in the `book` order; `draft` swaps
    行行 and 馬弓兵), then sequences, sets and singles; within a type more cards, then the higher number,
    then one
    colour over mixed.

    Args:
        body (NamtouHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouHand
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
