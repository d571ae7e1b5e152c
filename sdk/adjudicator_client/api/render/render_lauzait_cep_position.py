from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_render_request import LauzaitCepRenderRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepRenderRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/render",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | str:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepRenderRequest,
) -> Response[Error | str]:
    """Picture a Lauzait Cep! position as SVG

     The 5x5 board with Tam's Mountain and the water, every piece (its number, colour and bonus dots; the
    jokers tri-coloured), the empty square, every known hand (concealed pieces and revealed Departments
    with
    their bonus), whose Day it is and the luminous piece. `square` highlights where a piece there may
    move.

    Args:
        body (LauzaitCepRenderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
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
    body: LauzaitCepRenderRequest,
) -> Error | str | None:
    """Picture a Lauzait Cep! position as SVG

     The 5x5 board with Tam's Mountain and the water, every piece (its number, colour and bonus dots; the
    jokers tri-coloured), the empty square, every known hand (concealed pieces and revealed Departments
    with
    their bonus), whose Day it is and the luminous piece. `square` highlights where a piece there may
    move.

    Args:
        body (LauzaitCepRenderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepRenderRequest,
) -> Response[Error | str]:
    """Picture a Lauzait Cep! position as SVG

     The 5x5 board with Tam's Mountain and the water, every piece (its number, colour and bonus dots; the
    jokers tri-coloured), the empty square, every known hand (concealed pieces and revealed Departments
    with
    their bonus), whose Day it is and the luminous piece. `square` highlights where a piece there may
    move.

    Args:
        body (LauzaitCepRenderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepRenderRequest,
) -> Error | str | None:
    """Picture a Lauzait Cep! position as SVG

     The 5x5 board with Tam's Mountain and the water, every piece (its number, colour and bonus dots; the
    jokers tri-coloured), the empty square, every known hand (concealed pieces and revealed Departments
    with
    their bonus), whose Day it is and the luminous piece. `square` highlights where a piece there may
    move.

    Args:
        body (LauzaitCepRenderRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
