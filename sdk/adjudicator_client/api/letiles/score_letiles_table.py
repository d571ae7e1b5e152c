from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.letiles_score import LetilesScore
from ...models.letiles_score_request import LetilesScoreRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LetilesScoreRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/letiles/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LetilesScore:
    if response.status_code == 200:
        response_200 = LetilesScore.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LetilesScore]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesScoreRequest,
) -> Response[Error | LetilesScore]:
    """Score a finished table: areas, bonuses, totals and the winner

     An area is a maximal orthogonally connected group of 4 or more same-colour blocks; each scores by
    size
    (4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0). The largest-area and most-areas bonuses (+3) go to
    every
    tied player; the symbol bonus (+3) goes, per area, to the owner of a symbol with 4 or more connected
    (or, under `symbol_rule: count`, contained). The winner has the highest total, ties going to the
    fewest
    areas; a further tie is a draw. Each player takes a chip for each area (face down on a 13+ area) and
    a
    green chip for each bonus; under `finite_chips` the box's 60 chips can run out (`chips_run_out`),
    and
    `most_areas_by: chips` counts the non-green chips for the most-areas bonus.
    Give the table as `placements` (with `tileset`): they are refereed like a
    game's table (every tile laid edge to edge with those before it, so one piece, no cell twice). Or
    give
    `blocks` cell by cell: a scoring sheet for any drawing of blocks, such as a rule book's example of
    separate
    strips; it is scored as drawn, not checked as a table a game can reach.

    Args:
        body (LetilesScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesScore]
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
    body: LetilesScoreRequest,
) -> Error | LetilesScore | None:
    """Score a finished table: areas, bonuses, totals and the winner

     An area is a maximal orthogonally connected group of 4 or more same-colour blocks; each scores by
    size
    (4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0). The largest-area and most-areas bonuses (+3) go to
    every
    tied player; the symbol bonus (+3) goes, per area, to the owner of a symbol with 4 or more connected
    (or, under `symbol_rule: count`, contained). The winner has the highest total, ties going to the
    fewest
    areas; a further tie is a draw. Each player takes a chip for each area (face down on a 13+ area) and
    a
    green chip for each bonus; under `finite_chips` the box's 60 chips can run out (`chips_run_out`),
    and
    `most_areas_by: chips` counts the non-green chips for the most-areas bonus.
    Give the table as `placements` (with `tileset`): they are refereed like a
    game's table (every tile laid edge to edge with those before it, so one piece, no cell twice). Or
    give
    `blocks` cell by cell: a scoring sheet for any drawing of blocks, such as a rule book's example of
    separate
    strips; it is scored as drawn, not checked as a table a game can reach.

    Args:
        body (LetilesScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesScore
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesScoreRequest,
) -> Response[Error | LetilesScore]:
    """Score a finished table: areas, bonuses, totals and the winner

     An area is a maximal orthogonally connected group of 4 or more same-colour blocks; each scores by
    size
    (4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0). The largest-area and most-areas bonuses (+3) go to
    every
    tied player; the symbol bonus (+3) goes, per area, to the owner of a symbol with 4 or more connected
    (or, under `symbol_rule: count`, contained). The winner has the highest total, ties going to the
    fewest
    areas; a further tie is a draw. Each player takes a chip for each area (face down on a 13+ area) and
    a
    green chip for each bonus; under `finite_chips` the box's 60 chips can run out (`chips_run_out`),
    and
    `most_areas_by: chips` counts the non-green chips for the most-areas bonus.
    Give the table as `placements` (with `tileset`): they are refereed like a
    game's table (every tile laid edge to edge with those before it, so one piece, no cell twice). Or
    give
    `blocks` cell by cell: a scoring sheet for any drawing of blocks, such as a rule book's example of
    separate
    strips; it is scored as drawn, not checked as a table a game can reach.

    Args:
        body (LetilesScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LetilesScore]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LetilesScoreRequest,
) -> Error | LetilesScore | None:
    """Score a finished table: areas, bonuses, totals and the winner

     An area is a maximal orthogonally connected group of 4 or more same-colour blocks; each scores by
    size
    (4-6: 1, 7-9: 3, 10: 6, 11: 3, 12: 1, 13+: 0). The largest-area and most-areas bonuses (+3) go to
    every
    tied player; the symbol bonus (+3) goes, per area, to the owner of a symbol with 4 or more connected
    (or, under `symbol_rule: count`, contained). The winner has the highest total, ties going to the
    fewest
    areas; a further tie is a draw. Each player takes a chip for each area (face down on a 13+ area) and
    a
    green chip for each bonus; under `finite_chips` the box's 60 chips can run out (`chips_run_out`),
    and
    `most_areas_by: chips` counts the non-green chips for the most-areas bonus.
    Give the table as `placements` (with `tileset`): they are refereed like a
    game's table (every tile laid edge to edge with those before it, so one piece, no cell twice). Or
    give
    `blocks` cell by cell: a scoring sheet for any drawing of blocks, such as a rule book's example of
    separate
    strips; it is scored as drawn, not checked as a table a game can reach.

    Args:
        body (LetilesScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LetilesScore
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
