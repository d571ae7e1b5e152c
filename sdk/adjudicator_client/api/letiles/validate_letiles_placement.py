from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.letiles_placement_verdict import LetilesPlacementVerdict
from ...models.letiles_validate_placement_request import LetilesValidatePlacementRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LetilesValidatePlacementRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/letiles/placements/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LetilesPlacementVerdict:
    if response.status_code == 200:
        response_200 = LetilesPlacementVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LetilesPlacementVerdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesValidatePlacementRequest,
) -> Response[Error | LetilesPlacementVerdict]:
    """Check whether a tile may be put on the table there

     A tile may not overlap the table and, except for the first one, must share at least
    `min_shared_edges`
    unit edges with it (corners do not count). An illegal placement is an adjudication (`legal: false`
    with
    the reason), not an error; an unknown tile id is a 422.

    Args:
        body (LetilesValidatePlacementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesPlacementVerdict]
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
    body: LetilesValidatePlacementRequest,
) -> Error | LetilesPlacementVerdict | None:
    """Check whether a tile may be put on the table there

     A tile may not overlap the table and, except for the first one, must share at least
    `min_shared_edges`
    unit edges with it (corners do not count). An illegal placement is an adjudication (`legal: false`
    with
    the reason), not an error; an unknown tile id is a 422.

    Args:
        body (LetilesValidatePlacementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesPlacementVerdict
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesValidatePlacementRequest,
) -> Response[Error | LetilesPlacementVerdict]:
    """Check whether a tile may be put on the table there

     A tile may not overlap the table and, except for the first one, must share at least
    `min_shared_edges`
    unit edges with it (corners do not count). An illegal placement is an adjudication (`legal: false`
    with
    the reason), not an error; an unknown tile id is a 422.

    Args:
        body (LetilesValidatePlacementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesPlacementVerdict]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesValidatePlacementRequest,
) -> Error | LetilesPlacementVerdict | None:
    """Check whether a tile may be put on the table there

     A tile may not overlap the table and, except for the first one, must share at least
    `min_shared_edges`
    unit edges with it (corners do not count). An illegal placement is an adjudication (`legal: false`
    with
    the reason), not an error; an unknown tile id is a 422.

    Args:
        body (LetilesValidatePlacementRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesPlacementVerdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
