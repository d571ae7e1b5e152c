from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_distribution import UtageDistribution
from ...models.utage_distribution_request import UtageDistributionRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UtageDistributionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/lord/distribution",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageDistribution:
    if response.status_code == 200:
        response_200 = UtageDistribution.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageDistribution]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageDistributionRequest,
) -> Response[Error | UtageDistribution]:
    """Get the exact distribution of the lord's score for n unrolled dice

     Every score the lord can reach with `n_dice` six-sided dice in the lord's cup and the given slots,
    with
    its exact probability, and the exact expected score. (For MAX alone, E = 3.5, 161/36 ≈ 4.47, ... for
    n = 1, 2, ...; for MIN it is 7 minus that.)

    Args:
        body (UtageDistributionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageDistribution]
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
    body: UtageDistributionRequest,
) -> Error | UtageDistribution | None:
    """Get the exact distribution of the lord's score for n unrolled dice

     Every score the lord can reach with `n_dice` six-sided dice in the lord's cup and the given slots,
    with
    its exact probability, and the exact expected score. (For MAX alone, E = 3.5, 161/36 ≈ 4.47, ... for
    n = 1, 2, ...; for MIN it is 7 minus that.)

    Args:
        body (UtageDistributionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageDistribution
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageDistributionRequest,
) -> Response[Error | UtageDistribution]:
    """Get the exact distribution of the lord's score for n unrolled dice

     Every score the lord can reach with `n_dice` six-sided dice in the lord's cup and the given slots,
    with
    its exact probability, and the exact expected score. (For MAX alone, E = 3.5, 161/36 ≈ 4.47, ... for
    n = 1, 2, ...; for MIN it is 7 minus that.)

    Args:
        body (UtageDistributionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageDistribution]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageDistributionRequest,
) -> Error | UtageDistribution | None:
    """Get the exact distribution of the lord's score for n unrolled dice

     Every score the lord can reach with `n_dice` six-sided dice in the lord's cup and the given slots,
    with
    its exact probability, and the exact expected score. (For MAX alone, E = 3.5, 161/36 ≈ 4.47, ... for
    n = 1, 2, ...; for MIN it is 7 minus that.)

    Args:
        body (UtageDistributionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageDistribution
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
