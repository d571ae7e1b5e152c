from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.letiles_example_tile_set import LetilesExampleTileSet
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    short_game: bool | Unset = False,
    expansion: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["short_game"] = short_game

    params["expansion"] = expansion

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/letiles/tilesets/example",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LetilesExampleTileSet:
    if response.status_code == 200:
        response_200 = LetilesExampleTileSet.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LetilesExampleTileSet]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    short_game: bool | Unset = False,
    expansion: bool | Unset = False,
) -> Response[Error | LetilesExampleTileSet]:
    """Get the bundled example tile set (illustrative, not the published tiles)

     The real tile list of LETILES is not public, so every request carries its tile set. This invented
    set
    has the published shape (3 sets of 24 L-tromino tiles, and 3 expansion tiles a set marked
    `expansion`)
    and is what `"tileset": "example"` means in a request; it is for demonstrations and tests only. The
    ruleset's `short_game` and `expansion` decide which of its tiles are in play. With `short_game=true`
    or
    `expansion=true` the answer is the tiles in play under those options, as a plain set of their own
    (no
    tile marked as an expansion tile).

    Args:
        short_game (bool | Unset):  Default: False. Example: True.
        expansion (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesExampleTileSet]
    """

    kwargs = _get_kwargs(
        short_game=short_game,
        expansion=expansion,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    short_game: bool | Unset = False,
    expansion: bool | Unset = False,
) -> Error | LetilesExampleTileSet | None:
    """Get the bundled example tile set (illustrative, not the published tiles)

     The real tile list of LETILES is not public, so every request carries its tile set. This invented
    set
    has the published shape (3 sets of 24 L-tromino tiles, and 3 expansion tiles a set marked
    `expansion`)
    and is what `"tileset": "example"` means in a request; it is for demonstrations and tests only. The
    ruleset's `short_game` and `expansion` decide which of its tiles are in play. With `short_game=true`
    or
    `expansion=true` the answer is the tiles in play under those options, as a plain set of their own
    (no
    tile marked as an expansion tile).

    Args:
        short_game (bool | Unset):  Default: False. Example: True.
        expansion (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesExampleTileSet
    """

    return sync_detailed(
        client=client,
        short_game=short_game,
        expansion=expansion,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    short_game: bool | Unset = False,
    expansion: bool | Unset = False,
) -> Response[Error | LetilesExampleTileSet]:
    """Get the bundled example tile set (illustrative, not the published tiles)

     The real tile list of LETILES is not public, so every request carries its tile set. This invented
    set
    has the published shape (3 sets of 24 L-tromino tiles, and 3 expansion tiles a set marked
    `expansion`)
    and is what `"tileset": "example"` means in a request; it is for demonstrations and tests only. The
    ruleset's `short_game` and `expansion` decide which of its tiles are in play. With `short_game=true`
    or
    `expansion=true` the answer is the tiles in play under those options, as a plain set of their own
    (no
    tile marked as an expansion tile).

    Args:
        short_game (bool | Unset):  Default: False. Example: True.
        expansion (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesExampleTileSet]
    """

    kwargs = _get_kwargs(
        short_game=short_game,
        expansion=expansion,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    short_game: bool | Unset = False,
    expansion: bool | Unset = False,
) -> Error | LetilesExampleTileSet | None:
    """Get the bundled example tile set (illustrative, not the published tiles)

     The real tile list of LETILES is not public, so every request carries its tile set. This invented
    set
    has the published shape (3 sets of 24 L-tromino tiles, and 3 expansion tiles a set marked
    `expansion`)
    and is what `"tileset": "example"` means in a request; it is for demonstrations and tests only. The
    ruleset's `short_game` and `expansion` decide which of its tiles are in play. With `short_game=true`
    or
    `expansion=true` the answer is the tiles in play under those options, as a plain set of their own
    (no
    tile marked as an expansion tile).

    Args:
        short_game (bool | Unset):  Default: False. Example: True.
        expansion (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesExampleTileSet
    """

    return (
        await asyncio_detailed(
            client=client,
            short_game=short_game,
            expansion=expansion,
        )
    ).parsed
