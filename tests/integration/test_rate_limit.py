"""Optional rate limiting: off by default; when configured, a 429 with the standard headers, health exempt."""

from __future__ import annotations

from typing import Any

import pytest
import redis

from adjudicator.web import create_app
from adjudicator.web.settings import Settings


def test_no_limit_by_default(client: Any) -> None:
    statuses = {client.get("/v1/sticks/distribution").status_code for _ in range(50)}
    assert statuses == {200}


def test_limit_answers_429_with_headers_in_memory() -> None:
    client = create_app(Settings(rate_limit="3/minute")).test_client()
    answers = [client.get("/v1/sticks/distribution") for _ in range(4)]
    assert [r.status_code for r in answers] == [200, 200, 200, 429]
    limited = answers[-1]
    assert limited.get_json()["code"] == 429
    assert int(limited.headers["Retry-After"]) > 0
    assert limited.headers["X-RateLimit-Limit"] == "3" and limited.headers["X-RateLimit-Remaining"] == "0"
    assert {client.get("/livez").status_code for _ in range(10)} == {200}  # never limited


@pytest.mark.integration
def test_limit_is_shared_through_redis(redis_process: Any) -> None:
    if redis_process.proc is None:
        redis_process.start()
    redis.Redis.from_url(redis_process.url).flushdb()
    settings = Settings(redis_url=redis_process.url, rate_limit="2/minute")
    first, second = create_app(settings).test_client(), create_app(settings).test_client()
    assert first.get("/v1/sticks/distribution").status_code == 200
    assert second.get("/v1/sticks/distribution").status_code == 200
    assert first.get("/v1/sticks/distribution").status_code == 429  # the two apps count together
    assert redis.Redis.from_url(redis_process.url).keys("*adj-limit*")


def test_retry_after_is_only_on_answers_that_ask_to_retry_with_their_own_value() -> None:
    """The limiter counted every answer and stamped each with its window's Retry-After (a 200's 60, a 503's 59)."""
    from flask_smorest import abort

    app = create_app(Settings(rate_limit="100/minute"))

    def busy() -> None:
        abort(503, message="busy", headers={"Retry-After": "7"})

    app.add_url_rule("/v1/test-busy", "test_busy", busy)
    client = app.test_client()
    ok = client.get("/v1/sticks/distribution")
    assert ok.status_code == 200 and "Retry-After" not in ok.headers
    assert ok.headers["X-RateLimit-Limit"] == "100"
    refused = client.get("/v1/test-busy")
    assert refused.status_code == 503 and refused.headers["Retry-After"] == "7"
