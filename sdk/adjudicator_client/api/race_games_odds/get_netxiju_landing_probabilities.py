from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_netxiju_landing_probabilities_randomizer import (
    GetNetxijuLandingProbabilitiesRandomizer,
)
from ...models.netxiju_landings import NetxijuLandings
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    randomizer: GetNetxijuLandingProbabilitiesRandomizer
    | Unset = GetNetxijuLandingProbabilitiesRandomizer.STICKS6,
    horizon: int | Unset = 31,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_randomizer: str | Unset = UNSET
    if not isinstance(randomizer, Unset):
        json_randomizer = randomizer.value

    params["randomizer"] = json_randomizer

    params["horizon"] = horizon

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/race-games/netxiju/landing",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NetxijuLandings:
    if response.status_code == 200:
        response_200 = NetxijuLandings.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NetxijuLandings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    randomizer: GetNetxijuLandingProbabilitiesRandomizer
    | Unset = GetNetxijuLandingProbabilitiesRandomizer.STICKS6,
    horizon: int | Unset = 31,
) -> Response[Error | NetxijuLandings]:
    """六裁: the chance h(g) that a lone pawn ever lands exactly g squares ahead

     Throws of 0 are skipped (they leave the pawn where it is); P(牛行) for five sticks is h(3)^5 · h(4)^3.

    Args:
        randomizer (GetNetxijuLandingProbabilitiesRandomizer | Unset):  Default:
            GetNetxijuLandingProbabilitiesRandomizer.STICKS6. Example: d6.
        horizon (int | Unset):  Default: 31. Example: 12.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuLandings]
    """

    kwargs = _get_kwargs(
        randomizer=randomizer,
        horizon=horizon,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    randomizer: GetNetxijuLandingProbabilitiesRandomizer
    | Unset = GetNetxijuLandingProbabilitiesRandomizer.STICKS6,
    horizon: int | Unset = 31,
) -> Error | NetxijuLandings | None:
    """六裁: the chance h(g) that a lone pawn ever lands exactly g squares ahead

     Throws of 0 are skipped (they leave the pawn where it is); P(牛行) for five sticks is h(3)^5 · h(4)^3.

    Args:
        randomizer (GetNetxijuLandingProbabilitiesRandomizer | Unset):  Default:
            GetNetxijuLandingProbabilitiesRandomizer.STICKS6. Example: d6.
        horizon (int | Unset):  Default: 31. Example: 12.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuLandings
    """

    return sync_detailed(
        client=client,
        randomizer=randomizer,
        horizon=horizon,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    randomizer: GetNetxijuLandingProbabilitiesRandomizer
    | Unset = GetNetxijuLandingProbabilitiesRandomizer.STICKS6,
    horizon: int | Unset = 31,
) -> Response[Error | NetxijuLandings]:
    """六裁: the chance h(g) that a lone pawn ever lands exactly g squares ahead

     Throws of 0 are skipped (they leave the pawn where it is); P(牛行) for five sticks is h(3)^5 · h(4)^3.

    Args:
        randomizer (GetNetxijuLandingProbabilitiesRandomizer | Unset):  Default:
            GetNetxijuLandingProbabilitiesRandomizer.STICKS6. Example: d6.
        horizon (int | Unset):  Default: 31. Example: 12.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NetxijuLandings]
    """

    kwargs = _get_kwargs(
        randomizer=randomizer,
        horizon=horizon,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    randomizer: GetNetxijuLandingProbabilitiesRandomizer
    | Unset = GetNetxijuLandingProbabilitiesRandomizer.STICKS6,
    horizon: int | Unset = 31,
) -> Error | NetxijuLandings | None:
    """六裁: the chance h(g) that a lone pawn ever lands exactly g squares ahead

     Throws of 0 are skipped (they leave the pawn where it is); P(牛行) for five sticks is h(3)^5 · h(4)^3.

    Args:
        randomizer (GetNetxijuLandingProbabilitiesRandomizer | Unset):  Default:
            GetNetxijuLandingProbabilitiesRandomizer.STICKS6. Example: d6.
        horizon (int | Unset):  Default: 31. Example: 12.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NetxijuLandings
    """

    return (
        await asyncio_detailed(
            client=client,
            randomizer=randomizer,
            horizon=horizon,
        )
    ).parsed
