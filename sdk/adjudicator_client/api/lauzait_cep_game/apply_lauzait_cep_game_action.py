from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_apply_request import LauzaitApplyRequest
from ...models.lauzait_step import LauzaitStep
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/game/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitStep:
    if response.status_code == 200:
        response_200 = LauzaitStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitApplyRequest,
) -> Response[Error | LauzaitStep]:
    """Lauzait Cep!: apply an action (dissolve, form, declare, hire, end)

     An illegal action (out of turn, out of order, a discard after which nothing could move, ...) is
    `legal: false`
    with the game unchanged. A declaration scores, ends the Season and deals the next one (its starter
    the player
    with the fewest points) or, after as many Seasons as players, ends the game with its `winners`.

    Args:
        body (LauzaitApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitStep]
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
    body: LauzaitApplyRequest,
) -> Error | LauzaitStep | None:
    """Lauzait Cep!: apply an action (dissolve, form, declare, hire, end)

     An illegal action (out of turn, out of order, a discard after which nothing could move, ...) is
    `legal: false`
    with the game unchanged. A declaration scores, ends the Season and deals the next one (its starter
    the player
    with the fewest points) or, after as many Seasons as players, ends the game with its `winners`.

    Args:
        body (LauzaitApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitApplyRequest,
) -> Response[Error | LauzaitStep]:
    """Lauzait Cep!: apply an action (dissolve, form, declare, hire, end)

     An illegal action (out of turn, out of order, a discard after which nothing could move, ...) is
    `legal: false`
    with the game unchanged. A declaration scores, ends the Season and deals the next one (its starter
    the player
    with the fewest points) or, after as many Seasons as players, ends the game with its `winners`.

    Args:
        body (LauzaitApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitApplyRequest,
) -> Error | LauzaitStep | None:
    """Lauzait Cep!: apply an action (dissolve, form, declare, hire, end)

     An illegal action (out of turn, out of order, a discard after which nothing could move, ...) is
    `legal: false`
    with the game unchanged. A declaration scores, ends the Season and deals the next one (its starter
    the player
    with the fewest points) or, after as many Seasons as players, ends the game with its `winners`.

    Args:
        body (LauzaitApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
