from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_actions import LauzaitActions
from ...models.lauzait_actions_request import LauzaitActionsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitActionsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/game/actions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitActions:
    if response.status_code == 200:
        response_200 = LauzaitActions.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitActions]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitActionsRequest,
) -> Response[Error | LauzaitActions]:
    """Lauzait Cep!: list the legal actions of the player whose Day it is

     Every Hiring (each discard, move and, into water, each of the two outcomes by a representative
    cast), every
    Department that may be formed or dissolved, a declaration when allowed (also in Stalemate), and
    ending a Day
    whose Hiring is done when the action order lets a declaration follow it. With `form: compact` the
    actions
    come as a table (`compact_actions`): the Hirings as columns grouped by discard, the other actions as
    objects.

    Args:
        body (LauzaitActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitActions]
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
    body: LauzaitActionsRequest,
) -> Error | LauzaitActions | None:
    """Lauzait Cep!: list the legal actions of the player whose Day it is

     Every Hiring (each discard, move and, into water, each of the two outcomes by a representative
    cast), every
    Department that may be formed or dissolved, a declaration when allowed (also in Stalemate), and
    ending a Day
    whose Hiring is done when the action order lets a declaration follow it. With `form: compact` the
    actions
    come as a table (`compact_actions`): the Hirings as columns grouped by discard, the other actions as
    objects.

    Args:
        body (LauzaitActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitActions
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitActionsRequest,
) -> Response[Error | LauzaitActions]:
    """Lauzait Cep!: list the legal actions of the player whose Day it is

     Every Hiring (each discard, move and, into water, each of the two outcomes by a representative
    cast), every
    Department that may be formed or dissolved, a declaration when allowed (also in Stalemate), and
    ending a Day
    whose Hiring is done when the action order lets a declaration follow it. With `form: compact` the
    actions
    come as a table (`compact_actions`): the Hirings as columns grouped by discard, the other actions as
    objects.

    Args:
        body (LauzaitActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitActions]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitActionsRequest,
) -> Error | LauzaitActions | None:
    """Lauzait Cep!: list the legal actions of the player whose Day it is

     Every Hiring (each discard, move and, into water, each of the two outcomes by a representative
    cast), every
    Department that may be formed or dissolved, a declaration when allowed (also in Stalemate), and
    ending a Day
    whose Hiring is done when the action order lets a declaration follow it. With `form: compact` the
    actions
    come as a table (`compact_actions`): the Hirings as columns grouped by discard, the other actions as
    objects.

    Args:
        body (LauzaitActionsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitActions
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
