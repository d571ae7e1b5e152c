from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_initial_cetkaik_position_ruleset import (
    GetInitialCetkaikPositionRuleset,
)
from ...models.get_initial_cetkaik_position_to_play import (
    GetInitialCetkaikPositionToPlay,
)
from ...models.position_output import PositionOutput
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    to_play: GetInitialCetkaikPositionToPlay
    | Unset = GetInitialCetkaikPositionToPlay.IASIDE,
    ruleset: GetInitialCetkaikPositionRuleset
    | Unset = GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_to_play: str | Unset = UNSET
    if not isinstance(to_play, Unset):
        json_to_play = to_play.value

    params["to_play"] = json_to_play

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/cetkaik/positions/initial",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PositionOutput:
    if response.status_code == 200:
        response_200 = PositionOutput.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PositionOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    to_play: GetInitialCetkaikPositionToPlay
    | Unset = GetInitialCetkaikPositionToPlay.IASIDE,
    ruleset: GetInitialCetkaikPositionRuleset
    | Unset = GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA,
) -> Response[Error | PositionOutput]:
    """Get the initial position of a season

     In JSON and in the compact one-line text form (described in the API guide), with the given side to
    move.

    Args:
        to_play (GetInitialCetkaikPositionToPlay | Unset):  Default:
            GetInitialCetkaikPositionToPlay.IASIDE. Example: ASide.
        ruleset (GetInitialCetkaikPositionRuleset | Unset):  Default:
            GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PositionOutput]
    """

    kwargs = _get_kwargs(
        to_play=to_play,
        ruleset=ruleset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    to_play: GetInitialCetkaikPositionToPlay
    | Unset = GetInitialCetkaikPositionToPlay.IASIDE,
    ruleset: GetInitialCetkaikPositionRuleset
    | Unset = GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA,
) -> Error | PositionOutput | None:
    """Get the initial position of a season

     In JSON and in the compact one-line text form (described in the API guide), with the given side to
    move.

    Args:
        to_play (GetInitialCetkaikPositionToPlay | Unset):  Default:
            GetInitialCetkaikPositionToPlay.IASIDE. Example: ASide.
        ruleset (GetInitialCetkaikPositionRuleset | Unset):  Default:
            GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PositionOutput
    """

    return sync_detailed(
        client=client,
        to_play=to_play,
        ruleset=ruleset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    to_play: GetInitialCetkaikPositionToPlay
    | Unset = GetInitialCetkaikPositionToPlay.IASIDE,
    ruleset: GetInitialCetkaikPositionRuleset
    | Unset = GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA,
) -> Response[Error | PositionOutput]:
    """Get the initial position of a season

     In JSON and in the compact one-line text form (described in the API guide), with the given side to
    move.

    Args:
        to_play (GetInitialCetkaikPositionToPlay | Unset):  Default:
            GetInitialCetkaikPositionToPlay.IASIDE. Example: ASide.
        ruleset (GetInitialCetkaikPositionRuleset | Unset):  Default:
            GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PositionOutput]
    """

    kwargs = _get_kwargs(
        to_play=to_play,
        ruleset=ruleset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    to_play: GetInitialCetkaikPositionToPlay
    | Unset = GetInitialCetkaikPositionToPlay.IASIDE,
    ruleset: GetInitialCetkaikPositionRuleset
    | Unset = GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA,
) -> Error | PositionOutput | None:
    """Get the initial position of a season

     In JSON and in the compact one-line text form (described in the API guide), with the given side to
    move.

    Args:
        to_play (GetInitialCetkaikPositionToPlay | Unset):  Default:
            GetInitialCetkaikPositionToPlay.IASIDE. Example: ASide.
        ruleset (GetInitialCetkaikPositionRuleset | Unset):  Default:
            GetInitialCetkaikPositionRuleset.CERKE_ONLINE_ALPHA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PositionOutput
    """

    return (
        await asyncio_detailed(
            client=client,
            to_play=to_play,
            ruleset=ruleset,
        )
    ).parsed
