from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.batch_request import BatchRequest
from ...models.batch_response import BatchResponse
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: BatchRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BatchResponse | Error:
    if response.status_code == 200:
        response_200 = BatchResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[BatchResponse | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BatchRequest,
) -> Response[BatchResponse | Error]:
    """Run up to 100 operations in one request

     Each item (`{"operation": operationId, "body": {...}}`) is validated, computed and cached exactly as
    the
    operation alone would be, and answered in order with its own `status` and `body` (the answer, or the
    error
    body of a 422, or a 404 for an unknown operationId). One item's failure does not affect the others.
    Items not
    started within the batch's time budget are answered 503 without being computed: send them again.

    Args:
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse | Error]
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
    body: BatchRequest,
) -> BatchResponse | Error | None:
    """Run up to 100 operations in one request

     Each item (`{"operation": operationId, "body": {...}}`) is validated, computed and cached exactly as
    the
    operation alone would be, and answered in order with its own `status` and `body` (the answer, or the
    error
    body of a 422, or a 404 for an unknown operationId). One item's failure does not affect the others.
    Items not
    started within the batch's time budget are answered 503 without being computed: send them again.

    Args:
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BatchRequest,
) -> Response[BatchResponse | Error]:
    """Run up to 100 operations in one request

     Each item (`{"operation": operationId, "body": {...}}`) is validated, computed and cached exactly as
    the
    operation alone would be, and answered in order with its own `status` and `body` (the answer, or the
    error
    body of a 422, or a 404 for an unknown operationId). One item's failure does not affect the others.
    Items not
    started within the batch's time budget are answered 503 without being computed: send them again.

    Args:
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: BatchRequest,
) -> BatchResponse | Error | None:
    """Run up to 100 operations in one request

     Each item (`{"operation": operationId, "body": {...}}`) is validated, computed and cached exactly as
    the
    operation alone would be, and answered in order with its own `status` and `body` (the answer, or the
    error
    body of a 422, or a 404 for an unknown operationId). One item's failure does not affect the others.
    Items not
    started within the batch's time budget are answered 503 without being computed: send them again.

    Args:
        body (BatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
