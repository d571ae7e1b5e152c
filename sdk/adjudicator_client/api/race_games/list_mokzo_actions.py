from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokzo_options import MokzoOptions
from ...models.mokzo_options_request import MokzoOptionsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MokzoOptionsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/race-games/mokzo/actions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokzoOptions:
    if response.status_code == 200:
        response_200 = MokzoOptions.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokzoOptions]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoOptionsRequest,
) -> Response[Error | MokzoOptions]:
    """行山: list the action kinds a seat may take now, with costs and the paid move

     A turn is install or discard (one of them), activate, optionally exchange and destroy (any order
    under
    the manual; the book's order under `turn_order: book`), then the paid move and `end_turn`.

    Args:
        body (MokzoOptionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokzoOptions]
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
    body: MokzoOptionsRequest,
) -> Error | MokzoOptions | None:
    """行山: list the action kinds a seat may take now, with costs and the paid move

     A turn is install or discard (one of them), activate, optionally exchange and destroy (any order
    under
    the manual; the book's order under `turn_order: book`), then the paid move and `end_turn`.

    Args:
        body (MokzoOptionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokzoOptions
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoOptionsRequest,
) -> Response[Error | MokzoOptions]:
    """行山: list the action kinds a seat may take now, with costs and the paid move

     A turn is install or discard (one of them), activate, optionally exchange and destroy (any order
    under
    the manual; the book's order under `turn_order: book`), then the paid move and `end_turn`.

    Args:
        body (MokzoOptionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokzoOptions]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoOptionsRequest,
) -> Error | MokzoOptions | None:
    """行山: list the action kinds a seat may take now, with costs and the paid move

     A turn is install or discard (one of them), activate, optionally exchange and destroy (any order
    under
    the manual; the book's order under `turn_order: book`), then the paid move and `end_turn`.

    Args:
        body (MokzoOptionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokzoOptions
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
