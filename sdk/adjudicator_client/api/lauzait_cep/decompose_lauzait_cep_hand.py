from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_departments import LauzaitCepDepartments
from ...models.lauzait_cep_departments_request import LauzaitCepDepartmentsRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepDepartmentsRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/departments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepDepartments:
    if response.status_code == 200:
        response_200 = LauzaitCepDepartments.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepDepartments]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDepartmentsRequest,
) -> Response[Error | LauzaitCepDepartments]:
    """Split a hand into Departments, with the jokers' roles and each Department's bonus

     A Department is three pieces of one colour: three of a kind or a sequence of three (no wrap from 9
    to 0);
    a joker stands for any piece (only for pieces of the set in play under `jokers_within_piece_set`).
    The answer lists every reading of the whole hand as Departments (`complete` when nine pieces split
    into
    three: a concealed Lauzait-Cep!), every Department among the pieces and the best one to reveal now.
    Bonus: the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a three-of-a-
    kind,
    minus one per joker, never below zero; e.g. green 3-4-5 earns 2, and white 3-3-joker (read 3-3-3) 2.

    Args:
        body (LauzaitCepDepartmentsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDepartments]
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
    body: LauzaitCepDepartmentsRequest,
) -> Error | LauzaitCepDepartments | None:
    """Split a hand into Departments, with the jokers' roles and each Department's bonus

     A Department is three pieces of one colour: three of a kind or a sequence of three (no wrap from 9
    to 0);
    a joker stands for any piece (only for pieces of the set in play under `jokers_within_piece_set`).
    The answer lists every reading of the whole hand as Departments (`complete` when nine pieces split
    into
    three: a concealed Lauzait-Cep!), every Department among the pieces and the best one to reveal now.
    Bonus: the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a three-of-a-
    kind,
    minus one per joker, never below zero; e.g. green 3-4-5 earns 2, and white 3-3-joker (read 3-3-3) 2.

    Args:
        body (LauzaitCepDepartmentsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDepartments
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDepartmentsRequest,
) -> Response[Error | LauzaitCepDepartments]:
    """Split a hand into Departments, with the jokers' roles and each Department's bonus

     A Department is three pieces of one colour: three of a kind or a sequence of three (no wrap from 9
    to 0);
    a joker stands for any piece (only for pieces of the set in play under `jokers_within_piece_set`).
    The answer lists every reading of the whole hand as Departments (`complete` when nine pieces split
    into
    three: a concealed Lauzait-Cep!), every Department among the pieces and the best one to reveal now.
    Bonus: the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a three-of-a-
    kind,
    minus one per joker, never below zero; e.g. green 3-4-5 earns 2, and white 3-3-joker (read 3-3-3) 2.

    Args:
        body (LauzaitCepDepartmentsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDepartments]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepDepartmentsRequest,
) -> Error | LauzaitCepDepartments | None:
    """Split a hand into Departments, with the jokers' roles and each Department's bonus

     A Department is three pieces of one colour: three of a kind or a sequence of three (no wrap from 9
    to 0);
    a joker stands for any piece (only for pieces of the set in play under `jokers_within_piece_set`).
    The answer lists every reading of the whole hand as Departments (`complete` when nine pieces split
    into
    three: a concealed Lauzait-Cep!), every Department among the pieces and the best one to reveal now.
    Bonus: the dots of the highest number (1 for 0-3, 2 for 4-7, 3 for 8-9), tripled for a three-of-a-
    kind,
    minus one per joker, never below zero; e.g. green 3-4-5 earns 2, and white 3-3-joker (read 3-3-3) 2.

    Args:
        body (LauzaitCepDepartmentsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDepartments
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
