from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.makkaik_showdown import MakkaikShowdown
from ...models.makkaik_showdown_request import MakkaikShowdownRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MakkaikShowdownRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/makkaik/showdown",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MakkaikShowdown:
    if response.status_code == 200:
        response_200 = MakkaikShowdown.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MakkaikShowdown]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikShowdownRequest,
) -> Response[Error | MakkaikShowdown]:
    """値戦: compare the remaining players' best combos; the strongest takes the pot, exact ties split it

     Under `ruleset.tie = dealer_order` an exact tie goes to the tied player first in `order` (the
    players still in,
    in turn order from the dealer), which the request then gives.

    Args:
        body (MakkaikShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakkaikShowdown]
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
    body: MakkaikShowdownRequest,
) -> Error | MakkaikShowdown | None:
    """値戦: compare the remaining players' best combos; the strongest takes the pot, exact ties split it

     Under `ruleset.tie = dealer_order` an exact tie goes to the tied player first in `order` (the
    players still in,
    in turn order from the dealer), which the request then gives.

    Args:
        body (MakkaikShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakkaikShowdown
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikShowdownRequest,
) -> Response[Error | MakkaikShowdown]:
    """値戦: compare the remaining players' best combos; the strongest takes the pot, exact ties split it

     Under `ruleset.tie = dealer_order` an exact tie goes to the tied player first in `order` (the
    players still in,
    in turn order from the dealer), which the request then gives.

    Args:
        body (MakkaikShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakkaikShowdown]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikShowdownRequest,
) -> Error | MakkaikShowdown | None:
    """値戦: compare the remaining players' best combos; the strongest takes the pot, exact ties split it

     Under `ruleset.tie = dealer_order` an exact tie goes to the tied player first in `order` (the
    players still in,
    in turn order from the dealer), which the request then gives.

    Args:
        body (MakkaikShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakkaikShowdown
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
