from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.niekhi_match_apply_request import NiekhiMatchApplyRequest
from ...models.niekhi_match_step import NiekhiMatchStep
from ...types import Response


def _get_kwargs(
    *,
    body: NiekhiMatchApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/niekhi/match/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NiekhiMatchStep:
    if response.status_code == 200:
        response_200 = NiekhiMatchStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NiekhiMatchStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiMatchApplyRequest,
) -> Response[Error | NiekhiMatchStep]:
    """連友: apply a play or a pass in a whole game; a finished season is scored and the next one dealt

     A season's points go by finishing position: the k-th of n players to play out all their own cards
    scores
    n − k, the others 0; its winner deals the next season. An illegal play is `legal: false` with the
    game
    unchanged; after the last season (or when a total reaches `points_cap`) `over` is true and `winners`
    names
    the highest totals.

    Args:
        body (NiekhiMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NiekhiMatchStep]
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
    body: NiekhiMatchApplyRequest,
) -> Error | NiekhiMatchStep | None:
    """連友: apply a play or a pass in a whole game; a finished season is scored and the next one dealt

     A season's points go by finishing position: the k-th of n players to play out all their own cards
    scores
    n − k, the others 0; its winner deals the next season. An illegal play is `legal: false` with the
    game
    unchanged; after the last season (or when a total reaches `points_cap`) `over` is true and `winners`
    names
    the highest totals.

    Args:
        body (NiekhiMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NiekhiMatchStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiMatchApplyRequest,
) -> Response[Error | NiekhiMatchStep]:
    """連友: apply a play or a pass in a whole game; a finished season is scored and the next one dealt

     A season's points go by finishing position: the k-th of n players to play out all their own cards
    scores
    n − k, the others 0; its winner deals the next season. An illegal play is `legal: false` with the
    game
    unchanged; after the last season (or when a total reaches `points_cap`) `over` is true and `winners`
    names
    the highest totals.

    Args:
        body (NiekhiMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NiekhiMatchStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NiekhiMatchApplyRequest,
) -> Error | NiekhiMatchStep | None:
    """連友: apply a play or a pass in a whole game; a finished season is scored and the next one dealt

     A season's points go by finishing position: the k-th of n players to play out all their own cards
    scores
    n − k, the others 0; its winner deals the next season. An illegal play is `legal: false` with the
    game
    unchanged; after the last season (or when a total reaches `points_cap`) `over` is true and `winners`
    names
    the highest totals.

    Args:
        body (NiekhiMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NiekhiMatchStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
