from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.replay_request import ReplayRequest
from ...models.replay_response import ReplayResponse
from ...types import Response


def _get_kwargs(
    *,
    body: ReplayRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/cetkaik/records/replay",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ReplayResponse:
    if response.status_code == 200:
        response_200 = ReplayResponse.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | ReplayResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReplayRequest,
) -> Response[Error | ReplayResponse]:
    """Check a kiaak game record move by move and return the positions it goes through

     Every move, cast, capture, declaration and declared score is checked against the rules. A record
    that
    breaks them is an adjudication (`valid: false`, with the line, column and reason of its first
    problem,
    and the positions up to it); a record that cannot be read at all is a 422 naming its line and
    column.
    Every form of the notation is read: the cerke_online records (`{一位色:…}` with one colour per season,
    or
    the older single colour: later first movers are then inferred from the moves), the CKKA players line
    `[name]score [name]score`, CKKA declarations naming each hand in parentheses (`[SY]為(同色獣)再行`,
    `[SY]為(同色獣)(王)終季 手二十`, the season word `春終` optional; the hands named are checked against the
    hands formed), colourless captures (`手兵`), unknown casts (`水或`, `橋或`), tam2 movements
    with an unknown square (`[或]`), comments.

    Args:
        body (ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReplayResponse]
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
    body: ReplayRequest,
) -> Error | ReplayResponse | None:
    """Check a kiaak game record move by move and return the positions it goes through

     Every move, cast, capture, declaration and declared score is checked against the rules. A record
    that
    breaks them is an adjudication (`valid: false`, with the line, column and reason of its first
    problem,
    and the positions up to it); a record that cannot be read at all is a 422 naming its line and
    column.
    Every form of the notation is read: the cerke_online records (`{一位色:…}` with one colour per season,
    or
    the older single colour: later first movers are then inferred from the moves), the CKKA players line
    `[name]score [name]score`, CKKA declarations naming each hand in parentheses (`[SY]為(同色獣)再行`,
    `[SY]為(同色獣)(王)終季 手二十`, the season word `春終` optional; the hands named are checked against the
    hands formed), colourless captures (`手兵`), unknown casts (`水或`, `橋或`), tam2 movements
    with an unknown square (`[或]`), comments.

    Args:
        body (ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReplayResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReplayRequest,
) -> Response[Error | ReplayResponse]:
    """Check a kiaak game record move by move and return the positions it goes through

     Every move, cast, capture, declaration and declared score is checked against the rules. A record
    that
    breaks them is an adjudication (`valid: false`, with the line, column and reason of its first
    problem,
    and the positions up to it); a record that cannot be read at all is a 422 naming its line and
    column.
    Every form of the notation is read: the cerke_online records (`{一位色:…}` with one colour per season,
    or
    the older single colour: later first movers are then inferred from the moves), the CKKA players line
    `[name]score [name]score`, CKKA declarations naming each hand in parentheses (`[SY]為(同色獣)再行`,
    `[SY]為(同色獣)(王)終季 手二十`, the season word `春終` optional; the hands named are checked against the
    hands formed), colourless captures (`手兵`), unknown casts (`水或`, `橋或`), tam2 movements
    with an unknown square (`[或]`), comments.

    Args:
        body (ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ReplayResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ReplayRequest,
) -> Error | ReplayResponse | None:
    """Check a kiaak game record move by move and return the positions it goes through

     Every move, cast, capture, declaration and declared score is checked against the rules. A record
    that
    breaks them is an adjudication (`valid: false`, with the line, column and reason of its first
    problem,
    and the positions up to it); a record that cannot be read at all is a 422 naming its line and
    column.
    Every form of the notation is read: the cerke_online records (`{一位色:…}` with one colour per season,
    or
    the older single colour: later first movers are then inferred from the moves), the CKKA players line
    `[name]score [name]score`, CKKA declarations naming each hand in parentheses (`[SY]為(同色獣)再行`,
    `[SY]為(同色獣)(王)終季 手二十`, the season word `春終` optional; the hands named are checked against the
    hands formed), colourless captures (`手兵`), unknown casts (`水或`, `橋或`), tam2 movements
    with an unknown square (`[或]`), comments.

    Args:
        body (ReplayRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ReplayResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
