from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.ships_apply_request import ShipsApplyRequest
from ...models.ships_verdict import ShipsVerdict
from ...types import Response


def _get_kwargs(
    *,
    body: ShipsApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/race-games/ships/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ShipsVerdict:
    if response.status_code == 200:
        response_200 = ShipsVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ShipsVerdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ShipsApplyRequest,
) -> Response[Error | ShipsVerdict]:
    """連船之遊: adjudicate and perform a seat's turn for its cast

     A ship reaching the goal unloads its whole cargo into the goal store; a ship left empty returns to
    the
    start. An illegal action is `legal: false` with the reason and the state unchanged.

    Args:
        body (ShipsApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ShipsVerdict]
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
    body: ShipsApplyRequest,
) -> Error | ShipsVerdict | None:
    """連船之遊: adjudicate and perform a seat's turn for its cast

     A ship reaching the goal unloads its whole cargo into the goal store; a ship left empty returns to
    the
    start. An illegal action is `legal: false` with the reason and the state unchanged.

    Args:
        body (ShipsApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ShipsVerdict
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ShipsApplyRequest,
) -> Response[Error | ShipsVerdict]:
    """連船之遊: adjudicate and perform a seat's turn for its cast

     A ship reaching the goal unloads its whole cargo into the goal store; a ship left empty returns to
    the
    start. An illegal action is `legal: false` with the reason and the state unchanged.

    Args:
        body (ShipsApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ShipsVerdict]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ShipsApplyRequest,
) -> Error | ShipsVerdict | None:
    """連船之遊: adjudicate and perform a seat's turn for its cast

     A ship reaching the goal unloads its whole cargo into the goal store; a ship left empty returns to
    the
    start. An illegal action is `legal: false` with the reason and the state unchanged.

    Args:
        body (ShipsApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ShipsVerdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
