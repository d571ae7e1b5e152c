from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_position_request import LauzaitCepPositionRequest
from ...models.lauzait_cep_stalemate import LauzaitCepStalemate
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepPositionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/stalemate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepStalemate:
    if response.status_code == 200:
        response_200 = LauzaitCepStalemate.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepStalemate]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepPositionRequest,
) -> Response[Error | LauzaitCepStalemate]:
    """Check whether the player whose Day it is is in Stalemate

     Stalemate: none of the player's nine pieces, revealed ones included, could be discarded at Hiring,
    because no board piece corresponds to any of them. A joker in the hand or on the board always
    prevents
    it. In Stalemate the player may declare Lauzait-Cep! (see `declare_lauzait_cep`).

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepStalemate]
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
    body: LauzaitCepPositionRequest,
) -> Error | LauzaitCepStalemate | None:
    """Check whether the player whose Day it is is in Stalemate

     Stalemate: none of the player's nine pieces, revealed ones included, could be discarded at Hiring,
    because no board piece corresponds to any of them. A joker in the hand or on the board always
    prevents
    it. In Stalemate the player may declare Lauzait-Cep! (see `declare_lauzait_cep`).

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepStalemate
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepPositionRequest,
) -> Response[Error | LauzaitCepStalemate]:
    """Check whether the player whose Day it is is in Stalemate

     Stalemate: none of the player's nine pieces, revealed ones included, could be discarded at Hiring,
    because no board piece corresponds to any of them. A joker in the hand or on the board always
    prevents
    it. In Stalemate the player may declare Lauzait-Cep! (see `declare_lauzait_cep`).

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepStalemate]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepPositionRequest,
) -> Error | LauzaitCepStalemate | None:
    """Check whether the player whose Day it is is in Stalemate

     Stalemate: none of the player's nine pieces, revealed ones included, could be discarded at Hiring,
    because no board piece corresponds to any of them. A joker in the hand or on the board always
    prevents
    it. In Stalemate the player may declare Lauzait-Cep! (see `declare_lauzait_cep`).

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepStalemate
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
