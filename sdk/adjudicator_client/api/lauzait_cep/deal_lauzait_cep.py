from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_deal import LauzaitCepDeal
from ...models.lauzait_cep_deal_request import LauzaitCepDealRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepDealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/deal",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepDeal:
    if response.status_code == 200:
        response_200 = LauzaitCepDeal.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepDeal]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDealRequest,
) -> Response[Error | LauzaitCepDeal]:
    """Deal a Season: nine pieces to each player and one on every square but the Mountain

     The pieces in play (68 with 4 players, 60 with 3, 58 with 2) are shuffled uniformly. With a `seed`
    the
    deal is reproducible (and cached); without one a random seed is drawn and returned. The first hand's
    Day
    comes first (`to_play` 0).

    Args:
        body (LauzaitCepDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDeal]
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
    body: LauzaitCepDealRequest,
) -> Error | LauzaitCepDeal | None:
    """Deal a Season: nine pieces to each player and one on every square but the Mountain

     The pieces in play (68 with 4 players, 60 with 3, 58 with 2) are shuffled uniformly. With a `seed`
    the
    deal is reproducible (and cached); without one a random seed is drawn and returned. The first hand's
    Day
    comes first (`to_play` 0).

    Args:
        body (LauzaitCepDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDeal
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDealRequest,
) -> Response[Error | LauzaitCepDeal]:
    """Deal a Season: nine pieces to each player and one on every square but the Mountain

     The pieces in play (68 with 4 players, 60 with 3, 58 with 2) are shuffled uniformly. With a `seed`
    the
    deal is reproducible (and cached); without one a random seed is drawn and returned. The first hand's
    Day
    comes first (`to_play` 0).

    Args:
        body (LauzaitCepDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDeal]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDealRequest,
) -> Error | LauzaitCepDeal | None:
    """Deal a Season: nine pieces to each player and one on every square but the Mountain

     The pieces in play (68 with 4 players, 60 with 3, 58 with 2) are shuffled uniformly. With a `seed`
    the
    deal is reproducible (and cached); without one a random seed is drawn and returned. The first hand's
    Day
    comes first (`to_play` 0).

    Args:
        body (LauzaitCepDealRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDeal
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
