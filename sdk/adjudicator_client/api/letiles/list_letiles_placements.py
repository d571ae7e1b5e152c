from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.letiles_legal_placements import LetilesLegalPlacements
from ...models.letiles_legal_placements_request import LetilesLegalPlacementsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LetilesLegalPlacementsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/letiles/placements/legal",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LetilesLegalPlacements:
    if response.status_code == 200:
        response_200 = LetilesLegalPlacements.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LetilesLegalPlacements]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesLegalPlacementsRequest,
) -> Response[Error | LetilesLegalPlacements]:
    """List every legal placement of a tile on the table

     Every origin cell and rotation where the tile fits without overlap and touches the table edge to
    edge.
    On an empty table the four rotations at the origin (0, 0) are listed: the first tile defines the
    middle.
    A tile already on the table has none.

    Args:
        body (LetilesLegalPlacementsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesLegalPlacements]
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
    body: LetilesLegalPlacementsRequest,
) -> Error | LetilesLegalPlacements | None:
    """List every legal placement of a tile on the table

     Every origin cell and rotation where the tile fits without overlap and touches the table edge to
    edge.
    On an empty table the four rotations at the origin (0, 0) are listed: the first tile defines the
    middle.
    A tile already on the table has none.

    Args:
        body (LetilesLegalPlacementsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesLegalPlacements
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesLegalPlacementsRequest,
) -> Response[Error | LetilesLegalPlacements]:
    """List every legal placement of a tile on the table

     Every origin cell and rotation where the tile fits without overlap and touches the table edge to
    edge.
    On an empty table the four rotations at the origin (0, 0) are listed: the first tile defines the
    middle.
    A tile already on the table has none.

    Args:
        body (LetilesLegalPlacementsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesLegalPlacements]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesLegalPlacementsRequest,
) -> Error | LetilesLegalPlacements | None:
    """List every legal placement of a tile on the table

     Every origin cell and rotation where the tile fits without overlap and touches the table edge to
    edge.
    On an empty table the four rotations at the origin (0, 0) are listed: the first tile defines the
    middle.
    A tile already on the table has none.

    Args:
        body (LetilesLegalPlacementsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesLegalPlacements
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
