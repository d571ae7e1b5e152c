from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_cetkaik_hands_ruleset import GetCetkaikHandsRuleset
from ...models.hands_response import HandsResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    pieces: list[str],
    previous: list[str] | Unset = UNSET,
    ruleset: GetCetkaikHandsRuleset | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_pieces = pieces

    params["pieces"] = json_pieces

    json_previous: list[str] | Unset = UNSET
    if not isinstance(previous, Unset):
        json_previous = previous

    params["previous"] = json_previous

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/cetkaik/hands",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | HandsResponse:
    if response.status_code == 200:
        response_200 = HandsResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | HandsResponse]:
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
    previous: list[str] | Unset = UNSET,
    ruleset: GetCetkaikHandsRuleset | Unset = UNSET,
) -> Response[Error | HandsResponse]:
    """Find the hands of captured pieces given in the query

     The GET form of `score_cetkaik_hands` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['赤兵,赤兵,黒王'].
        previous (list[str] | Unset):  Example: ['赤兵'].
        ruleset (GetCetkaikHandsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HandsResponse]
    """

    kwargs = _get_kwargs(
        pieces=pieces,
        previous=previous,
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
    previous: list[str] | Unset = UNSET,
    ruleset: GetCetkaikHandsRuleset | Unset = UNSET,
) -> Error | HandsResponse | None:
    """Find the hands of captured pieces given in the query

     The GET form of `score_cetkaik_hands` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['赤兵,赤兵,黒王'].
        previous (list[str] | Unset):  Example: ['赤兵'].
        ruleset (GetCetkaikHandsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HandsResponse
    """

    return sync_detailed(
        client=client,
        pieces=pieces,
        previous=previous,
        ruleset=ruleset,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    pieces: list[str],
    previous: list[str] | Unset = UNSET,
    ruleset: GetCetkaikHandsRuleset | Unset = UNSET,
) -> Response[Error | HandsResponse]:
    """Find the hands of captured pieces given in the query

     The GET form of `score_cetkaik_hands` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['赤兵,赤兵,黒王'].
        previous (list[str] | Unset):  Example: ['赤兵'].
        ruleset (GetCetkaikHandsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HandsResponse]
    """

    kwargs = _get_kwargs(
        pieces=pieces,
        previous=previous,
        ruleset=ruleset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    pieces: list[str],
    previous: list[str] | Unset = UNSET,
    ruleset: GetCetkaikHandsRuleset | Unset = UNSET,
) -> Error | HandsResponse | None:
    """Find the hands of captured pieces given in the query

     The GET form of `score_cetkaik_hands` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        pieces (list[str]):  Example: ['赤兵,赤兵,黒王'].
        previous (list[str] | Unset):  Example: ['赤兵'].
        ruleset (GetCetkaikHandsRuleset | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HandsResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            pieces=pieces,
            previous=previous,
            ruleset=ruleset,
        )
    ).parsed
