from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokzo_apply_request import MokzoApplyRequest
from ...models.mokzo_verdict import MokzoVerdict
from ...types import Response


def _get_kwargs(
    *,
    body: MokzoApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/race-games/mokzo/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokzoVerdict:
    if response.status_code == 200:
        response_200 = MokzoVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokzoVerdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoApplyRequest,
) -> Response[Error | MokzoVerdict]:
    """行山: adjudicate and perform one action

     An illegal action (out of turn or order, unaffordable, a card not in hand...) is `legal: false` with
    the
    reason and the state unchanged. Activation casts not given are drawn from the state's seed.

    Args:
        body (MokzoApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokzoVerdict]
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
    body: MokzoApplyRequest,
) -> Error | MokzoVerdict | None:
    """行山: adjudicate and perform one action

     An illegal action (out of turn or order, unaffordable, a card not in hand...) is `legal: false` with
    the
    reason and the state unchanged. Activation casts not given are drawn from the state's seed.

    Args:
        body (MokzoApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokzoVerdict
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoApplyRequest,
) -> Response[Error | MokzoVerdict]:
    """行山: adjudicate and perform one action

     An illegal action (out of turn or order, unaffordable, a card not in hand...) is `legal: false` with
    the
    reason and the state unchanged. Activation casts not given are drawn from the state's seed.

    Args:
        body (MokzoApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokzoVerdict]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokzoApplyRequest,
) -> Error | MokzoVerdict | None:
    """行山: adjudicate and perform one action

     An illegal action (out of turn or order, unaffordable, a card not in hand...) is `legal: false` with
    the
    reason and the state unchanged. Activation casts not given are drawn from the state's seed.

    Args:
        body (MokzoApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokzoVerdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
