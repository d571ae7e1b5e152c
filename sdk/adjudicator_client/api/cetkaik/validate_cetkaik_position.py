from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.validate_request import ValidateRequest
from ...models.validate_response import ValidateResponse
from ...types import Response


def _get_kwargs(
    *,
    body: ValidateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/positions/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ValidateResponse:
    if response.status_code == 200:
        response_200 = ValidateResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ValidateResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ValidateRequest,
) -> Response[Error | ValidateResponse]:
    """Check that a position can exist, and normalise it

     An impossible position (two black kings, nine black pawns, tam2 missing, scores not adding up to 40,
    ...) is answered 422 with a message naming the problem and the field. A position is a whole game
    state,
    so this also refuses states that cannot happen under the ruleset: an awaited declaration naming
    hands the
    hop1zuo1 does not hold or penalties the ruleset does not count as hands, the end of a game with
    scores
    that do not end it (or no end when a score has reached 0), a game said to be over for lack of moves
    while the side to move has some. With `whole_game: true` the position must also be a state of a game
    played
    from its start: every piece of the ruleset's set on the board or in exactly one hop1zuo1 (a missing
    piece is
    refused too; without it a composed position with fewer pieces is accepted).

    Args:
        body (ValidateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ValidateResponse]
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
    body: ValidateRequest,
) -> Error | ValidateResponse | None:
    """Check that a position can exist, and normalise it

     An impossible position (two black kings, nine black pawns, tam2 missing, scores not adding up to 40,
    ...) is answered 422 with a message naming the problem and the field. A position is a whole game
    state,
    so this also refuses states that cannot happen under the ruleset: an awaited declaration naming
    hands the
    hop1zuo1 does not hold or penalties the ruleset does not count as hands, the end of a game with
    scores
    that do not end it (or no end when a score has reached 0), a game said to be over for lack of moves
    while the side to move has some. With `whole_game: true` the position must also be a state of a game
    played
    from its start: every piece of the ruleset's set on the board or in exactly one hop1zuo1 (a missing
    piece is
    refused too; without it a composed position with fewer pieces is accepted).

    Args:
        body (ValidateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ValidateResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ValidateRequest,
) -> Response[Error | ValidateResponse]:
    """Check that a position can exist, and normalise it

     An impossible position (two black kings, nine black pawns, tam2 missing, scores not adding up to 40,
    ...) is answered 422 with a message naming the problem and the field. A position is a whole game
    state,
    so this also refuses states that cannot happen under the ruleset: an awaited declaration naming
    hands the
    hop1zuo1 does not hold or penalties the ruleset does not count as hands, the end of a game with
    scores
    that do not end it (or no end when a score has reached 0), a game said to be over for lack of moves
    while the side to move has some. With `whole_game: true` the position must also be a state of a game
    played
    from its start: every piece of the ruleset's set on the board or in exactly one hop1zuo1 (a missing
    piece is
    refused too; without it a composed position with fewer pieces is accepted).

    Args:
        body (ValidateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ValidateResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ValidateRequest,
) -> Error | ValidateResponse | None:
    """Check that a position can exist, and normalise it

     An impossible position (two black kings, nine black pawns, tam2 missing, scores not adding up to 40,
    ...) is answered 422 with a message naming the problem and the field. A position is a whole game
    state,
    so this also refuses states that cannot happen under the ruleset: an awaited declaration naming
    hands the
    hop1zuo1 does not hold or penalties the ruleset does not count as hands, the end of a game with
    scores
    that do not end it (or no end when a score has reached 0), a game said to be over for lack of moves
    while the side to move has some. With `whole_game: true` the position must also be a state of a game
    played
    from its start: every piece of the ruleset's set on the board or in exactly one hop1zuo1 (a missing
    piece is
    refused too; without it a composed position with fewer pieces is accepted).

    Args:
        body (ValidateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ValidateResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
