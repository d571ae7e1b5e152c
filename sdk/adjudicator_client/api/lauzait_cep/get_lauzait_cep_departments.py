from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_lauzait_cep_departments_ruleset import (
    GetLauzaitCepDepartmentsRuleset,
)
from ...models.lauzait_cep_departments import LauzaitCepDepartments
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    pieces: list[str],
    players: int | Unset = UNSET,
    ruleset: GetLauzaitCepDepartmentsRuleset | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_pieces = pieces

    params["pieces"] = json_pieces

    params["players"] = players

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/lauzait-cep/departments",
        "params": params,
    }

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
    pieces: list[str],
    players: int | Unset = UNSET,
    ruleset: GetLauzaitCepDepartmentsRuleset | Unset = UNSET,
) -> Response[Error | LauzaitCepDepartments]:
    """Decompose a Lauzait Cep! hand given in the query

     The GET form of `decompose_lauzait_cep_hand` (the same answer, the same cache entry), cacheable by
    browsers and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304.
    Query parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['W1,W2,W3,W3,W3,J,G3,G4,G5'].
        players (int | Unset):
        ruleset (GetLauzaitCepDepartmentsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDepartments]
    """

    kwargs = _get_kwargs(
        pieces=pieces,
        players=players,
        ruleset=ruleset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    pieces: list[str],
    players: int | Unset = UNSET,
    ruleset: GetLauzaitCepDepartmentsRuleset | Unset = UNSET,
) -> Error | LauzaitCepDepartments | None:
    """Decompose a Lauzait Cep! hand given in the query

     The GET form of `decompose_lauzait_cep_hand` (the same answer, the same cache entry), cacheable by
    browsers and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304.
    Query parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['W1,W2,W3,W3,W3,J,G3,G4,G5'].
        players (int | Unset):
        ruleset (GetLauzaitCepDepartmentsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDepartments
    """

    return sync_detailed(
        client=client,
        pieces=pieces,
        players=players,
        ruleset=ruleset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    pieces: list[str],
    players: int | Unset = UNSET,
    ruleset: GetLauzaitCepDepartmentsRuleset | Unset = UNSET,
) -> Response[Error | LauzaitCepDepartments]:
    """Decompose a Lauzait Cep! hand given in the query

     The GET form of `decompose_lauzait_cep_hand` (the same answer, the same cache entry), cacheable by
    browsers and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304.
    Query parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['W1,W2,W3,W3,W3,J,G3,G4,G5'].
        players (int | Unset):
        ruleset (GetLauzaitCepDepartmentsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepDepartments]
    """

    kwargs = _get_kwargs(
        pieces=pieces,
        players=players,
        ruleset=ruleset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    pieces: list[str],
    players: int | Unset = UNSET,
    ruleset: GetLauzaitCepDepartmentsRuleset | Unset = UNSET,
) -> Error | LauzaitCepDepartments | None:
    """Decompose a Lauzait Cep! hand given in the query

     The GET form of `decompose_lauzait_cep_hand` (the same answer, the same cache entry), cacheable by
    browsers and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304.
    Query parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['W1,W2,W3,W3,W3,J,G3,G4,G5'].
        players (int | Unset):
        ruleset (GetLauzaitCepDepartmentsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepDepartments
    """

    return (
        await asyncio_detailed(
            client=client,
            pieces=pieces,
            players=players,
            ruleset=ruleset,
        )
    ).parsed
