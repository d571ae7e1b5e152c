from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.taxot_odds import TaxotOdds
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    ship_wild: bool | Unset = True,
    allow_pair_shapes: bool | Unset = True,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["ship_wild"] = ship_wild

    params["allow_pair_shapes"] = allow_pair_shapes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/paper-cetkaik/taxot/win-odds",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TaxotOdds:
    if response.status_code == 200:
        response_200 = TaxotOdds.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | TaxotOdds]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    ship_wild: bool | Unset = True,
    allow_pair_shapes: bool | Unset = True,
) -> Response[Error | TaxotOdds]:
    """終季: the exact chance that six random cards win, with or without 船 as a wild

     Every hand of the 48-card deck is counted exactly. With 船 not wild (a rules option) 船 is only the
    weakest
    card: 13748/1533939 with the pair shapes, against 126695/3067878 when it is wild.

    Args:
        ship_wild (bool | Unset):  Default: True. Example: False.
        allow_pair_shapes (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotOdds]
    """

    kwargs = _get_kwargs(
        ship_wild=ship_wild,
        allow_pair_shapes=allow_pair_shapes,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    ship_wild: bool | Unset = True,
    allow_pair_shapes: bool | Unset = True,
) -> Error | TaxotOdds | None:
    """終季: the exact chance that six random cards win, with or without 船 as a wild

     Every hand of the 48-card deck is counted exactly. With 船 not wild (a rules option) 船 is only the
    weakest
    card: 13748/1533939 with the pair shapes, against 126695/3067878 when it is wild.

    Args:
        ship_wild (bool | Unset):  Default: True. Example: False.
        allow_pair_shapes (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotOdds
    """

    return sync_detailed(
        client=client,
        ship_wild=ship_wild,
        allow_pair_shapes=allow_pair_shapes,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    ship_wild: bool | Unset = True,
    allow_pair_shapes: bool | Unset = True,
) -> Response[Error | TaxotOdds]:
    """終季: the exact chance that six random cards win, with or without 船 as a wild

     Every hand of the 48-card deck is counted exactly. With 船 not wild (a rules option) 船 is only the
    weakest
    card: 13748/1533939 with the pair shapes, against 126695/3067878 when it is wild.

    Args:
        ship_wild (bool | Unset):  Default: True. Example: False.
        allow_pair_shapes (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotOdds]
    """

    kwargs = _get_kwargs(
        ship_wild=ship_wild,
        allow_pair_shapes=allow_pair_shapes,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    ship_wild: bool | Unset = True,
    allow_pair_shapes: bool | Unset = True,
) -> Error | TaxotOdds | None:
    """終季: the exact chance that six random cards win, with or without 船 as a wild

     Every hand of the 48-card deck is counted exactly. With 船 not wild (a rules option) 船 is only the
    weakest
    card: 13748/1533939 with the pair shapes, against 126695/3067878 when it is wild.

    Args:
        ship_wild (bool | Unset):  Default: True. Example: False.
        allow_pair_shapes (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotOdds
    """

    return (
        await asyncio_detailed(
            client=client,
            ship_wild=ship_wild,
            allow_pair_shapes=allow_pair_shapes,
        )
    ).parsed
