from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.render_cetkaik_position_text_bottom import (
    RenderCetkaikPositionTextBottom,
)
from ...models.render_cetkaik_position_text_ruleset import (
    RenderCetkaikPositionTextRuleset,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    position_text: str,
    ruleset: RenderCetkaikPositionTextRuleset
    | Unset = RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA,
    move: str | Unset = UNSET,
    square: str | Unset = UNSET,
    last_move: str | Unset = UNSET,
    bottom: RenderCetkaikPositionTextBottom
    | Unset = RenderCetkaikPositionTextBottom.IASIDE,
    coordinates: bool | Unset = True,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["position_text"] = position_text

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    params["move"] = move

    params["square"] = square

    params["last_move"] = last_move

    json_bottom: str | Unset = UNSET
    if not isinstance(bottom, Unset):
        json_bottom = bottom.value

    params["bottom"] = json_bottom

    params["coordinates"] = coordinates

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/cetkaik/render",
        "params": params,
    }

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
    position_text: str,
    ruleset: RenderCetkaikPositionTextRuleset
    | Unset = RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA,
    move: str | Unset = UNSET,
    square: str | Unset = UNSET,
    last_move: str | Unset = UNSET,
    bottom: RenderCetkaikPositionTextBottom
    | Unset = RenderCetkaikPositionTextBottom.IASIDE,
    coordinates: bool | Unset = True,
) -> Response[Error | str]:
    """Picture a Cetkaik position given in its text form as SVG

     The same picture as `POST /v1/cetkaik/render`, addressable by URL (e.g. for an `<img>`):
    `position_text` is
    the one-line text form (named as in the POST bodies) and moves are written in 片 notation.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (RenderCetkaikPositionTextRuleset | Unset):  Default:
            RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA.
        move (str | Unset):
        square (str | Unset):  Example: CAI.
        last_move (str | Unset):
        bottom (RenderCetkaikPositionTextBottom | Unset):  Default:
            RenderCetkaikPositionTextBottom.IASIDE. Example: IASide.
        coordinates (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        position_text=position_text,
        ruleset=ruleset,
        move=move,
        square=square,
        last_move=last_move,
        bottom=bottom,
        coordinates=coordinates,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    position_text: str,
    ruleset: RenderCetkaikPositionTextRuleset
    | Unset = RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA,
    move: str | Unset = UNSET,
    square: str | Unset = UNSET,
    last_move: str | Unset = UNSET,
    bottom: RenderCetkaikPositionTextBottom
    | Unset = RenderCetkaikPositionTextBottom.IASIDE,
    coordinates: bool | Unset = True,
) -> Error | str | None:
    """Picture a Cetkaik position given in its text form as SVG

     The same picture as `POST /v1/cetkaik/render`, addressable by URL (e.g. for an `<img>`):
    `position_text` is
    the one-line text form (named as in the POST bodies) and moves are written in 片 notation.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (RenderCetkaikPositionTextRuleset | Unset):  Default:
            RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA.
        move (str | Unset):
        square (str | Unset):  Example: CAI.
        last_move (str | Unset):
        bottom (RenderCetkaikPositionTextBottom | Unset):  Default:
            RenderCetkaikPositionTextBottom.IASIDE. Example: IASide.
        coordinates (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        client=client,
        position_text=position_text,
        ruleset=ruleset,
        move=move,
        square=square,
        last_move=last_move,
        bottom=bottom,
        coordinates=coordinates,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    position_text: str,
    ruleset: RenderCetkaikPositionTextRuleset
    | Unset = RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA,
    move: str | Unset = UNSET,
    square: str | Unset = UNSET,
    last_move: str | Unset = UNSET,
    bottom: RenderCetkaikPositionTextBottom
    | Unset = RenderCetkaikPositionTextBottom.IASIDE,
    coordinates: bool | Unset = True,
) -> Response[Error | str]:
    """Picture a Cetkaik position given in its text form as SVG

     The same picture as `POST /v1/cetkaik/render`, addressable by URL (e.g. for an `<img>`):
    `position_text` is
    the one-line text form (named as in the POST bodies) and moves are written in 片 notation.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (RenderCetkaikPositionTextRuleset | Unset):  Default:
            RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA.
        move (str | Unset):
        square (str | Unset):  Example: CAI.
        last_move (str | Unset):
        bottom (RenderCetkaikPositionTextBottom | Unset):  Default:
            RenderCetkaikPositionTextBottom.IASIDE. Example: IASide.
        coordinates (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        position_text=position_text,
        ruleset=ruleset,
        move=move,
        square=square,
        last_move=last_move,
        bottom=bottom,
        coordinates=coordinates,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    position_text: str,
    ruleset: RenderCetkaikPositionTextRuleset
    | Unset = RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA,
    move: str | Unset = UNSET,
    square: str | Unset = UNSET,
    last_move: str | Unset = UNSET,
    bottom: RenderCetkaikPositionTextBottom
    | Unset = RenderCetkaikPositionTextBottom.IASIDE,
    coordinates: bool | Unset = True,
) -> Error | str | None:
    """Picture a Cetkaik position given in its text form as SVG

     The same picture as `POST /v1/cetkaik/render`, addressable by URL (e.g. for an `<img>`):
    `position_text` is
    the one-line text form (named as in the POST bodies) and moves are written in 片 notation.

    Args:
        position_text (str):  Example: o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-
            P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f.
        ruleset (RenderCetkaikPositionTextRuleset | Unset):  Default:
            RenderCetkaikPositionTextRuleset.CERKE_ONLINE_ALPHA.
        move (str | Unset):
        square (str | Unset):  Example: CAI.
        last_move (str | Unset):
        bottom (RenderCetkaikPositionTextBottom | Unset):  Default:
            RenderCetkaikPositionTextBottom.IASIDE. Example: IASide.
        coordinates (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            client=client,
            position_text=position_text,
            ruleset=ruleset,
            move=move,
            square=square,
            last_move=last_move,
            bottom=bottom,
            coordinates=coordinates,
        )
    ).parsed
