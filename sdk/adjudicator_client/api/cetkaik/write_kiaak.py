from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.write_request import WriteRequest
from ...models.write_response import WriteResponse
from ...types import Response


def _get_kwargs(
    *,
    body: WriteRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/records/write",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WriteResponse:
    if response.status_code == 200:
        response_200 = WriteResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | WriteResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WriteRequest,
) -> Response[Error | WriteResponse]:
    """Write a sequence of moves, casts and declarations as a kiaak record (cerke_online layout)

     The plays are checked by the rules as they are written; the first that cannot be written is a 422
    naming it (e.g. `plays[3].casts.water_entry`).

    Args:
        body (WriteRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WriteResponse]
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
    body: WriteRequest,
) -> Error | WriteResponse | None:
    """Write a sequence of moves, casts and declarations as a kiaak record (cerke_online layout)

     The plays are checked by the rules as they are written; the first that cannot be written is a 422
    naming it (e.g. `plays[3].casts.water_entry`).

    Args:
        body (WriteRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WriteResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WriteRequest,
) -> Response[Error | WriteResponse]:
    """Write a sequence of moves, casts and declarations as a kiaak record (cerke_online layout)

     The plays are checked by the rules as they are written; the first that cannot be written is a 422
    naming it (e.g. `plays[3].casts.water_entry`).

    Args:
        body (WriteRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WriteResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: WriteRequest,
) -> Error | WriteResponse | None:
    """Write a sequence of moves, casts and declarations as a kiaak record (cerke_online layout)

     The plays are checked by the rules as they are written; the first that cannot be written is a 422
    naming it (e.g. `plays[3].casts.water_entry`).

    Args:
        body (WriteRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WriteResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
