from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.taxot_apply_request import TaxotApplyRequest
from ...models.taxot_step import TaxotStep
from ...types import Response


def _get_kwargs(
    *,
    body: TaxotApplyRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/paper-cetkaik/taxot/season/apply",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TaxotStep:
    if response.status_code == 200:
        response_200 = TaxotStep.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | TaxotStep]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotApplyRequest,
) -> Response[Error | TaxotStep]:
    """終季: apply an action (draw, discard, expose a 4-set, claim 開, declare 終季, decline a claim)

     An illegal action is `legal: false` with the state unchanged. A win scores the season (`result`,
    payments);
    an empty stock ends it with no score. After 開 the claimer discards (no 終季). A claim of a discard
    waits until
    every player with a higher-priority claim (a win before 開, then seat order from the discarder) has
    declined it;
    claiming is optional, so the next player's draw closes the window.

    Args:
        body (TaxotApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotStep]
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
    body: TaxotApplyRequest,
) -> Error | TaxotStep | None:
    """終季: apply an action (draw, discard, expose a 4-set, claim 開, declare 終季, decline a claim)

     An illegal action is `legal: false` with the state unchanged. A win scores the season (`result`,
    payments);
    an empty stock ends it with no score. After 開 the claimer discards (no 終季). A claim of a discard
    waits until
    every player with a higher-priority claim (a win before 開, then seat order from the discarder) has
    declined it;
    claiming is optional, so the next player's draw closes the window.

    Args:
        body (TaxotApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotStep
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotApplyRequest,
) -> Response[Error | TaxotStep]:
    """終季: apply an action (draw, discard, expose a 4-set, claim 開, declare 終季, decline a claim)

     An illegal action is `legal: false` with the state unchanged. A win scores the season (`result`,
    payments);
    an empty stock ends it with no score. After 開 the claimer discards (no 終季). A claim of a discard
    waits until
    every player with a higher-priority claim (a win before 開, then seat order from the discarder) has
    declined it;
    claiming is optional, so the next player's draw closes the window.

    Args:
        body (TaxotApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotStep]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TaxotApplyRequest,
) -> Error | TaxotStep | None:
    """終季: apply an action (draw, discard, expose a 4-set, claim 開, declare 終季, decline a claim)

     An illegal action is `legal: false` with the state unchanged. A win scores the season (`result`,
    payments);
    an empty stock ends it with no score. After 開 the claimer discards (no 終季). A claim of a discard
    waits until
    every player with a higher-priority claim (a win before 開, then seat order from the discarder) has
    declined it;
    claiming is optional, so the next player's draw closes the window.

    Args:
        body (TaxotApplyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotStep
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
