"""The generated SDK, in-process (WSGI transport) and over HTTP against a live gunicorn."""

from __future__ import annotations

from typing import Any

import httpx

from adjudicator_client import Client
from adjudicator_client.api.cetkaik import score_cetkaik_hands
from adjudicator_client.api.sticks import cast_sticks, get_stick_distribution
from adjudicator_client.models import Error, HandsRequest, StickCastRequest, StickCasts, StickDistribution


def _in_process(app: Any) -> Client:
    return Client(base_url="http://testserver", httpx_args={"transport": httpx.WSGITransport(app=app)})


def test_get_stick_distribution_in_process(app: Any) -> None:
    dist = get_stick_distribution.sync(client=_in_process(app))
    assert isinstance(dist, StickDistribution)
    assert [o.ways for o in dist.outcomes] == [1, 5, 10, 10, 5, 1]
    assert dist.outcomes[2].probability.fraction == "5/16"
    assert dist.outcomes[3].at_least.float_ == 0.5


def test_errors_parse_into_the_error_model(app: Any) -> None:
    err = get_stick_distribution.sync(client=_in_process(app), sticks=0)
    assert isinstance(err, Error)
    assert err.code == 422 and "sticks" in err.message


def test_the_pieces_too_many_are_a_documented_field_of_the_error(app: Any) -> None:
    err = score_cetkaik_hands.sync(client=_in_process(app), body=HandsRequest(pieces=["赤王", "赤王", "黒兵"]))
    assert isinstance(err, Error) and err.code == 422
    assert err.errors.too_many == ["赤王"]  # not under errors.additional_properties


def test_cast_sticks_with_a_seed(app: Any) -> None:
    client = _in_process(app)
    result = cast_sticks.sync(client=client, body=StickCastRequest(count=4, seed=9))
    assert isinstance(result, StickCasts)
    assert result.totals == [c.total for c in result.casts]
    assert cast_sticks.sync(client=client, body=StickCastRequest(count=4, seed=9)) == result


def test_get_stick_distribution_over_http(live_server: Any) -> None:
    with Client(base_url=live_server.url) as client:
        response = get_stick_distribution.sync_detailed(client=client, sticks=5)
    assert response.status_code == 200
    assert isinstance(response.parsed, StickDistribution)
    assert response.parsed.outcomes[0].probability.fraction == "1/32"
