from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_dissolve import LauzaitCepDissolve
from ...models.lauzait_cep_dissolve_request import LauzaitCepDissolveRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepDissolveRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/dissolve",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepDissolve:
    if response.status_code == 200:
        response_200 = LauzaitCepDissolve.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepDissolve]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDissolveRequest,
) -> Response[Error | LauzaitCepDissolve]:
    """Dissolve a revealed Department and check the refund

     The refund is exactly the bonus received when the Department was formed, never a re-reading of its
    pieces: forming 2-3-joker as 2-3-4 (bonus 1) and refunding it as 1-2-3 (bonus 0) is refused. A wrong
    `refund` is `legal: false` with the amount due. No ruleset option affects this.

    Args:
        body (LauzaitCepDissolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDissolve]
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
    body: LauzaitCepDissolveRequest,
) -> Error | LauzaitCepDissolve | None:
    """Dissolve a revealed Department and check the refund

     The refund is exactly the bonus received when the Department was formed, never a re-reading of its
    pieces: forming 2-3-joker as 2-3-4 (bonus 1) and refunding it as 1-2-3 (bonus 0) is refused. A wrong
    `refund` is `legal: false` with the amount due. No ruleset option affects this.

    Args:
        body (LauzaitCepDissolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDissolve
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDissolveRequest,
) -> Response[Error | LauzaitCepDissolve]:
    """Dissolve a revealed Department and check the refund

     The refund is exactly the bonus received when the Department was formed, never a re-reading of its
    pieces: forming 2-3-joker as 2-3-4 (bonus 1) and refunding it as 1-2-3 (bonus 0) is refused. A wrong
    `refund` is `legal: false` with the amount due. No ruleset option affects this.

    Args:
        body (LauzaitCepDissolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDissolve]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDissolveRequest,
) -> Error | LauzaitCepDissolve | None:
    """Dissolve a revealed Department and check the refund

     The refund is exactly the bonus received when the Department was formed, never a re-reading of its
    pieces: forming 2-3-joker as 2-3-4 (bonus 1) and refunding it as 1-2-3 (bonus 0) is refused. A wrong
    `refund` is `legal: false` with the amount due. No ruleset option affects this.

    Args:
        body (LauzaitCepDissolveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDissolve
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
