from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.makkaik_apply_request import MakkaikApplyRequest
from ...models.makkaik_step import MakkaikStep
from ...types import Response


def _get_kwargs(
    *,
    body: MakkaikApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/makkaik/game/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MakkaikStep:
    if response.status_code == 200:
        response_200 = MakkaikStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MakkaikStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikApplyRequest,
) -> Response[Error | MakkaikStep]:
    """値戦: apply a play (swap, draw then keep, pass, base, decline, call, fold)

     A play the rules forbid (out of turn, a card not held, a base outside 1 to 5, betting before every
    exchange,
    ...) is `legal: false` with the reason and the state unchanged. When the betting ends the game is
    over and
    `settlement` gives the showdown, who takes the pot and each player's net.

    Args:
        body (MakkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakkaikStep]
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
    body: MakkaikApplyRequest,
) -> Error | MakkaikStep | None:
    """値戦: apply a play (swap, draw then keep, pass, base, decline, call, fold)

     A play the rules forbid (out of turn, a card not held, a base outside 1 to 5, betting before every
    exchange,
    ...) is `legal: false` with the reason and the state unchanged. When the betting ends the game is
    over and
    `settlement` gives the showdown, who takes the pot and each player's net.

    Args:
        body (MakkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakkaikStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikApplyRequest,
) -> Response[Error | MakkaikStep]:
    """値戦: apply a play (swap, draw then keep, pass, base, decline, call, fold)

     A play the rules forbid (out of turn, a card not held, a base outside 1 to 5, betting before every
    exchange,
    ...) is `legal: false` with the reason and the state unchanged. When the betting ends the game is
    over and
    `settlement` gives the showdown, who takes the pot and each player's net.

    Args:
        body (MakkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MakkaikStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MakkaikApplyRequest,
) -> Error | MakkaikStep | None:
    """値戦: apply a play (swap, draw then keep, pass, base, decline, call, fold)

     A play the rules forbid (out of turn, a card not held, a base outside 1 to 5, betting before every
    exchange,
    ...) is `legal: false` with the reason and the state unchanged. When the betting ends the game is
    over and
    `settlement` gives the showdown, who takes the pot and each player's net.

    Args:
        body (MakkaikApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MakkaikStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
