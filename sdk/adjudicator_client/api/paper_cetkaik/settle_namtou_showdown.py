from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.namtou_showdown import NamtouShowdown
from ...models.namtou_showdown_request import NamtouShowdownRequest
from ...types import Response


def _get_kwargs(
    *,
    body: NamtouShowdownRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/namtou/showdown",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NamtouShowdown:
    if response.status_code == 200:
        response_200 = NamtouShowdown.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NamtouShowdown]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouShowdownRequest,
) -> Response[Error | NamtouShowdown]:
    """開樽: settle a betting cycle: everyone still in reveals and the best hand takes the pot

     Hands compare by their strongest combos, then the next strongest, and so on; exact ties share the
    pot.

    Args:
        body (NamtouShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouShowdown]
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
    body: NamtouShowdownRequest,
) -> Error | NamtouShowdown | None:
    """開樽: settle a betting cycle: everyone still in reveals and the best hand takes the pot

     Hands compare by their strongest combos, then the next strongest, and so on; exact ties share the
    pot.

    Args:
        body (NamtouShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouShowdown
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouShowdownRequest,
) -> Response[Error | NamtouShowdown]:
    """開樽: settle a betting cycle: everyone still in reveals and the best hand takes the pot

     Hands compare by their strongest combos, then the next strongest, and so on; exact ties share the
    pot.

    Args:
        body (NamtouShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NamtouShowdown]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NamtouShowdownRequest,
) -> Error | NamtouShowdown | None:
    """開樽: settle a betting cycle: everyone still in reveals and the best hand takes the pot

     Hands compare by their strongest combos, then the next strongest, and so on; exact ties share the
    pot.

    Args:
        body (NamtouShowdownRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NamtouShowdown
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
