from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.extend_request import ExtendRequest
from ...models.extend_response import ExtendResponse
from ...types import Response


def _get_kwargs(
    *,
    body: ExtendRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/records/extend",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ExtendResponse:
    if response.status_code == 200:
        response_200 = ExtendResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ExtendResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ExtendRequest,
) -> Response[Error | ExtendResponse]:
    """Adjudicate the next play of a game kept only as its record, and extend the record by it

     A game server that stores nothing: send the record so far and the next play (a movement with its
    casts,
    or `ty_mok1` / `ta_xot1`); the answer adjudicates it (`legal: false` with the reason for a play the
    rules
    forbid, after the end of the game, or a movement while a declaration is awaited), gives the new
    position
    and the record extended by exactly the text the play adds (`added`, appended at the end). Casts not
    given
    are drawn with `seed` (a step-then-ranged move also needs its `final` square or `pass`). A ta xot1
    that
    starts a season, or the first play of a record that does not say who moves first, also names that
    season's
    first mover in the `一位色` header (`header`): give `first`, `first_mover_casts` or a `seed`. A ta xot1
    that ends the game (after the last season, or by the score limit before it) starts no season and
    needs
    none: a first mover sent with it is moot and ignored. A record that breaks the rules is a 422 naming
    its
    line.

    Args:
        body (ExtendRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ExtendResponse]
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
    body: ExtendRequest,
) -> Error | ExtendResponse | None:
    """Adjudicate the next play of a game kept only as its record, and extend the record by it

     A game server that stores nothing: send the record so far and the next play (a movement with its
    casts,
    or `ty_mok1` / `ta_xot1`); the answer adjudicates it (`legal: false` with the reason for a play the
    rules
    forbid, after the end of the game, or a movement while a declaration is awaited), gives the new
    position
    and the record extended by exactly the text the play adds (`added`, appended at the end). Casts not
    given
    are drawn with `seed` (a step-then-ranged move also needs its `final` square or `pass`). A ta xot1
    that
    starts a season, or the first play of a record that does not say who moves first, also names that
    season's
    first mover in the `一位色` header (`header`): give `first`, `first_mover_casts` or a `seed`. A ta xot1
    that ends the game (after the last season, or by the score limit before it) starts no season and
    needs
    none: a first mover sent with it is moot and ignored. A record that breaks the rules is a 422 naming
    its
    line.

    Args:
        body (ExtendRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ExtendResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ExtendRequest,
) -> Response[Error | ExtendResponse]:
    """Adjudicate the next play of a game kept only as its record, and extend the record by it

     A game server that stores nothing: send the record so far and the next play (a movement with its
    casts,
    or `ty_mok1` / `ta_xot1`); the answer adjudicates it (`legal: false` with the reason for a play the
    rules
    forbid, after the end of the game, or a movement while a declaration is awaited), gives the new
    position
    and the record extended by exactly the text the play adds (`added`, appended at the end). Casts not
    given
    are drawn with `seed` (a step-then-ranged move also needs its `final` square or `pass`). A ta xot1
    that
    starts a season, or the first play of a record that does not say who moves first, also names that
    season's
    first mover in the `一位色` header (`header`): give `first`, `first_mover_casts` or a `seed`. A ta xot1
    that ends the game (after the last season, or by the score limit before it) starts no season and
    needs
    none: a first mover sent with it is moot and ignored. A record that breaks the rules is a 422 naming
    its
    line.

    Args:
        body (ExtendRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ExtendResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ExtendRequest,
) -> Error | ExtendResponse | None:
    """Adjudicate the next play of a game kept only as its record, and extend the record by it

     A game server that stores nothing: send the record so far and the next play (a movement with its
    casts,
    or `ty_mok1` / `ta_xot1`); the answer adjudicates it (`legal: false` with the reason for a play the
    rules
    forbid, after the end of the game, or a movement while a declaration is awaited), gives the new
    position
    and the record extended by exactly the text the play adds (`added`, appended at the end). Casts not
    given
    are drawn with `seed` (a step-then-ranged move also needs its `final` square or `pass`). A ta xot1
    that
    starts a season, or the first play of a record that does not say who moves first, also names that
    season's
    first mover in the `一位色` header (`header`): give `first`, `first_mover_casts` or a `seed`. A ta xot1
    that ends the game (after the last season, or by the score limit before it) starts no season and
    needs
    none: a first mover sent with it is moot and ignored. A record that breaks the rules is a 422 naming
    its
    line.

    Args:
        body (ExtendRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ExtendResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
