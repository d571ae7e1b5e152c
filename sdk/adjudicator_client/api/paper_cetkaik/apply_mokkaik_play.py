from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokkaik_apply_request import MokkaikApplyRequest
from ...models.mokkaik_step import MokkaikStep
from ...types import Response


def _get_kwargs(
    *,
    body: MokkaikApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/mokkaik/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokkaikStep:
    if response.status_code == 200:
        response_200 = MokkaikStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokkaikStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikApplyRequest,
) -> Response[Error | MokkaikStep]:
    """行戦: apply a play; a completed trick is won, the last trick wins the season and settles it

     An illegal play (out of turn, cards not held, not a matching stronger combo, the season over) is
    `legal: false` with the state unchanged and no settlement: a season is settled once, by the play
    ending it.

    Args:
        body (MokkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikStep]
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
    body: MokkaikApplyRequest,
) -> Error | MokkaikStep | None:
    """行戦: apply a play; a completed trick is won, the last trick wins the season and settles it

     An illegal play (out of turn, cards not held, not a matching stronger combo, the season over) is
    `legal: false` with the state unchanged and no settlement: a season is settled once, by the play
    ending it.

    Args:
        body (MokkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikApplyRequest,
) -> Response[Error | MokkaikStep]:
    """行戦: apply a play; a completed trick is won, the last trick wins the season and settles it

     An illegal play (out of turn, cards not held, not a matching stronger combo, the season over) is
    `legal: false` with the state unchanged and no settlement: a season is settled once, by the play
    ending it.

    Args:
        body (MokkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikApplyRequest,
) -> Error | MokkaikStep | None:
    """行戦: apply a play; a completed trick is won, the last trick wins the season and settles it

     An illegal play (out of turn, cards not held, not a matching stronger combo, the season over) is
    `legal: false` with the state unchanged and no settlement: a season is settled once, by the play
    ending it.

    Args:
        body (MokkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
