from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_lord_score_request import UtageLordScoreRequest
from ...models.utage_lord_score_result import UtageLordScoreResult
from ...types import Response


def _get_kwargs(
    *,
    body: UtageLordScoreRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/lord/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageLordScoreResult:
    if response.status_code == 200:
        response_200 = UtageLordScoreResult.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageLordScoreResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageLordScoreRequest,
) -> Response[Error | UtageLordScoreResult]:
    """Score the lord for a rolled lord's cup

     The formula is filled left to right: each MAX takes the highest die left in the lord's cup, each MIN
    the
    lowest, COUNT is the number of dice left once every mark is filled, and the slots count at face
    value.
    An empty slot (or a mark left without a die) is worth `empty_value`.

    Args:
        body (UtageLordScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageLordScoreResult]
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
    body: UtageLordScoreRequest,
) -> Error | UtageLordScoreResult | None:
    """Score the lord for a rolled lord's cup

     The formula is filled left to right: each MAX takes the highest die left in the lord's cup, each MIN
    the
    lowest, COUNT is the number of dice left once every mark is filled, and the slots count at face
    value.
    An empty slot (or a mark left without a die) is worth `empty_value`.

    Args:
        body (UtageLordScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageLordScoreResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageLordScoreRequest,
) -> Response[Error | UtageLordScoreResult]:
    """Score the lord for a rolled lord's cup

     The formula is filled left to right: each MAX takes the highest die left in the lord's cup, each MIN
    the
    lowest, COUNT is the number of dice left once every mark is filled, and the slots count at face
    value.
    An empty slot (or a mark left without a die) is worth `empty_value`.

    Args:
        body (UtageLordScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageLordScoreResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageLordScoreRequest,
) -> Error | UtageLordScoreResult | None:
    """Score the lord for a rolled lord's cup

     The formula is filled left to right: each MAX takes the highest die left in the lord's cup, each MIN
    the
    lowest, COUNT is the number of dice left once every mark is filled, and the slots count at face
    value.
    An empty slot (or a mark left without a die) is worth `empty_value`.

    Args:
        body (UtageLordScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageLordScoreResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
