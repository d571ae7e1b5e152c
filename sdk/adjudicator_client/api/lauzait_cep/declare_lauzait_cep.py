from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_declaration import LauzaitCepDeclaration
from ...models.lauzait_cep_position_request import LauzaitCepPositionRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepPositionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/declare",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepDeclaration:
    if response.status_code == 200:
        response_200 = LauzaitCepDeclaration.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepDeclaration]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepPositionRequest,
) -> Response[Error | LauzaitCepDeclaration]:
    """Judge a declaration of Lauzait-Cep! and break down its formation score

     It may be declared with three revealed Departments, with nothing revealed and nine concealed pieces
    that
    split into three Departments, or in Stalemate. The best reading of the hand is scored: the
    declaration
    (3), Specialized Experts (one colour, 3), Great Sequence (nine consecutive numbers, 3), Layered
    Bridges
    (two Departments of the same numbers, 2 or 3 by ruleset), Well-Balanced (white numbers add up to the
    green ones, 10), Stalemate (15) and, under the optional rule, 1 per luminous piece. A refused
    declaration is `allowed: false` with the reason.

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDeclaration]
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
    body: LauzaitCepPositionRequest,
) -> Error | LauzaitCepDeclaration | None:
    """Judge a declaration of Lauzait-Cep! and break down its formation score

     It may be declared with three revealed Departments, with nothing revealed and nine concealed pieces
    that
    split into three Departments, or in Stalemate. The best reading of the hand is scored: the
    declaration
    (3), Specialized Experts (one colour, 3), Great Sequence (nine consecutive numbers, 3), Layered
    Bridges
    (two Departments of the same numbers, 2 or 3 by ruleset), Well-Balanced (white numbers add up to the
    green ones, 10), Stalemate (15) and, under the optional rule, 1 per luminous piece. A refused
    declaration is `allowed: false` with the reason.

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDeclaration
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepPositionRequest,
) -> Response[Error | LauzaitCepDeclaration]:
    """Judge a declaration of Lauzait-Cep! and break down its formation score

     It may be declared with three revealed Departments, with nothing revealed and nine concealed pieces
    that
    split into three Departments, or in Stalemate. The best reading of the hand is scored: the
    declaration
    (3), Specialized Experts (one colour, 3), Great Sequence (nine consecutive numbers, 3), Layered
    Bridges
    (two Departments of the same numbers, 2 or 3 by ruleset), Well-Balanced (white numbers add up to the
    green ones, 10), Stalemate (15) and, under the optional rule, 1 per luminous piece. A refused
    declaration is `allowed: false` with the reason.

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDeclaration]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepPositionRequest,
) -> Error | LauzaitCepDeclaration | None:
    """Judge a declaration of Lauzait-Cep! and break down its formation score

     It may be declared with three revealed Departments, with nothing revealed and nine concealed pieces
    that
    split into three Departments, or in Stalemate. The best reading of the hand is scored: the
    declaration
    (3), Specialized Experts (one colour, 3), Great Sequence (nine consecutive numbers, 3), Layered
    Bridges
    (two Departments of the same numbers, 2 or 3 by ruleset), Well-Balanced (white numbers add up to the
    green ones, 10), Stalemate (15) and, under the optional rule, 1 per luminous piece. A refused
    declaration is `allowed: false` with the reason.

    Args:
        body (LauzaitCepPositionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDeclaration
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
