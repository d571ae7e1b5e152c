from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_open_play import RenkekiOpenPlay
from ...models.renkeki_open_play_request import RenkekiOpenPlayRequest
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiOpenPlayRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/open-play",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiOpenPlay:
    if response.status_code == 200:
        response_200 = RenkekiOpenPlay.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiOpenPlay]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiOpenPlayRequest,
) -> Response[Error | RenkekiOpenPlay]:
    """連撃獣裁: get each seat's exact pot share in sequential open play

     Every player maximises their own share knowing the results before them; the later seats see more and
    gain from it.

    Args:
        body (RenkekiOpenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiOpenPlay]
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
    body: RenkekiOpenPlayRequest,
) -> Error | RenkekiOpenPlay | None:
    """連撃獣裁: get each seat's exact pot share in sequential open play

     Every player maximises their own share knowing the results before them; the later seats see more and
    gain from it.

    Args:
        body (RenkekiOpenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiOpenPlay
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiOpenPlayRequest,
) -> Response[Error | RenkekiOpenPlay]:
    """連撃獣裁: get each seat's exact pot share in sequential open play

     Every player maximises their own share knowing the results before them; the later seats see more and
    gain from it.

    Args:
        body (RenkekiOpenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiOpenPlay]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiOpenPlayRequest,
) -> Error | RenkekiOpenPlay | None:
    """連撃獣裁: get each seat's exact pot share in sequential open play

     Every player maximises their own share knowing the results before them; the later seats see more and
    gain from it.

    Args:
        body (RenkekiOpenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiOpenPlay
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
