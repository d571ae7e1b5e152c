from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.nine_match_apply_request import NineMatchApplyRequest
from ...models.nine_match_step import NineMatchStep
from ...types import Response


def _get_kwargs(
    *,
    body: NineMatchApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/nine/match/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NineMatchStep:
    if response.status_code == 200:
        response_200 = NineMatchStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NineMatchStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NineMatchApplyRequest,
) -> Response[Error | NineMatchStep]:
    """小猫: apply a play or a decline in a whole game; a finished season is scored and the next one dealt

     A season ends when the stock runs out; its points are its scores, +1 to the dealer at its end if
    among the
    highest, and that dealer deals the next season. An illegal play is `legal: false` with the game
    unchanged;
    after the last season (or when a total reaches `points_cap`) `over` is true and `winners` names the
    highest
    totals.

    Args:
        body (NineMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NineMatchStep]
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
    body: NineMatchApplyRequest,
) -> Error | NineMatchStep | None:
    """小猫: apply a play or a decline in a whole game; a finished season is scored and the next one dealt

     A season ends when the stock runs out; its points are its scores, +1 to the dealer at its end if
    among the
    highest, and that dealer deals the next season. An illegal play is `legal: false` with the game
    unchanged;
    after the last season (or when a total reaches `points_cap`) `over` is true and `winners` names the
    highest
    totals.

    Args:
        body (NineMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NineMatchStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NineMatchApplyRequest,
) -> Response[Error | NineMatchStep]:
    """小猫: apply a play or a decline in a whole game; a finished season is scored and the next one dealt

     A season ends when the stock runs out; its points are its scores, +1 to the dealer at its end if
    among the
    highest, and that dealer deals the next season. An illegal play is `legal: false` with the game
    unchanged;
    after the last season (or when a total reaches `points_cap`) `over` is true and `winners` names the
    highest
    totals.

    Args:
        body (NineMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NineMatchStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NineMatchApplyRequest,
) -> Error | NineMatchStep | None:
    """小猫: apply a play or a decline in a whole game; a finished season is scored and the next one dealt

     A season ends when the stock runs out; its points are its scores, +1 to the dealer at its end if
    among the
    highest, and that dealer deals the next season. An illegal play is `legal: false` with the game
    unchanged;
    after the last season (or when a total reaches `points_cap`) `over` is true and `winners` names the
    highest
    totals.

    Args:
        body (NineMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NineMatchStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
