from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_outlook import UtageOutlook
from ...models.utage_outlook_request import UtageOutlookRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UtageOutlookRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/rounds/outlook",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageOutlook:
    if response.status_code == 200:
        response_200 = UtageOutlook.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageOutlook]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageOutlookRequest,
) -> Response[Error | UtageOutlook]:
    """Get each seat's exact chance of winning the round as the dice stand now

     The lord's score is taken over its exact distribution for the dice now in the lord's cup; the win
    chances and the chance of the lord coming last sum to 1. Ties are broken from the declarer (before a
    declaration, from the seat to play).

    Args:
        body (UtageOutlookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageOutlook]
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
    body: UtageOutlookRequest,
) -> Error | UtageOutlook | None:
    """Get each seat's exact chance of winning the round as the dice stand now

     The lord's score is taken over its exact distribution for the dice now in the lord's cup; the win
    chances and the chance of the lord coming last sum to 1. Ties are broken from the declarer (before a
    declaration, from the seat to play).

    Args:
        body (UtageOutlookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageOutlook
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageOutlookRequest,
) -> Response[Error | UtageOutlook]:
    """Get each seat's exact chance of winning the round as the dice stand now

     The lord's score is taken over its exact distribution for the dice now in the lord's cup; the win
    chances and the chance of the lord coming last sum to 1. Ties are broken from the declarer (before a
    declaration, from the seat to play).

    Args:
        body (UtageOutlookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageOutlook]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageOutlookRequest,
) -> Error | UtageOutlook | None:
    """Get each seat's exact chance of winning the round as the dice stand now

     The lord's score is taken over its exact distribution for the dice now in the lord's cup; the win
    chances and the chance of the lord coming last sum to 1. Ties are broken from the declarer (before a
    declaration, from the seat to play).

    Args:
        body (UtageOutlookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageOutlook
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
