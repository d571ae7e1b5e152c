from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_optimal_threshold import RenkekiOptimalThreshold
from ...models.renkeki_optimal_threshold_request import RenkekiOptimalThresholdRequest
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiOptimalThresholdRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/optimal-threshold",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiOptimalThreshold:
    if response.status_code == 200:
        response_200 = RenkekiOptimalThreshold.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiOptimalThreshold]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiOptimalThresholdRequest,
) -> Response[Error | RenkekiOptimalThreshold]:
    """連撃術: find the threshold that maximises the expected banked total

     One more throw at total s changes the expectation by E[X; X >= 2] - P(X < 2) * s, which falls as s
    grows;
    banking at the first total where it is no longer positive is optimal among all policies. Playing
    alone
    with five sticks that is 13. The expected total of every threshold near the optimum is listed.

    Args:
        body (RenkekiOptimalThresholdRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiOptimalThreshold]
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
    body: RenkekiOptimalThresholdRequest,
) -> Error | RenkekiOptimalThreshold | None:
    """連撃術: find the threshold that maximises the expected banked total

     One more throw at total s changes the expectation by E[X; X >= 2] - P(X < 2) * s, which falls as s
    grows;
    banking at the first total where it is no longer positive is optimal among all policies. Playing
    alone
    with five sticks that is 13. The expected total of every threshold near the optimum is listed.

    Args:
        body (RenkekiOptimalThresholdRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiOptimalThreshold
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiOptimalThresholdRequest,
) -> Response[Error | RenkekiOptimalThreshold]:
    """連撃術: find the threshold that maximises the expected banked total

     One more throw at total s changes the expectation by E[X; X >= 2] - P(X < 2) * s, which falls as s
    grows;
    banking at the first total where it is no longer positive is optimal among all policies. Playing
    alone
    with five sticks that is 13. The expected total of every threshold near the optimum is listed.

    Args:
        body (RenkekiOptimalThresholdRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiOptimalThreshold]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiOptimalThresholdRequest,
) -> Error | RenkekiOptimalThreshold | None:
    """連撃術: find the threshold that maximises the expected banked total

     One more throw at total s changes the expectation by E[X; X >= 2] - P(X < 2) * s, which falls as s
    grows;
    banking at the first total where it is no longer positive is optimal among all policies. Playing
    alone
    with five sticks that is 13. The expected total of every threshold near the optimum is listed.

    Args:
        body (RenkekiOptimalThresholdRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiOptimalThreshold
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
