from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.paper_cetkaik_compare_request import PaperCetkaikCompareRequest
from ...models.paper_cetkaik_comparison import PaperCetkaikComparison
from ...types import Response


def _get_kwargs(
    *,
    body: PaperCetkaikCompareRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/combos/compare",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaperCetkaikComparison:
    if response.status_code == 200:
        response_200 = PaperCetkaikComparison.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaperCetkaikComparison]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikCompareRequest,
) -> Response[Error | PaperCetkaikComparison]:
    """Paper Cetkaik: compare two combos

     Only combos of the same type and size compare; the higher rank is stronger (strength for singles and
    sets,
    the top number for sequences). When the cards have several readings, each side's strongest reading
    of a
    type and size both can take is compared.

    Args:
        body (PaperCetkaikCompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaperCetkaikComparison]
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
    body: PaperCetkaikCompareRequest,
) -> Error | PaperCetkaikComparison | None:
    """Paper Cetkaik: compare two combos

     Only combos of the same type and size compare; the higher rank is stronger (strength for singles and
    sets,
    the top number for sequences). When the cards have several readings, each side's strongest reading
    of a
    type and size both can take is compared.

    Args:
        body (PaperCetkaikCompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaperCetkaikComparison
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikCompareRequest,
) -> Response[Error | PaperCetkaikComparison]:
    """Paper Cetkaik: compare two combos

     Only combos of the same type and size compare; the higher rank is stronger (strength for singles and
    sets,
    the top number for sequences). When the cards have several readings, each side's strongest reading
    of a
    type and size both can take is compared.

    Args:
        body (PaperCetkaikCompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaperCetkaikComparison]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PaperCetkaikCompareRequest,
) -> Error | PaperCetkaikComparison | None:
    """Paper Cetkaik: compare two combos

     Only combos of the same type and size compare; the higher rank is stronger (strength for singles and
    sets,
    the top number for sequences). When the cards have several readings, each side's strongest reading
    of a
    type and size both can take is compared.

    Args:
        body (PaperCetkaikCompareRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaperCetkaikComparison
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
