from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.moves_request import MovesRequest
from ...models.moves_response import MovesResponse
from ...types import Response


def _get_kwargs(
    *,
    body: MovesRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/moves",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MovesResponse:
    if response.status_code == 200:
        response_200 = MovesResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MovesResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MovesRequest,
) -> Response[Error | MovesResponse]:
    """List every legal move of a position, annotated

     Each move comes with its 片 notation, its object form, the piece it captures if it succeeds, whether
    a
    water-entry cast is needed, its exact success probability, the tam2 penalty it incurs and whether it
    steps over tam2. In the excited state (after the cast of a step-then-ranged move) the moves are the
    allowed final squares and `pass`. With `view: notations` only the notations are listed. With `form:
    compact`
    the annotated moves come as a table (`compact_moves`: the notations, and each distinct set of
    annotations
    once), which carries all of the full form in about a tenth of its bytes.

    The answer says where the game stands: after the end of the game no move is listed and `game_over`
    says
    how it ended; while a declaration is awaited no move is listed either, and `declarations` lists ty
    mok1
    and ta xot1, the only legal plays (send one to `declare_cetkaik`).

    Args:
        body (MovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MovesResponse]
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
    body: MovesRequest,
) -> Error | MovesResponse | None:
    """List every legal move of a position, annotated

     Each move comes with its 片 notation, its object form, the piece it captures if it succeeds, whether
    a
    water-entry cast is needed, its exact success probability, the tam2 penalty it incurs and whether it
    steps over tam2. In the excited state (after the cast of a step-then-ranged move) the moves are the
    allowed final squares and `pass`. With `view: notations` only the notations are listed. With `form:
    compact`
    the annotated moves come as a table (`compact_moves`: the notations, and each distinct set of
    annotations
    once), which carries all of the full form in about a tenth of its bytes.

    The answer says where the game stands: after the end of the game no move is listed and `game_over`
    says
    how it ended; while a declaration is awaited no move is listed either, and `declarations` lists ty
    mok1
    and ta xot1, the only legal plays (send one to `declare_cetkaik`).

    Args:
        body (MovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MovesResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MovesRequest,
) -> Response[Error | MovesResponse]:
    """List every legal move of a position, annotated

     Each move comes with its 片 notation, its object form, the piece it captures if it succeeds, whether
    a
    water-entry cast is needed, its exact success probability, the tam2 penalty it incurs and whether it
    steps over tam2. In the excited state (after the cast of a step-then-ranged move) the moves are the
    allowed final squares and `pass`. With `view: notations` only the notations are listed. With `form:
    compact`
    the annotated moves come as a table (`compact_moves`: the notations, and each distinct set of
    annotations
    once), which carries all of the full form in about a tenth of its bytes.

    The answer says where the game stands: after the end of the game no move is listed and `game_over`
    says
    how it ended; while a declaration is awaited no move is listed either, and `declarations` lists ty
    mok1
    and ta xot1, the only legal plays (send one to `declare_cetkaik`).

    Args:
        body (MovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MovesResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MovesRequest,
) -> Error | MovesResponse | None:
    """List every legal move of a position, annotated

     Each move comes with its 片 notation, its object form, the piece it captures if it succeeds, whether
    a
    water-entry cast is needed, its exact success probability, the tam2 penalty it incurs and whether it
    steps over tam2. In the excited state (after the cast of a step-then-ranged move) the moves are the
    allowed final squares and `pass`. With `view: notations` only the notations are listed. With `form:
    compact`
    the annotated moves come as a table (`compact_moves`: the notations, and each distinct set of
    annotations
    once), which carries all of the full form in about a tenth of its bytes.

    The answer says where the game stands: after the end of the game no move is listed and `game_over`
    says
    how it ended; while a declaration is awaited no move is listed either, and `declarations` lists ty
    mok1
    and ta xot1, the only legal plays (send one to `declare_cetkaik`).

    Args:
        body (MovesRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MovesResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
