from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paper_cetkaik_decompose_request import PaperCetkaikDecomposeRequest
from ...models.paper_cetkaik_decompositions import PaperCetkaikDecompositions
from ...types import Response


def _get_kwargs(
    *,
    body: PaperCetkaikDecomposeRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/combos/decompose",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaperCetkaikDecompositions:
    if response.status_code == 200:
        response_200 = PaperCetkaikDecompositions.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaperCetkaikDecompositions]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikDecomposeRequest,
) -> Response[Error | PaperCetkaikDecompositions]:
    """Paper Cetkaik: split a hand into combos filling one of the given shapes, every way

     A shape is a list of slots, each a set of allowed combo types and a size; the slot sizes must add up
    to
    the hand's size. Each distinct split is listed once.

    Args:
        body (PaperCetkaikDecomposeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaperCetkaikDecompositions]
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
    body: PaperCetkaikDecomposeRequest,
) -> Error | PaperCetkaikDecompositions | None:
    """Paper Cetkaik: split a hand into combos filling one of the given shapes, every way

     A shape is a list of slots, each a set of allowed combo types and a size; the slot sizes must add up
    to
    the hand's size. Each distinct split is listed once.

    Args:
        body (PaperCetkaikDecomposeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaperCetkaikDecompositions
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikDecomposeRequest,
) -> Response[Error | PaperCetkaikDecompositions]:
    """Paper Cetkaik: split a hand into combos filling one of the given shapes, every way

     A shape is a list of slots, each a set of allowed combo types and a size; the slot sizes must add up
    to
    the hand's size. Each distinct split is listed once.

    Args:
        body (PaperCetkaikDecomposeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaperCetkaikDecompositions]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikDecomposeRequest,
) -> Error | PaperCetkaikDecompositions | None:
    """Paper Cetkaik: split a hand into combos filling one of the given shapes, every way

     A shape is a list of slots, each a set of allowed combo types and a size; the slot sizes must add up
    to
    the hand's size. Each distinct split is listed once.

    Args:
        body (PaperCetkaikDecomposeRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaperCetkaikDecompositions
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
