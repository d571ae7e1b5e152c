from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.stick_distribution import StickDistribution
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    sticks: int | Unset = 5,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["sticks"] = sticks

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sticks/distribution",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | StickDistribution:
    if response.status_code == 200:
        response_200 = StickDistribution.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | StickDistribution]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    sticks: int | Unset = 5,
) -> Response[Error | StickDistribution]:
    """Get the exact distribution of a cast of the sticks

     Every result 0..n with its exact probability (and the number of the 2^n equally likely casts giving
    it),
    and P(result >= k), which is e.g. the chance that a stepping move of distance k can be completed.

    Args:
        sticks (int | Unset):  Default: 5. Example: 5.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StickDistribution]
    """

    kwargs = _get_kwargs(
        sticks=sticks,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    sticks: int | Unset = 5,
) -> Error | StickDistribution | None:
    """Get the exact distribution of a cast of the sticks

     Every result 0..n with its exact probability (and the number of the 2^n equally likely casts giving
    it),
    and P(result >= k), which is e.g. the chance that a stepping move of distance k can be completed.

    Args:
        sticks (int | Unset):  Default: 5. Example: 5.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StickDistribution
    """

    return sync_detailed(
        client=client,
        sticks=sticks,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    sticks: int | Unset = 5,
) -> Response[Error | StickDistribution]:
    """Get the exact distribution of a cast of the sticks

     Every result 0..n with its exact probability (and the number of the 2^n equally likely casts giving
    it),
    and P(result >= k), which is e.g. the chance that a stepping move of distance k can be completed.

    Args:
        sticks (int | Unset):  Default: 5. Example: 5.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | StickDistribution]
    """

    kwargs = _get_kwargs(
        sticks=sticks,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    sticks: int | Unset = 5,
) -> Error | StickDistribution | None:
    """Get the exact distribution of a cast of the sticks

     Every result 0..n with its exact probability (and the number of the 2^n equally likely casts giving
    it),
    and P(result >= k), which is e.g. the chance that a stepping move of distance k can be completed.

    Args:
        sticks (int | Unset):  Default: 5. Example: 5.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | StickDistribution
    """

    return (
        await asyncio_detailed(
            client=client,
            sticks=sticks,
        )
    ).parsed
