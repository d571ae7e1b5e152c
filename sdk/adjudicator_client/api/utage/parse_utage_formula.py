from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.utage_formula import UtageFormula
from ...models.utage_formula_request import UtageFormulaRequest
from ...types import Response


def _get_kwargs(
    *,
    body: UtageFormulaRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/utage/formulas/parse",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | UtageFormula:
    if response.status_code == 200:
        response_200 = UtageFormula.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | UtageFormula]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageFormulaRequest,
) -> Response[Error | UtageFormula]:
    """Check a lord card's formula and return its normal form

     Grammar: `expr := term (('+'|'-') term)*`, `term := factor (('×'|'÷') factor)*`,
    `factor := integer | SLOTi | SLOT(i) | MAX | MIN | COUNT | '(' expr ')'` (full-width characters and
    最大/最小/個数 are accepted; division floors, and dividing by 0 gives 0). A formula that does not follow
    the grammar is a 422 whose message gives the column of the first problem.

    Args:
        body (UtageFormulaRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageFormula]
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
    body: UtageFormulaRequest,
) -> Error | UtageFormula | None:
    """Check a lord card's formula and return its normal form

     Grammar: `expr := term (('+'|'-') term)*`, `term := factor (('×'|'÷') factor)*`,
    `factor := integer | SLOTi | SLOT(i) | MAX | MIN | COUNT | '(' expr ')'` (full-width characters and
    最大/最小/個数 are accepted; division floors, and dividing by 0 gives 0). A formula that does not follow
    the grammar is a 422 whose message gives the column of the first problem.

    Args:
        body (UtageFormulaRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageFormula
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: UtageFormulaRequest,
) -> Response[Error | UtageFormula]:
    """Check a lord card's formula and return its normal form

     Grammar: `expr := term (('+'|'-') term)*`, `term := factor (('×'|'÷') factor)*`,
    `factor := integer | SLOTi | SLOT(i) | MAX | MIN | COUNT | '(' expr ')'` (full-width characters and
    最大/最小/個数 are accepted; division floors, and dividing by 0 gives 0). A formula that does not follow
    the grammar is a 422 whose message gives the column of the first problem.

    Args:
        body (UtageFormulaRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | UtageFormula]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: UtageFormulaRequest,
) -> Error | UtageFormula | None:
    """Check a lord card's formula and return its normal form

     Grammar: `expr := term (('+'|'-') term)*`, `term := factor (('×'|'÷') factor)*`,
    `factor := integer | SLOTi | SLOT(i) | MAX | MIN | COUNT | '(' expr ')'` (full-width characters and
    最大/最小/個数 are accepted; division floors, and dividing by 0 gives 0). A formula that does not follow
    the grammar is a 422 whose message gives the column of the first problem.

    Args:
        body (UtageFormulaRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | UtageFormula
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
