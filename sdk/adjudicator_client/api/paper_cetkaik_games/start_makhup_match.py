from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.makhup_match_answer import MakhupMatchAnswer
from ...models.makhup_match_new_request import MakhupMatchNewRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MakhupMatchNewRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/makhup/match/new",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MakhupMatchAnswer:
    if response.status_code == 200:
        response_200 = MakhupMatchAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MakhupMatchAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakhupMatchNewRequest,
) -> Response[Error | MakhupMatchAnswer]:
    """値木: start a whole game of seasons

     The first player deals the first season; each season is dealt from the seed and its number
    (reproducible).

    Args:
        body (MakhupMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakhupMatchAnswer]
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
    body: MakhupMatchNewRequest,
) -> Error | MakhupMatchAnswer | None:
    """値木: start a whole game of seasons

     The first player deals the first season; each season is dealt from the seed and its number
    (reproducible).

    Args:
        body (MakhupMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakhupMatchAnswer
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakhupMatchNewRequest,
) -> Response[Error | MakhupMatchAnswer]:
    """値木: start a whole game of seasons

     The first player deals the first season; each season is dealt from the seed and its number
    (reproducible).

    Args:
        body (MakhupMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakhupMatchAnswer]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MakhupMatchNewRequest,
) -> Error | MakhupMatchAnswer | None:
    """値木: start a whole game of seasons

     The first player deals the first season; each season is dealt from the seed and its number
    (reproducible).

    Args:
        body (MakhupMatchNewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakhupMatchAnswer
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
