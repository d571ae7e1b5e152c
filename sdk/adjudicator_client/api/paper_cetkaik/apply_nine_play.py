from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.nine_apply_request import NineApplyRequest
from ...models.nine_step import NineStep
from ...types import Response


def _get_kwargs(
    *,
    body: NineApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/nine/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | NineStep:
    if response.status_code == 200:
        response_200 = NineStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | NineStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NineApplyRequest,
) -> Response[Error | NineStep]:
    """小猫: apply a play or a decline; the last player in takes the table cards and leads next

     Declining draws 3 and drops out of the round (under `ruleset.forced_fail = pass` a player who took
    part and
    cannot play on drops out without drawing); when all but one have declined, that player gets the
    table cards and
    leads (`state.to_play`). The season ends when the stock runs out.

    Args:
        body (NineApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NineStep]
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
    body: NineApplyRequest,
) -> Error | NineStep | None:
    """小猫: apply a play or a decline; the last player in takes the table cards and leads next

     Declining draws 3 and drops out of the round (under `ruleset.forced_fail = pass` a player who took
    part and
    cannot play on drops out without drawing); when all but one have declined, that player gets the
    table cards and
    leads (`state.to_play`). The season ends when the stock runs out.

    Args:
        body (NineApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NineStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NineApplyRequest,
) -> Response[Error | NineStep]:
    """小猫: apply a play or a decline; the last player in takes the table cards and leads next

     Declining draws 3 and drops out of the round (under `ruleset.forced_fail = pass` a player who took
    part and
    cannot play on drops out without drawing); when all but one have declined, that player gets the
    table cards and
    leads (`state.to_play`). The season ends when the stock runs out.

    Args:
        body (NineApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NineStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NineApplyRequest,
) -> Error | NineStep | None:
    """小猫: apply a play or a decline; the last player in takes the table cards and leads next

     Declining draws 3 and drops out of the round (under `ruleset.forced_fail = pass` a player who took
    part and
    cannot play on drops out without drawing); when all but one have declined, that player gets the
    table cards and
    leads (`state.to_play`). The season ends when the stock runs out.

    Args:
        body (NineApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NineStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
