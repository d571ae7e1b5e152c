from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.lauzait_cep_form import LauzaitCepForm
from ...models.lauzait_cep_form_request import LauzaitCepFormRequest
from ...types import Response


def _get_kwargs(
    *,
    body: LauzaitCepFormRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/lauzait-cep/form",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LauzaitCepForm:
    if response.status_code == 200:
        response_200 = LauzaitCepForm.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | LauzaitCepForm]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepFormRequest,
) -> Response[Error | LauzaitCepForm]:
    """Form a Department: reveal three concealed pieces and receive its bonus

     The pieces must be concealed in the hand and form a Department. A joker's role is the player's
    choice:
    with `bonus` the reading earning exactly that is used, otherwise the best one. The bonus is recorded
    on
    the revealed Department: dissolving it later refunds exactly that. Illegal: `legal: false` and why.

    Args:
        body (LauzaitCepFormRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepForm]
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
    body: LauzaitCepFormRequest,
) -> Error | LauzaitCepForm | None:
    """Form a Department: reveal three concealed pieces and receive its bonus

     The pieces must be concealed in the hand and form a Department. A joker's role is the player's
    choice:
    with `bonus` the reading earning exactly that is used, otherwise the best one. The bonus is recorded
    on
    the revealed Department: dissolving it later refunds exactly that. Illegal: `legal: false` and why.

    Args:
        body (LauzaitCepFormRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepForm
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepFormRequest,
) -> Response[Error | LauzaitCepForm]:
    """Form a Department: reveal three concealed pieces and receive its bonus

     The pieces must be concealed in the hand and form a Department. A joker's role is the player's
    choice:
    with `bonus` the reading earning exactly that is used, otherwise the best one. The bonus is recorded
    on
    the revealed Department: dissolving it later refunds exactly that. Illegal: `legal: false` and why.

    Args:
        body (LauzaitCepFormRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LauzaitCepForm]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: LauzaitCepFormRequest,
) -> Error | LauzaitCepForm | None:
    """Form a Department: reveal three concealed pieces and receive its bonus

     The pieces must be concealed in the hand and form a Department. A joker's role is the player's
    choice:
    with `bonus` the reading earning exactly that is used, otherwise the best one. The bonus is recorded
    on
    the revealed Department: dissolving it later refunds exactly that. Illegal: `legal: false` and why.

    Args:
        body (LauzaitCepFormRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LauzaitCepForm
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
