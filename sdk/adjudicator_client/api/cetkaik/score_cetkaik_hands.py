from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.hands_request import HandsRequest
from ...models.hands_response import HandsResponse
from ...types import Response


def _get_kwargs(
    *,
    body: HandsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/hands",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | HandsResponse:
    if response.status_code == 200:
        response_200 = HandsResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | HandsResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: HandsRequest,
) -> Response[Error | HandsResponse]:
    """Find every hand (役) a hop1zuo1 forms, with its points and the pieces that make it

     Pieces are given as objects or as strings such as `"赤兵"`. Each hand comes with its CJK and English
    names, its points (the 同色 flash form counts instead of the plain one), the pieces used and the king
    substitutions it relies on (a king may stand in for one piece of another profession of its colour).
    A multiset that cannot exist (e.g. two red kings) is a 422 listing the pieces with too many copies.
    The optional `ruleset` selects the hand system (standard, 連獣連, 三連, 具象, educational), whether
    duplicate hands count, and the scoring: under an old per-piece scoring each hand also gets its exact
    per-piece value and the hop1zuo1 its per-piece score (decimal strings such as `"5.6"`).

    Args:
        body (HandsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HandsResponse]
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
    body: HandsRequest,
) -> Error | HandsResponse | None:
    """Find every hand (役) a hop1zuo1 forms, with its points and the pieces that make it

     Pieces are given as objects or as strings such as `"赤兵"`. Each hand comes with its CJK and English
    names, its points (the 同色 flash form counts instead of the plain one), the pieces used and the king
    substitutions it relies on (a king may stand in for one piece of another profession of its colour).
    A multiset that cannot exist (e.g. two red kings) is a 422 listing the pieces with too many copies.
    The optional `ruleset` selects the hand system (standard, 連獣連, 三連, 具象, educational), whether
    duplicate hands count, and the scoring: under an old per-piece scoring each hand also gets its exact
    per-piece value and the hop1zuo1 its per-piece score (decimal strings such as `"5.6"`).

    Args:
        body (HandsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HandsResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: HandsRequest,
) -> Response[Error | HandsResponse]:
    """Find every hand (役) a hop1zuo1 forms, with its points and the pieces that make it

     Pieces are given as objects or as strings such as `"赤兵"`. Each hand comes with its CJK and English
    names, its points (the 同色 flash form counts instead of the plain one), the pieces used and the king
    substitutions it relies on (a king may stand in for one piece of another profession of its colour).
    A multiset that cannot exist (e.g. two red kings) is a 422 listing the pieces with too many copies.
    The optional `ruleset` selects the hand system (standard, 連獣連, 三連, 具象, educational), whether
    duplicate hands count, and the scoring: under an old per-piece scoring each hand also gets its exact
    per-piece value and the hop1zuo1 its per-piece score (decimal strings such as `"5.6"`).

    Args:
        body (HandsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HandsResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: HandsRequest,
) -> Error | HandsResponse | None:
    """Find every hand (役) a hop1zuo1 forms, with its points and the pieces that make it

     Pieces are given as objects or as strings such as `"赤兵"`. Each hand comes with its CJK and English
    names, its points (the 同色 flash form counts instead of the plain one), the pieces used and the king
    substitutions it relies on (a king may stand in for one piece of another profession of its colour).
    A multiset that cannot exist (e.g. two red kings) is a 422 listing the pieces with too many copies.
    The optional `ruleset` selects the hand system (standard, 連獣連, 三連, 具象, educational), whether
    duplicate hands count, and the scoring: under an old per-piece scoring each hand also gets its exact
    per-piece value and the hop1zuo1 its per-piece score (decimal strings such as `"5.6"`).

    Args:
        body (HandsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HandsResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
