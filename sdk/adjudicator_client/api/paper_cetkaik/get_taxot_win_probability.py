from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.taxot_win_probability import TaxotWinProbability
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    allow_pair_shapes: bool | Unset = True,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["allow_pair_shapes"] = allow_pair_shapes

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/paper-cetkaik/taxot/win-probability",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | TaxotWinProbability:
    if response.status_code == 200:
        response_200 = TaxotWinProbability.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | TaxotWinProbability]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    allow_pair_shapes: bool | Unset = True,
) -> Response[Error | TaxotWinProbability]:
    """終季: get the exact chance that six random cards of the 48-card deck form a winning shape

     Every hand is counted exactly (out of C(48, 6) = 12271512); 126695/3067878 with the default rules.

    Args:
        allow_pair_shapes (bool | Unset):  Default: True. Example: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotWinProbability]
    """

    kwargs = _get_kwargs(
        allow_pair_shapes=allow_pair_shapes,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    allow_pair_shapes: bool | Unset = True,
) -> Error | TaxotWinProbability | None:
    """終季: get the exact chance that six random cards of the 48-card deck form a winning shape

     Every hand is counted exactly (out of C(48, 6) = 12271512); 126695/3067878 with the default rules.

    Args:
        allow_pair_shapes (bool | Unset):  Default: True. Example: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotWinProbability
    """

    return sync_detailed(
        client=client,
        allow_pair_shapes=allow_pair_shapes,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    allow_pair_shapes: bool | Unset = True,
) -> Response[Error | TaxotWinProbability]:
    """終季: get the exact chance that six random cards of the 48-card deck form a winning shape

     Every hand is counted exactly (out of C(48, 6) = 12271512); 126695/3067878 with the default rules.

    Args:
        allow_pair_shapes (bool | Unset):  Default: True. Example: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxotWinProbability]
    """

    kwargs = _get_kwargs(
        allow_pair_shapes=allow_pair_shapes,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    allow_pair_shapes: bool | Unset = True,
) -> Error | TaxotWinProbability | None:
    """終季: get the exact chance that six random cards of the 48-card deck form a winning shape

     Every hand is counted exactly (out of C(48, 6) = 12271512); 126695/3067878 with the default rules.

    Args:
        allow_pair_shapes (bool | Unset):  Default: True. Example: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxotWinProbability
    """

    return (
        await asyncio_detailed(
            client=client,
            allow_pair_shapes=allow_pair_shapes,
        )
    ).parsed
