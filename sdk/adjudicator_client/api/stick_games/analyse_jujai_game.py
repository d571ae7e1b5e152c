from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.jujai_statistics import JujaiStatistics
from ...models.jujai_statistics_request import JujaiStatisticsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: JujaiStatisticsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/jujai/statistics",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | JujaiStatistics:
    if response.status_code == 200:
        response_200 = JujaiStatistics.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | JujaiStatistics]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JujaiStatisticsRequest,
) -> Response[Error | JujaiStatistics]:
    """獣裁: get P(win | own first throw) and the exact per-round statistics for n players

     The chance of winning the pot after each first throw (tie rethrows being fair), the chance that a
    round
    has a unique winner, the distribution of the number of players tied at the top, and the expected
    number of
    rounds and of stakes paid in until the pot is won.

    Args:
        body (JujaiStatisticsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JujaiStatistics]
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
    body: JujaiStatisticsRequest,
) -> Error | JujaiStatistics | None:
    """獣裁: get P(win | own first throw) and the exact per-round statistics for n players

     The chance of winning the pot after each first throw (tie rethrows being fair), the chance that a
    round
    has a unique winner, the distribution of the number of players tied at the top, and the expected
    number of
    rounds and of stakes paid in until the pot is won.

    Args:
        body (JujaiStatisticsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JujaiStatistics
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JujaiStatisticsRequest,
) -> Response[Error | JujaiStatistics]:
    """獣裁: get P(win | own first throw) and the exact per-round statistics for n players

     The chance of winning the pot after each first throw (tie rethrows being fair), the chance that a
    round
    has a unique winner, the distribution of the number of players tied at the top, and the expected
    number of
    rounds and of stakes paid in until the pot is won.

    Args:
        body (JujaiStatisticsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JujaiStatistics]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: JujaiStatisticsRequest,
) -> Error | JujaiStatistics | None:
    """獣裁: get P(win | own first throw) and the exact per-round statistics for n players

     The chance of winning the pot after each first throw (tie rethrows being fair), the chance that a
    round
    has a unique winner, the distribution of the number of players tied at the top, and the expected
    number of
    rounds and of stakes paid in until the pot is won.

    Args:
        body (JujaiStatisticsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JujaiStatistics
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
