from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.mokkaik_match_apply_request import MokkaikMatchApplyRequest
from ...models.mokkaik_match_step import MokkaikMatchStep
from ...types import Response


def _get_kwargs(
    *,
    body: MokkaikMatchApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/mokkaik/match/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MokkaikMatchStep:
    if response.status_code == 200:
        response_200 = MokkaikMatchStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MokkaikMatchStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikMatchApplyRequest,
) -> Response[Error | MokkaikMatchStep]:
    """行戦: apply a play to a match; a finished season is settled into the totals and the next one dealt

     An illegal play (out of turn, cards not held, not a stronger matching combo) is `legal: false` with
    the match
    unchanged. After the last season (or the one at whose end a total reaches `ruleset.points_cap`)
    `over` is true
    and `winners` names the highest totals.

    Args:
        body (MokkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikMatchStep]
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
    body: MokkaikMatchApplyRequest,
) -> Error | MokkaikMatchStep | None:
    """行戦: apply a play to a match; a finished season is settled into the totals and the next one dealt

     An illegal play (out of turn, cards not held, not a stronger matching combo) is `legal: false` with
    the match
    unchanged. After the last season (or the one at whose end a total reaches `ruleset.points_cap`)
    `over` is true
    and `winners` names the highest totals.

    Args:
        body (MokkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikMatchStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikMatchApplyRequest,
) -> Response[Error | MokkaikMatchStep]:
    """行戦: apply a play to a match; a finished season is settled into the totals and the next one dealt

     An illegal play (out of turn, cards not held, not a stronger matching combo) is `legal: false` with
    the match
    unchanged. After the last season (or the one at whose end a total reaches `ruleset.points_cap`)
    `over` is true
    and `winners` names the highest totals.

    Args:
        body (MokkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MokkaikMatchStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MokkaikMatchApplyRequest,
) -> Error | MokkaikMatchStep | None:
    """行戦: apply a play to a match; a finished season is settled into the totals and the next one dealt

     An illegal play (out of turn, cards not held, not a stronger matching combo) is `legal: false` with
    the match
    unchanged. After the last season (or the one at whose end a total reaches `ruleset.points_cap`)
    `over` is true
    and `winners` names the highest totals.

    Args:
        body (MokkaikMatchApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MokkaikMatchStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
