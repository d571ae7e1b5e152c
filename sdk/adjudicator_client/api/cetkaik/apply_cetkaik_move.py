from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.apply_request import ApplyRequest
from ...models.apply_response import ApplyResponse
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: ApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ApplyResponse | Error:
    if response.status_code == 200:
        response_200 = ApplyResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ApplyResponse | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ApplyRequest,
) -> Response[ApplyResponse | Error]:
    """Apply a move: legality, then every outcome with its exact probability

     Without cast results the answer is the complete distribution: every outcome (stepping cast, water
    entry) with its exact probability, the resulting position, the piece captured, the penalties, the
    hands
    newly formed and whether the mover must now declare. With the cast results (`casts`) or a `seed`,
    the
    single outcome. A step-then-ranged move is played in two phases: the `InfAfterStep` move gives the
    excited position after the cast; then send the final square (or `pass`) from that position. Every
    outcome's position is a whole game state: it says when the mover must declare
    (`awaiting_declaration`,
    with the turn's new hands and penalty hands) and when the game is over (`game_over`). An illegal
    move is
    answered `legal: false` with the reason; so is every move after the end of the game, and every move
    while
    a declaration is awaited (declare with `declare_cetkaik`).

    Args:
        body (ApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplyResponse | Error]
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
    body: ApplyRequest,
) -> ApplyResponse | Error | None:
    """Apply a move: legality, then every outcome with its exact probability

     Without cast results the answer is the complete distribution: every outcome (stepping cast, water
    entry) with its exact probability, the resulting position, the piece captured, the penalties, the
    hands
    newly formed and whether the mover must now declare. With the cast results (`casts`) or a `seed`,
    the
    single outcome. A step-then-ranged move is played in two phases: the `InfAfterStep` move gives the
    excited position after the cast; then send the final square (or `pass`) from that position. Every
    outcome's position is a whole game state: it says when the mover must declare
    (`awaiting_declaration`,
    with the turn's new hands and penalty hands) and when the game is over (`game_over`). An illegal
    move is
    answered `legal: false` with the reason; so is every move after the end of the game, and every move
    while
    a declaration is awaited (declare with `declare_cetkaik`).

    Args:
        body (ApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplyResponse | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ApplyRequest,
) -> Response[ApplyResponse | Error]:
    """Apply a move: legality, then every outcome with its exact probability

     Without cast results the answer is the complete distribution: every outcome (stepping cast, water
    entry) with its exact probability, the resulting position, the piece captured, the penalties, the
    hands
    newly formed and whether the mover must now declare. With the cast results (`casts`) or a `seed`,
    the
    single outcome. A step-then-ranged move is played in two phases: the `InfAfterStep` move gives the
    excited position after the cast; then send the final square (or `pass`) from that position. Every
    outcome's position is a whole game state: it says when the mover must declare
    (`awaiting_declaration`,
    with the turn's new hands and penalty hands) and when the game is over (`game_over`). An illegal
    move is
    answered `legal: false` with the reason; so is every move after the end of the game, and every move
    while
    a declaration is awaited (declare with `declare_cetkaik`).

    Args:
        body (ApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplyResponse | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ApplyRequest,
) -> ApplyResponse | Error | None:
    """Apply a move: legality, then every outcome with its exact probability

     Without cast results the answer is the complete distribution: every outcome (stepping cast, water
    entry) with its exact probability, the resulting position, the piece captured, the penalties, the
    hands
    newly formed and whether the mover must now declare. With the cast results (`casts`) or a `seed`,
    the
    single outcome. A step-then-ranged move is played in two phases: the `InfAfterStep` move gives the
    excited position after the cast; then send the final square (or `pass`) from that position. Every
    outcome's position is a whole game state: it says when the mover must declare
    (`awaiting_declaration`,
    with the turn's new hands and penalty hands) and when the game is over (`game_over`). An illegal
    move is
    answered `legal: false` with the reason; so is every move after the end of the game, and every move
    while
    a declaration is awaited (declare with `declare_cetkaik`).

    Args:
        body (ApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplyResponse | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
