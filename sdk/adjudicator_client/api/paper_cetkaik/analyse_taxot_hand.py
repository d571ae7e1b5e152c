from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.taxot_hand import TaxotHand
from ...models.taxot_hand_request import TaxotHandRequest
from ...types import Response


def _get_kwargs(
    *,
    body: TaxotHandRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/taxot/hand",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TaxotHand:
    if response.status_code == 200:
        response_200 = TaxotHand.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | TaxotHand]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotHandRequest,
) -> Response[Error | TaxotHand]:
    """終季: tell whether six cards form a winning shape, with every decomposition

     The shapes: three 2-sets; a 2-set and a 4-set; two triples (3-sets or one-colour 3-sequences). An
    exposed
    meld stays one combo. 船 is a same-colour wild.

    Args:
        body (TaxotHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotHand]
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
    body: TaxotHandRequest,
) -> Error | TaxotHand | None:
    """終季: tell whether six cards form a winning shape, with every decomposition

     The shapes: three 2-sets; a 2-set and a 4-set; two triples (3-sets or one-colour 3-sequences). An
    exposed
    meld stays one combo. 船 is a same-colour wild.

    Args:
        body (TaxotHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotHand
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotHandRequest,
) -> Response[Error | TaxotHand]:
    """終季: tell whether six cards form a winning shape, with every decomposition

     The shapes: three 2-sets; a 2-set and a 4-set; two triples (3-sets or one-colour 3-sequences). An
    exposed
    meld stays one combo. 船 is a same-colour wild.

    Args:
        body (TaxotHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotHand]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotHandRequest,
) -> Error | TaxotHand | None:
    """終季: tell whether six cards form a winning shape, with every decomposition

     The shapes: three 2-sets; a 2-set and a 4-set; two triples (3-sets or one-colour 3-sequences). An
    exposed
    meld stays one combo. 船 is a same-colour wild.

    Args:
        body (TaxotHandRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotHand
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
