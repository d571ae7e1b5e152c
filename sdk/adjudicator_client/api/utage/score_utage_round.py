from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_round_result import UtageRoundResult
from ...models.utage_round_result_request import UtageRoundResultRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UtageRoundResultRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/rounds/result",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageRoundResult:
    if response.status_code == 200:
        response_200 = UtageRoundResult.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageRoundResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageRoundResultRequest,
) -> Response[Error | UtageRoundResult]:
    """Score the round: roll the lord's cup, find the winner and move the cups

     The winner has the highest score strictly below the lord's (ties go to the earliest seat from the
    declarer) and takes a cup from the lord; the game ends when the winner holds at least as many cups
    as
    the lord has left. If every player reaches the lord's score, the declarer loses a cup (or, with
    none,
    is disqualified). Give the observed `lord_dice`, or a `seed`; with neither the roll is drawn from
    the game's
    seed (a state without one: at random).

    Args:
        body (UtageRoundResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageRoundResult]
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
    body: UtageRoundResultRequest,
) -> Error | UtageRoundResult | None:
    """Score the round: roll the lord's cup, find the winner and move the cups

     The winner has the highest score strictly below the lord's (ties go to the earliest seat from the
    declarer) and takes a cup from the lord; the game ends when the winner holds at least as many cups
    as
    the lord has left. If every player reaches the lord's score, the declarer loses a cup (or, with
    none,
    is disqualified). Give the observed `lord_dice`, or a `seed`; with neither the roll is drawn from
    the game's
    seed (a state without one: at random).

    Args:
        body (UtageRoundResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageRoundResult
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageRoundResultRequest,
) -> Response[Error | UtageRoundResult]:
    """Score the round: roll the lord's cup, find the winner and move the cups

     The winner has the highest score strictly below the lord's (ties go to the earliest seat from the
    declarer) and takes a cup from the lord; the game ends when the winner holds at least as many cups
    as
    the lord has left. If every player reaches the lord's score, the declarer loses a cup (or, with
    none,
    is disqualified). Give the observed `lord_dice`, or a `seed`; with neither the roll is drawn from
    the game's
    seed (a state without one: at random).

    Args:
        body (UtageRoundResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageRoundResult]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageRoundResultRequest,
) -> Error | UtageRoundResult | None:
    """Score the round: roll the lord's cup, find the winner and move the cups

     The winner has the highest score strictly below the lord's (ties go to the earliest seat from the
    declarer) and takes a cup from the lord; the game ends when the winner holds at least as many cups
    as
    the lord has left. If every player reaches the lord's score, the declarer loses a cup (or, with
    none,
    is disqualified). Give the observed `lord_dice`, or a `seed`; with neither the roll is drawn from
    the game's
    seed (a state without one: at random).

    Args:
        body (UtageRoundResultRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageRoundResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
