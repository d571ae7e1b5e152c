from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_cetkaik_moves_form import GetCetkaikMovesForm
from ...models.get_cetkaik_moves_ruleset import GetCetkaikMovesRuleset
from ...models.get_cetkaik_moves_view import GetCetkaikMovesView
from ...models.moves_response import MovesResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    position_text: str,
    ruleset: GetCetkaikMovesRuleset | Unset = UNSET,
    src: str | Unset = UNSET,
    view: GetCetkaikMovesView | Unset = UNSET,
    form: GetCetkaikMovesForm | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["position_text"] = position_text

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    params["src"] = src

    json_view: str | Unset = UNSET
    if not isinstance(view, Unset):
        json_view = view.value

    params["view"] = json_view

    json_form: str | Unset = UNSET
    if not isinstance(form, Unset):
        json_form = form.value

    params["form"] = json_form

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/cetkaik/moves",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | MovesResponse:
    if response.status_code == 200:
        response_200 = MovesResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | MovesResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    position_text: str,
    ruleset: GetCetkaikMovesRuleset | Unset = UNSET,
    src: str | Unset = UNSET,
    view: GetCetkaikMovesView | Unset = UNSET,
    form: GetCetkaikMovesForm | Unset = UNSET,
) -> Response[Error | MovesResponse]:
    """List every legal move of a position given in its text form

     The GET form of `list_cetkaik_moves` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (GetCetkaikMovesRuleset | Unset):
        src (str | Unset):  Example: LAU.
        view (GetCetkaikMovesView | Unset):
        form (GetCetkaikMovesForm | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MovesResponse]
    """

    kwargs = _get_kwargs(
        position_text=position_text,
        ruleset=ruleset,
        src=src,
        view=view,
        form=form,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    position_text: str,
    ruleset: GetCetkaikMovesRuleset | Unset = UNSET,
    src: str | Unset = UNSET,
    view: GetCetkaikMovesView | Unset = UNSET,
    form: GetCetkaikMovesForm | Unset = UNSET,
) -> Error | MovesResponse | None:
    """List every legal move of a position given in its text form

     The GET form of `list_cetkaik_moves` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (GetCetkaikMovesRuleset | Unset):
        src (str | Unset):  Example: LAU.
        view (GetCetkaikMovesView | Unset):
        form (GetCetkaikMovesForm | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MovesResponse
    """

    return sync_detailed(
        client=client,
        position_text=position_text,
        ruleset=ruleset,
        src=src,
        view=view,
        form=form,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    position_text: str,
    ruleset: GetCetkaikMovesRuleset | Unset = UNSET,
    src: str | Unset = UNSET,
    view: GetCetkaikMovesView | Unset = UNSET,
    form: GetCetkaikMovesForm | Unset = UNSET,
) -> Response[Error | MovesResponse]:
    """List every legal move of a position given in its text form

     The GET form of `list_cetkaik_moves` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (GetCetkaikMovesRuleset | Unset):
        src (str | Unset):  Example: LAU.
        view (GetCetkaikMovesView | Unset):
        form (GetCetkaikMovesForm | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MovesResponse]
    """

    kwargs = _get_kwargs(
        position_text=position_text,
        ruleset=ruleset,
        src=src,
        view=view,
        form=form,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    position_text: str,
    ruleset: GetCetkaikMovesRuleset | Unset = UNSET,
    src: str | Unset = UNSET,
    view: GetCetkaikMovesView | Unset = UNSET,
    form: GetCetkaikMovesForm | Unset = UNSET,
) -> Error | MovesResponse | None:
    """List every legal move of a position given in its text form

     The GET form of `list_cetkaik_moves` (the same answer, the same cache entry), cacheable by browsers
    and CDNs: the answer carries `ETag` and `Cache-Control`, and `If-None-Match` gets a 304. Query
    parameters are named as the fields of the POST body.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (GetCetkaikMovesRuleset | Unset):
        src (str | Unset):  Example: LAU.
        view (GetCetkaikMovesView | Unset):
        form (GetCetkaikMovesForm | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MovesResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            position_text=position_text,
            ruleset=ruleset,
            src=src,
            view=view,
            form=form,
        )
    ).parsed
