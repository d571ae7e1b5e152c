from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokkaik_settle import MokkaikSettle
from ...models.mokkaik_settle_request import MokkaikSettleRequest
from ...types import Response


def _get_kwargs(
    *,
    body: MokkaikSettleRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/mokkaik/settle",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokkaikSettle:
    if response.status_code == 200:
        response_200 = MokkaikSettle.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokkaikSettle]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikSettleRequest,
) -> Response[Error | MokkaikSettle]:
    """行戦: settle a season with the dealer bonus

     Each loser pays the season's winner 6 minus their number of 公開札 (a negative amount is paid by the
    winner),
    times the dealer bonus when the loser is the dealer, or the winner is under the default
    `dealer_multiplier`. The winner deals next; the bonus grows by 1 when the dealer won again, else is
    2.
    Counts no season could end with (not adding up to the cards dealt, a winner without 公開札) and a bonus
    out of
    reach (below 2, above `ruleset.seasons` + 1) are a 422 naming the field.

    Args:
        body (MokkaikSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikSettle]
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
    body: MokkaikSettleRequest,
) -> Error | MokkaikSettle | None:
    """行戦: settle a season with the dealer bonus

     Each loser pays the season's winner 6 minus their number of 公開札 (a negative amount is paid by the
    winner),
    times the dealer bonus when the loser is the dealer, or the winner is under the default
    `dealer_multiplier`. The winner deals next; the bonus grows by 1 when the dealer won again, else is
    2.
    Counts no season could end with (not adding up to the cards dealt, a winner without 公開札) and a bonus
    out of
    reach (below 2, above `ruleset.seasons` + 1) are a 422 naming the field.

    Args:
        body (MokkaikSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikSettle
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikSettleRequest,
) -> Response[Error | MokkaikSettle]:
    """行戦: settle a season with the dealer bonus

     Each loser pays the season's winner 6 minus their number of 公開札 (a negative amount is paid by the
    winner),
    times the dealer bonus when the loser is the dealer, or the winner is under the default
    `dealer_multiplier`. The winner deals next; the bonus grows by 1 when the dealer won again, else is
    2.
    Counts no season could end with (not adding up to the cards dealt, a winner without 公開札) and a bonus
    out of
    reach (below 2, above `ruleset.seasons` + 1) are a 422 naming the field.

    Args:
        body (MokkaikSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikSettle]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikSettleRequest,
) -> Error | MokkaikSettle | None:
    """行戦: settle a season with the dealer bonus

     Each loser pays the season's winner 6 minus their number of 公開札 (a negative amount is paid by the
    winner),
    times the dealer bonus when the loser is the dealer, or the winner is under the default
    `dealer_multiplier`. The winner deals next; the bonus grows by 1 when the dealer won again, else is
    2.
    Counts no season could end with (not adding up to the cards dealt, a winner without 公開札) and a bonus
    out of
    reach (below 2, above `ruleset.seasons` + 1) are a 422 naming the field.

    Args:
        body (MokkaikSettleRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikSettle
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
