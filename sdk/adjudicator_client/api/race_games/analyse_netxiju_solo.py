from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.netxiju_analysis import NetxijuAnalysis
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    drink_on_blocked: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["drink_on_blocked"] = drink_on_blocked

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/race-games/netxiju/analysis",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetxijuAnalysis:
    if response.status_code == 200:
        response_200 = NetxijuAnalysis.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NetxijuAnalysis]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    drink_on_blocked: bool | Unset = False,
) -> Response[Error | NetxijuAnalysis]:
    """六裁: get the exact chance of 牛行 and the expected throws and cups of a lone pawn

     For each randomiser (6 sticks, 5 sticks, a die), solved exactly as a Markov chain: the chance of 牛行
    (reaching the goal having stopped on every lined square, never sent back), the expected number of
    throws to the goal and the expected cups drunk.

    Args:
        drink_on_blocked (bool | Unset):  Default: False. Example: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuAnalysis]
    """

    kwargs = _get_kwargs(
        drink_on_blocked=drink_on_blocked,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    drink_on_blocked: bool | Unset = False,
) -> Error | NetxijuAnalysis | None:
    """六裁: get the exact chance of 牛行 and the expected throws and cups of a lone pawn

     For each randomiser (6 sticks, 5 sticks, a die), solved exactly as a Markov chain: the chance of 牛行
    (reaching the goal having stopped on every lined square, never sent back), the expected number of
    throws to the goal and the expected cups drunk.

    Args:
        drink_on_blocked (bool | Unset):  Default: False. Example: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuAnalysis
    """

    return sync_detailed(
        client=client,
        drink_on_blocked=drink_on_blocked,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    drink_on_blocked: bool | Unset = False,
) -> Response[Error | NetxijuAnalysis]:
    """六裁: get the exact chance of 牛行 and the expected throws and cups of a lone pawn

     For each randomiser (6 sticks, 5 sticks, a die), solved exactly as a Markov chain: the chance of 牛行
    (reaching the goal having stopped on every lined square, never sent back), the expected number of
    throws to the goal and the expected cups drunk.

    Args:
        drink_on_blocked (bool | Unset):  Default: False. Example: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuAnalysis]
    """

    kwargs = _get_kwargs(
        drink_on_blocked=drink_on_blocked,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    drink_on_blocked: bool | Unset = False,
) -> Error | NetxijuAnalysis | None:
    """六裁: get the exact chance of 牛行 and the expected throws and cups of a lone pawn

     For each randomiser (6 sticks, 5 sticks, a die), solved exactly as a Markov chain: the chance of 牛行
    (reaching the goal having stopped on every lined square, never sent back), the expected number of
    throws to the goal and the expected cups drunk.

    Args:
        drink_on_blocked (bool | Unset):  Default: False. Example: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuAnalysis
    """

    return (
        await asyncio_detailed(
            client=client,
            drink_on_blocked=drink_on_blocked,
        )
    ).parsed
