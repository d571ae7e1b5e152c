from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_hiring_request import LauzaitCepHiringRequest
from ...models.lauzait_cep_hiring_verdict import LauzaitCepHiringVerdict
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepHiringRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/hiring/adjudicate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepHiringVerdict:
    if response.status_code == 200:
        response_200 = LauzaitCepHiringVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepHiringVerdict]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepHiringRequest,
) -> Response[Error | LauzaitCepHiringVerdict]:
    """Adjudicate one Hiring: a discard, the piece that moves and its destination

     An illegal Hiring (a piece the player does not hold, a piece that does not correspond to the
    discard, a
    square out of reach) is `legal: false` with the reason. A legal one lists its outcomes with their
    exact
    probabilities; with the throw (`cast`, 0..5) or a `seed` to draw it, a move into water keeps only
    the
    outcome the throw selects (0-2: the player obtains the moving piece; 3-5: the piece on the
    destination).

    Args:
        body (LauzaitCepHiringRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepHiringVerdict]
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
    body: LauzaitCepHiringRequest,
) -> Error | LauzaitCepHiringVerdict | None:
    """Adjudicate one Hiring: a discard, the piece that moves and its destination

     An illegal Hiring (a piece the player does not hold, a piece that does not correspond to the
    discard, a
    square out of reach) is `legal: false` with the reason. A legal one lists its outcomes with their
    exact
    probabilities; with the throw (`cast`, 0..5) or a `seed` to draw it, a move into water keeps only
    the
    outcome the throw selects (0-2: the player obtains the moving piece; 3-5: the piece on the
    destination).

    Args:
        body (LauzaitCepHiringRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepHiringVerdict
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepHiringRequest,
) -> Response[Error | LauzaitCepHiringVerdict]:
    """Adjudicate one Hiring: a discard, the piece that moves and its destination

     An illegal Hiring (a piece the player does not hold, a piece that does not correspond to the
    discard, a
    square out of reach) is `legal: false` with the reason. A legal one lists its outcomes with their
    exact
    probabilities; with the throw (`cast`, 0..5) or a `seed` to draw it, a move into water keeps only
    the
    outcome the throw selects (0-2: the player obtains the moving piece; 3-5: the piece on the
    destination).

    Args:
        body (LauzaitCepHiringRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepHiringVerdict]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepHiringRequest,
) -> Error | LauzaitCepHiringVerdict | None:
    """Adjudicate one Hiring: a discard, the piece that moves and its destination

     An illegal Hiring (a piece the player does not hold, a piece that does not correspond to the
    discard, a
    square out of reach) is `legal: false` with the reason. A legal one lists its outcomes with their
    exact
    probabilities; with the throw (`cast`, 0..5) or a `seed` to draw it, a move into water keeps only
    the
    outcome the throw selects (0-2: the player obtains the moving piece; 3-5: the piece on the
    destination).

    Args:
        body (LauzaitCepHiringRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepHiringVerdict
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
