from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.taxot_score_request import TaxotScoreRequest
from ...models.taxot_score_result import TaxotScoreResult
from ...types import Response


def _get_kwargs(
    *,
    body: TaxotScoreRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/taxot/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TaxotScoreResult:
    if response.status_code == 200:
        response_200 = TaxotScoreResult.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | TaxotScoreResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotScoreRequest,
) -> Response[Error | TaxotScoreResult]:
    """終季: score a win, with the full breakdown per payer

     Each payer owes 終了点 x multiplier + ボーナス点. 終了点: 終季 2, 同色 (one colour) 1, 六連 (two 3-sequences
    with six consecutive numbers) 1, 一周 (first round) 3; the best-scoring decomposition counts. The
    multiplier
    is the dealer bonus when it applies between payer and winner. ボーナス点: 1 per real 皇 or 王 (and 光).
    A self-drawn win is paid by everyone else, a win on a discard by the discarder. Not a winning shape:
    422.

    Args:
        body (TaxotScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotScoreResult]
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
    body: TaxotScoreRequest,
) -> Error | TaxotScoreResult | None:
    """終季: score a win, with the full breakdown per payer

     Each payer owes 終了点 x multiplier + ボーナス点. 終了点: 終季 2, 同色 (one colour) 1, 六連 (two 3-sequences
    with six consecutive numbers) 1, 一周 (first round) 3; the best-scoring decomposition counts. The
    multiplier
    is the dealer bonus when it applies between payer and winner. ボーナス点: 1 per real 皇 or 王 (and 光).
    A self-drawn win is paid by everyone else, a win on a discard by the discarder. Not a winning shape:
    422.

    Args:
        body (TaxotScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotScoreResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotScoreRequest,
) -> Response[Error | TaxotScoreResult]:
    """終季: score a win, with the full breakdown per payer

     Each payer owes 終了点 x multiplier + ボーナス点. 終了点: 終季 2, 同色 (one colour) 1, 六連 (two 3-sequences
    with six consecutive numbers) 1, 一周 (first round) 3; the best-scoring decomposition counts. The
    multiplier
    is the dealer bonus when it applies between payer and winner. ボーナス点: 1 per real 皇 or 王 (and 光).
    A self-drawn win is paid by everyone else, a win on a discard by the discarder. Not a winning shape:
    422.

    Args:
        body (TaxotScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotScoreResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotScoreRequest,
) -> Error | TaxotScoreResult | None:
    """終季: score a win, with the full breakdown per payer

     Each payer owes 終了点 x multiplier + ボーナス点. 終了点: 終季 2, 同色 (one colour) 1, 六連 (two 3-sequences
    with six consecutive numbers) 1, 一周 (first round) 3; the best-scoring decomposition counts. The
    multiplier
    is the dealer bonus when it applies between payer and winner. ボーナス点: 1 per real 皇 or 王 (and 光).
    A self-drawn win is paid by everyone else, a win on a discard by the discarder. Not a winning shape:
    422.

    Args:
        body (TaxotScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotScoreResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
