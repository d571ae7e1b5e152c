from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_lauzait_cep_probabilities_players import (
    GetLauzaitCepProbabilitiesPlayers,
)
from ...models.lauzait_cep_probabilities import LauzaitCepProbabilities
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    players: GetLauzaitCepProbabilitiesPlayers,
    jokers_within_piece_set: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_players = players.value
    params["players"] = json_players

    params["jokers_within_piece_set"] = jokers_within_piece_set

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/lauzait-cep/probabilities",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepProbabilities:
    if response.status_code == 200:
        response_200 = LauzaitCepProbabilities.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepProbabilities]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    players: GetLauzaitCepProbabilitiesPlayers,
    jokers_within_piece_set: bool | Unset = False,
) -> Response[Error | LauzaitCepProbabilities]:
    """Get the exact probabilities of a complete, a Well-Balanced and a stuck dealt hand

     For the first player of a uniformly dealt Season with 2, 3 or 4 players: that the nine dealt pieces
    form
    a complete concealed hand, that such a hand is also Well-Balanced, and that the player can discard
    nothing at the first Hiring. Exact fractions, computed by enumeration (no sampling) under the stated
    `assumptions`: a uniform deal; a joker stands for any piece unless `jokers_within_piece_set`; jokers
    count for nothing in Well-Balanced. The first computation of a player count takes seconds; answers
    are
    cached.

    Args:
        players (GetLauzaitCepProbabilitiesPlayers):  Example: 2.
        jokers_within_piece_set (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepProbabilities]
    """

    kwargs = _get_kwargs(
        players=players,
        jokers_within_piece_set=jokers_within_piece_set,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    players: GetLauzaitCepProbabilitiesPlayers,
    jokers_within_piece_set: bool | Unset = False,
) -> Error | LauzaitCepProbabilities | None:
    """Get the exact probabilities of a complete, a Well-Balanced and a stuck dealt hand

     For the first player of a uniformly dealt Season with 2, 3 or 4 players: that the nine dealt pieces
    form
    a complete concealed hand, that such a hand is also Well-Balanced, and that the player can discard
    nothing at the first Hiring. Exact fractions, computed by enumeration (no sampling) under the stated
    `assumptions`: a uniform deal; a joker stands for any piece unless `jokers_within_piece_set`; jokers
    count for nothing in Well-Balanced. The first computation of a player count takes seconds; answers
    are
    cached.

    Args:
        players (GetLauzaitCepProbabilitiesPlayers):  Example: 2.
        jokers_within_piece_set (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepProbabilities
    """

    return sync_detailed(
        client=client,
        players=players,
        jokers_within_piece_set=jokers_within_piece_set,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    players: GetLauzaitCepProbabilitiesPlayers,
    jokers_within_piece_set: bool | Unset = False,
) -> Response[Error | LauzaitCepProbabilities]:
    """Get the exact probabilities of a complete, a Well-Balanced and a stuck dealt hand

     For the first player of a uniformly dealt Season with 2, 3 or 4 players: that the nine dealt pieces
    form
    a complete concealed hand, that such a hand is also Well-Balanced, and that the player can discard
    nothing at the first Hiring. Exact fractions, computed by enumeration (no sampling) under the stated
    `assumptions`: a uniform deal; a joker stands for any piece unless `jokers_within_piece_set`; jokers
    count for nothing in Well-Balanced. The first computation of a player count takes seconds; answers
    are
    cached.

    Args:
        players (GetLauzaitCepProbabilitiesPlayers):  Example: 2.
        jokers_within_piece_set (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepProbabilities]
    """

    kwargs = _get_kwargs(
        players=players,
        jokers_within_piece_set=jokers_within_piece_set,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    players: GetLauzaitCepProbabilitiesPlayers,
    jokers_within_piece_set: bool | Unset = False,
) -> Error | LauzaitCepProbabilities | None:
    """Get the exact probabilities of a complete, a Well-Balanced and a stuck dealt hand

     For the first player of a uniformly dealt Season with 2, 3 or 4 players: that the nine dealt pieces
    form
    a complete concealed hand, that such a hand is also Well-Balanced, and that the player can discard
    nothing at the first Hiring. Exact fractions, computed by enumeration (no sampling) under the stated
    `assumptions`: a uniform deal; a joker stands for any piece unless `jokers_within_piece_set`; jokers
    count for nothing in Well-Balanced. The first computation of a player count takes seconds; answers
    are
    cached.

    Args:
        players (GetLauzaitCepProbabilitiesPlayers):  Example: 2.
        jokers_within_piece_set (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepProbabilities
    """

    return (
        await asyncio_detailed(
            client=client,
            players=players,
            jokers_within_piece_set=jokers_within_piece_set,
        )
    ).parsed
