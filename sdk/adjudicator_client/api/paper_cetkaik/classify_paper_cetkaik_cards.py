from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paper_cetkaik_classification import PaperCetkaikClassification
from ...models.paper_cetkaik_classify_request import PaperCetkaikClassifyRequest
from ...types import Response


def _get_kwargs(
    *,
    body: PaperCetkaikClassifyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/combos/classify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaperCetkaikClassification:
    if response.status_code == 200:
        response_200 = PaperCetkaikClassification.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaperCetkaikClassification]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikClassifyRequest,
) -> Response[Error | PaperCetkaikClassification]:
    """Paper Cetkaik: list every combo interpretation of a set of cards

     A single; a set (cards of one strength, any colours; 王 + 皇 is a set); a sequence (consecutive
    numbers
    無 0 … 将 8, one colour); a sequence of sets (連友). The wild (船) stands for any card of its colour, so
    one
    set of cards may have several readings, each listed with what the wild stands for.

    Args:
        body (PaperCetkaikClassifyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaperCetkaikClassification]
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
    body: PaperCetkaikClassifyRequest,
) -> Error | PaperCetkaikClassification | None:
    """Paper Cetkaik: list every combo interpretation of a set of cards

     A single; a set (cards of one strength, any colours; 王 + 皇 is a set); a sequence (consecutive
    numbers
    無 0 … 将 8, one colour); a sequence of sets (連友). The wild (船) stands for any card of its colour, so
    one
    set of cards may have several readings, each listed with what the wild stands for.

    Args:
        body (PaperCetkaikClassifyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaperCetkaikClassification
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikClassifyRequest,
) -> Response[Error | PaperCetkaikClassification]:
    """Paper Cetkaik: list every combo interpretation of a set of cards

     A single; a set (cards of one strength, any colours; 王 + 皇 is a set); a sequence (consecutive
    numbers
    無 0 … 将 8, one colour); a sequence of sets (連友). The wild (船) stands for any card of its colour, so
    one
    set of cards may have several readings, each listed with what the wild stands for.

    Args:
        body (PaperCetkaikClassifyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaperCetkaikClassification]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikClassifyRequest,
) -> Error | PaperCetkaikClassification | None:
    """Paper Cetkaik: list every combo interpretation of a set of cards

     A single; a set (cards of one strength, any colours; 王 + 皇 is a set); a sequence (consecutive
    numbers
    無 0 … 将 8, one colour); a sequence of sets (連友). The wild (船) stands for any card of its colour, so
    one
    set of cards may have several readings, each listed with what the wild stands for.

    Args:
        body (PaperCetkaikClassifyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaperCetkaikClassification
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
