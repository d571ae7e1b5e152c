from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.renkeki_advice import RenkekiAdvice
from ...models.renkeki_advice_request import RenkekiAdviceRequest
from ...types import Response


def _get_kwargs(
    *,
    body: RenkekiAdviceRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/stick-games/renkeki/advice",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | RenkekiAdvice:
    if response.status_code == 200:
        response_200 = RenkekiAdvice.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | RenkekiAdvice]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiAdviceRequest,
) -> Response[Error | RenkekiAdvice]:
    """連撃術: advise 再行 (throw) or 積値 (bank) given the results to beat

     Sequential open play: the players take their turns in order and see the finished results. Given the
    best
    result so far (and how many hold it) and how many players still follow, each also playing to
    maximise
    their share, returns the decision maximising the expected share of the pot (ties share it).

    Args:
        body (RenkekiAdviceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiAdvice]
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
    body: RenkekiAdviceRequest,
) -> Error | RenkekiAdvice | None:
    """連撃術: advise 再行 (throw) or 積値 (bank) given the results to beat

     Sequential open play: the players take their turns in order and see the finished results. Given the
    best
    result so far (and how many hold it) and how many players still follow, each also playing to
    maximise
    their share, returns the decision maximising the expected share of the pot (ties share it).

    Args:
        body (RenkekiAdviceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiAdvice
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiAdviceRequest,
) -> Response[Error | RenkekiAdvice]:
    """連撃術: advise 再行 (throw) or 積値 (bank) given the results to beat

     Sequential open play: the players take their turns in order and see the finished results. Given the
    best
    result so far (and how many hold it) and how many players still follow, each also playing to
    maximise
    their share, returns the decision maximising the expected share of the pot (ties share it).

    Args:
        body (RenkekiAdviceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RenkekiAdvice]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RenkekiAdviceRequest,
) -> Error | RenkekiAdvice | None:
    """連撃術: advise 再行 (throw) or 積値 (bank) given the results to beat

     Sequential open play: the players take their turns in order and see the finished results. Given the
    best
    result so far (and how many hold it) and how many players still follow, each also playing to
    maximise
    their share, returns the decision maximising the expected share of the pot (ties share it).

    Args:
        body (RenkekiAdviceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RenkekiAdvice
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
