from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_hirings import LauzaitCepHirings
from ...models.lauzait_cep_hirings_request import LauzaitCepHiringsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepHiringsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/hiring",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepHirings:
    if response.status_code == 200:
        response_200 = LauzaitCepHirings.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepHirings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepHiringsRequest,
) -> Response[Error | LauzaitCepHirings]:
    """List every Hiring: each discard, the pieces that may then move, where, and each outcome's
    probability

     Hiring: discard a concealed piece onto the empty square, move a board piece that corresponds to it
    (same
    colour, number one more or one less; any piece after a joker, and a joker after any discard) to a
    neighbouring square (from the Mountain c3: up to two squares orthogonally), and obtain the piece
    there.
    Entering water needs a throw of the five sticks: 3-5 (probability 1/2) succeeds; 0-2 fails and the
    player obtains the moving piece instead, whose square becomes the empty one. A discard after which
    nothing could move is refused, with the reason. Each move's outcome probabilities add up to exactly
    1.
    With `form: compact` the options come as a table (`compact_options`): the moves as columns, each
    kind of
    move once, and each outcome's position given by the position the Hiring starts from.

    Args:
        body (LauzaitCepHiringsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepHirings]
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
    body: LauzaitCepHiringsRequest,
) -> Error | LauzaitCepHirings | None:
    """List every Hiring: each discard, the pieces that may then move, where, and each outcome's
    probability

     Hiring: discard a concealed piece onto the empty square, move a board piece that corresponds to it
    (same
    colour, number one more or one less; any piece after a joker, and a joker after any discard) to a
    neighbouring square (from the Mountain c3: up to two squares orthogonally), and obtain the piece
    there.
    Entering water needs a throw of the five sticks: 3-5 (probability 1/2) succeeds; 0-2 fails and the
    player obtains the moving piece instead, whose square becomes the empty one. A discard after which
    nothing could move is refused, with the reason. Each move's outcome probabilities add up to exactly
    1.
    With `form: compact` the options come as a table (`compact_options`): the moves as columns, each
    kind of
    move once, and each outcome's position given by the position the Hiring starts from.

    Args:
        body (LauzaitCepHiringsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepHirings
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepHiringsRequest,
) -> Response[Error | LauzaitCepHirings]:
    """List every Hiring: each discard, the pieces that may then move, where, and each outcome's
    probability

     Hiring: discard a concealed piece onto the empty square, move a board piece that corresponds to it
    (same
    colour, number one more or one less; any piece after a joker, and a joker after any discard) to a
    neighbouring square (from the Mountain c3: up to two squares orthogonally), and obtain the piece
    there.
    Entering water needs a throw of the five sticks: 3-5 (probability 1/2) succeeds; 0-2 fails and the
    player obtains the moving piece instead, whose square becomes the empty one. A discard after which
    nothing could move is refused, with the reason. Each move's outcome probabilities add up to exactly
    1.
    With `form: compact` the options come as a table (`compact_options`): the moves as columns, each
    kind of
    move once, and each outcome's position given by the position the Hiring starts from.

    Args:
        body (LauzaitCepHiringsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepHirings]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepHiringsRequest,
) -> Error | LauzaitCepHirings | None:
    """List every Hiring: each discard, the pieces that may then move, where, and each outcome's
    probability

     Hiring: discard a concealed piece onto the empty square, move a board piece that corresponds to it
    (same
    colour, number one more or one less; any piece after a joker, and a joker after any discard) to a
    neighbouring square (from the Mountain c3: up to two squares orthogonally), and obtain the piece
    there.
    Entering water needs a throw of the five sticks: 3-5 (probability 1/2) succeeds; 0-2 fails and the
    player obtains the moving piece instead, whose square becomes the empty one. A discard after which
    nothing could move is refused, with the reason. Each move's outcome probabilities add up to exactly
    1.
    With `form: compact` the options come as a table (`compact_options`): the moves as columns, each
    kind of
    move once, and each outcome's position given by the position the Hiring starts from.

    Args:
        body (LauzaitCepHiringsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepHirings
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
