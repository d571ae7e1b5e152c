from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.taxot_match_apply_request import TaxotMatchApplyRequest
from ...models.taxot_match_step import TaxotMatchStep
from ...types import Response


def _get_kwargs(
    *,
    body: TaxotMatchApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/taxot/match/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TaxotMatchStep:
    if response.status_code == 200:
        response_200 = TaxotMatchStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | TaxotMatchStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotMatchApplyRequest,
) -> Response[Error | TaxotMatchStep]:
    """終季: apply an action to a whole game; a finished season is settled and the next one dealt

     An illegal action is `legal: false` with the game unchanged. A season won (終季) or run out of stock
    is
    settled (`settlement`); the winner deals the next season (the bonus + 1 if the dealer won, else 2),
    an
    exhaustive draw keeps the dealer and the bonus (under `ruleset.exhaustive_draw = dealer_passes` the
    next seat
    deals at 2). After the last season `over` is true and `winners` names the
    highest totals.

    Args:
        body (TaxotMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotMatchStep]
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
    body: TaxotMatchApplyRequest,
) -> Error | TaxotMatchStep | None:
    """終季: apply an action to a whole game; a finished season is settled and the next one dealt

     An illegal action is `legal: false` with the game unchanged. A season won (終季) or run out of stock
    is
    settled (`settlement`); the winner deals the next season (the bonus + 1 if the dealer won, else 2),
    an
    exhaustive draw keeps the dealer and the bonus (under `ruleset.exhaustive_draw = dealer_passes` the
    next seat
    deals at 2). After the last season `over` is true and `winners` names the
    highest totals.

    Args:
        body (TaxotMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotMatchStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotMatchApplyRequest,
) -> Response[Error | TaxotMatchStep]:
    """終季: apply an action to a whole game; a finished season is settled and the next one dealt

     An illegal action is `legal: false` with the game unchanged. A season won (終季) or run out of stock
    is
    settled (`settlement`); the winner deals the next season (the bonus + 1 if the dealer won, else 2),
    an
    exhaustive draw keeps the dealer and the bonus (under `ruleset.exhaustive_draw = dealer_passes` the
    next seat
    deals at 2). After the last season `over` is true and `winners` names the
    highest totals.

    Args:
        body (TaxotMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotMatchStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotMatchApplyRequest,
) -> Error | TaxotMatchStep | None:
    """終季: apply an action to a whole game; a finished season is settled and the next one dealt

     An illegal action is `legal: false` with the game unchanged. A season won (終季) or run out of stock
    is
    settled (`settlement`); the winner deals the next season (the bonus + 1 if the dealer won, else 2),
    an
    exhaustive draw keeps the dealer and the bonus (under `ruleset.exhaustive_draw = dealer_passes` the
    next seat
    deals at 2). After the last season `over` is true and `winners` names the
    highest totals.

    Args:
        body (TaxotMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotMatchStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
