from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.taxot_immediate import TaxotImmediate
from ...models.taxot_immediate_request import TaxotImmediateRequest
from ...types import Response


def _get_kwargs(
    *,
    body: TaxotImmediateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/taxot/immediate-points",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TaxotImmediate:
    if response.status_code == 200:
        response_200 = TaxotImmediate.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | TaxotImmediate]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotImmediateRequest,
) -> Response[Error | TaxotImmediate]:
    """終季: settle the 臨時点 of a 開 or a 四友, paid at once

     開: the claimer pays 1 to the discarder (and 1 to each player skipped under `nam_pays_skipped`).
    四友: every other player pays 1 to the player exposing a 4-set.

    Args:
        body (TaxotImmediateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotImmediate]
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
    body: TaxotImmediateRequest,
) -> Error | TaxotImmediate | None:
    """終季: settle the 臨時点 of a 開 or a 四友, paid at once

     開: the claimer pays 1 to the discarder (and 1 to each player skipped under `nam_pays_skipped`).
    四友: every other player pays 1 to the player exposing a 4-set.

    Args:
        body (TaxotImmediateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotImmediate
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotImmediateRequest,
) -> Response[Error | TaxotImmediate]:
    """終季: settle the 臨時点 of a 開 or a 四友, paid at once

     開: the claimer pays 1 to the discarder (and 1 to each player skipped under `nam_pays_skipped`).
    四友: every other player pays 1 to the player exposing a 4-set.

    Args:
        body (TaxotImmediateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotImmediate]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotImmediateRequest,
) -> Error | TaxotImmediate | None:
    """終季: settle the 臨時点 of a 開 or a 四友, paid at once

     開: the claimer pays 1 to the discarder (and 1 to each player skipped under `nam_pays_skipped`).
    四友: every other player pays 1 to the player exposing a 4-set.

    Args:
        body (TaxotImmediateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotImmediate
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
