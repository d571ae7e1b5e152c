from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_day_order import LauzaitCepDayOrder
from ...models.lauzait_cep_day_order_request import LauzaitCepDayOrderRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepDayOrderRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/day-order",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepDayOrder:
    if response.status_code == 200:
        response_200 = LauzaitCepDayOrder.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepDayOrder]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDayOrderRequest,
) -> Response[Error | LauzaitCepDayOrder]:
    """Check the order of a Day's actions

     Each action at most once; Hiring is mandatory unless a declaration ends the Season first; nothing
    follows a declaration; and the ruleset's `action_order` is respected (default: dissolve, form,
    declare,
    hire; `designers`: dissolve, form, hire, declare; `any`: any order).

    Args:
        body (LauzaitCepDayOrderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDayOrder]
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
    body: LauzaitCepDayOrderRequest,
) -> Error | LauzaitCepDayOrder | None:
    """Check the order of a Day's actions

     Each action at most once; Hiring is mandatory unless a declaration ends the Season first; nothing
    follows a declaration; and the ruleset's `action_order` is respected (default: dissolve, form,
    declare,
    hire; `designers`: dissolve, form, hire, declare; `any`: any order).

    Args:
        body (LauzaitCepDayOrderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDayOrder
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDayOrderRequest,
) -> Response[Error | LauzaitCepDayOrder]:
    """Check the order of a Day's actions

     Each action at most once; Hiring is mandatory unless a declaration ends the Season first; nothing
    follows a declaration; and the ruleset's `action_order` is respected (default: dissolve, form,
    declare,
    hire; `designers`: dissolve, form, hire, declare; `any`: any order).

    Args:
        body (LauzaitCepDayOrderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDayOrder]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDayOrderRequest,
) -> Error | LauzaitCepDayOrder | None:
    """Check the order of a Day's actions

     Each action at most once; Hiring is mandatory unless a declaration ends the Season first; nothing
    follows a declaration; and the ruleset's `action_order` is respected (default: dissolve, form,
    declare,
    hire; `designers`: dissolve, form, hire, declare; `any`: any order).

    Args:
        body (LauzaitCepDayOrderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDayOrder
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
