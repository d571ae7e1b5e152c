from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_hidden_play import RenkekiHiddenPlay
from ...models.renkeki_hidden_play_request import RenkekiHiddenPlayRequest
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiHiddenPlayRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/hidden-play",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiHiddenPlay:
    if response.status_code == 200:
        response_200 = RenkekiHiddenPlay.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiHiddenPlay]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiHiddenPlayRequest,
) -> Response[Error | RenkekiHiddenPlay]:
    """連撃獣裁: get the best threshold against the others' threshold in hidden play

     Nobody sees the others' results, so a policy is a threshold. For every common threshold of the
    others the
    threshold maximising one's exact share of the pot; the symmetric equilibria are the fixed points.

    Args:
        body (RenkekiHiddenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiHiddenPlay]
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
    body: RenkekiHiddenPlayRequest,
) -> Error | RenkekiHiddenPlay | None:
    """連撃獣裁: get the best threshold against the others' threshold in hidden play

     Nobody sees the others' results, so a policy is a threshold. For every common threshold of the
    others the
    threshold maximising one's exact share of the pot; the symmetric equilibria are the fixed points.

    Args:
        body (RenkekiHiddenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiHiddenPlay
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiHiddenPlayRequest,
) -> Response[Error | RenkekiHiddenPlay]:
    """連撃獣裁: get the best threshold against the others' threshold in hidden play

     Nobody sees the others' results, so a policy is a threshold. For every common threshold of the
    others the
    threshold maximising one's exact share of the pot; the symmetric equilibria are the fixed points.

    Args:
        body (RenkekiHiddenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiHiddenPlay]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiHiddenPlayRequest,
) -> Error | RenkekiHiddenPlay | None:
    """連撃獣裁: get the best threshold against the others' threshold in hidden play

     Nobody sees the others' results, so a policy is a threshold. For every common threshold of the
    others the
    threshold maximising one's exact share of the pot; the symmetric equilibria are the fixed points.

    Args:
        body (RenkekiHiddenPlayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiHiddenPlay
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
