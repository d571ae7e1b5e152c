from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.cetkaik_render_request import CetkaikRenderRequest
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: CetkaikRenderRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/render",
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
    body: CetkaikRenderRequest,
) -> Response[Error | str]:
    """Picture a Cetkaik position as SVG

     The 9x9 board with its special squares (tam2 hue, water, the centre), every piece (its colour, its
    profession's character, its side by orientation), the tam2, both hop1zuo1 beside the board and the
    coordinates. Optional highlights: a `move` (its squares, the square it steps over and an arrow), a
    `square` (with the legal destinations of what stands on it) and the `last_move`. `bottom` chooses
    the
    side nearest the viewer. The picture scales (viewBox) and carries a `<title>` and a `<desc>`.

    Args:
        body (CetkaikRenderRequest):

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
    body: CetkaikRenderRequest,
) -> Error | str | None:
    """Picture a Cetkaik position as SVG

     The 9x9 board with its special squares (tam2 hue, water, the centre), every piece (its colour, its
    profession's character, its side by orientation), the tam2, both hop1zuo1 beside the board and the
    coordinates. Optional highlights: a `move` (its squares, the square it steps over and an arrow), a
    `square` (with the legal destinations of what stands on it) and the `last_move`. `bottom` chooses
    the
    side nearest the viewer. The picture scales (viewBox) and carries a `<title>` and a `<desc>`.

    Args:
        body (CetkaikRenderRequest):

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
    body: CetkaikRenderRequest,
) -> Response[Error | str]:
    """Picture a Cetkaik position as SVG

     The 9x9 board with its special squares (tam2 hue, water, the centre), every piece (its colour, its
    profession's character, its side by orientation), the tam2, both hop1zuo1 beside the board and the
    coordinates. Optional highlights: a `move` (its squares, the square it steps over and an arrow), a
    `square` (with the legal destinations of what stands on it) and the `last_move`. `bottom` chooses
    the
    side nearest the viewer. The picture scales (viewBox) and carries a `<title>` and a `<desc>`.

    Args:
        body (CetkaikRenderRequest):

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
    body: CetkaikRenderRequest,
) -> Error | str | None:
    """Picture a Cetkaik position as SVG

     The 9x9 board with its special squares (tam2 hue, water, the centre), every piece (its colour, its
    profession's character, its side by orientation), the tam2, both hop1zuo1 beside the board and the
    coordinates. Optional highlights: a `move` (its squares, the square it steps over and an arrow), a
    `square` (with the legal destinations of what stands on it) and the `last_move`. `bottom` chooses
    the
    side nearest the viewer. The picture scales (viewBox) and carries a `<title>` and a `<desc>`.

    Args:
        body (CetkaikRenderRequest):

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
