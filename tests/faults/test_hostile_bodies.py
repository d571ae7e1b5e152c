"""Hostile bodies against a real gunicorn: over the size limit (413), nested 100 000 levels deep (422, not a 500
and not a crash), and memory staying bounded while such requests keep coming."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
import requests

from adjudicator.web import create_app
from adjudicator.web.settings import Settings

from .conftest import rss_bytes, worker_pids

pytestmark = pytest.mark.integration

LIMIT = Settings().max_body_bytes  # ADJ_MAX_BODY_BYTES, 1 MiB by default (the live server runs with it)
JSON = {"Content-Type": "application/json"}

DEEP_BODIES = {
    "arrays": b"[" * 100_000,
    "closed arrays": b"[" * 100_000 + b"]" * 100_000,
    "objects": b'{"a":' * 50_000 + b"0" + b"}" * 50_000,
    "inside a field": b'{"count":' + b"[" * 100_000 + b"]" * 100_000 + b"}",
}
DEEP_PATHS = ["/v1/sticks/cast", "/v1/cetkaik/positions/validate", "/v1/cetkaik/moves", "/v1/cetkaik/records/replay",
              "/v1/utage/lord/distribution", "/v1/letiles/placements/legal"]


def assert_json_error(response: requests.Response | Any, code: int) -> dict[str, Any]:
    """The response is the service's JSON error with this status code and a message."""
    raw = response.content if isinstance(response, requests.Response) else response.data
    assert response.status_code == code, (response.status_code, raw[:300])
    assert response.headers["Content-Type"].startswith("application/json")
    body = json.loads(raw)
    assert body["code"] == code and body["message"], body
    return dict(body)


def test_body_over_the_limit_is_413_with_a_json_error(live_server: Any) -> None:
    """A body one MiB and a few bytes long, announced by its Content-Length: refused with the JSON 413."""
    body = b'{"count": 1, "padding": "' + b"x" * LIMIT + b'"}'
    response = requests.post(f"{live_server.url}/v1/sticks/cast", data=body, headers=JSON, timeout=30)
    assert assert_json_error(response, 413)["message"] == f"the request body is larger than {LIMIT} bytes"
    # The service is unharmed.
    assert requests.post(f"{live_server.url}/v1/sticks/cast", json={"count": 1, "seed": 1}, timeout=10).ok


def _chunked(data: bytes) -> Iterator[bytes]:
    """The body as a generator, which requests sends with chunked transfer encoding (no Content-Length)."""
    return (data[i:i + 65536] for i in range(0, len(data), 65536))


def test_chunked_body_over_the_limit_is_413_not_truncated(live_server: Any) -> None:
    """Sent without a Content-Length, a body over the limit is refused all the same, not cut at the limit and read
    as if it were complete (here the first MiB is valid JSON followed by spaces, so a truncation would answer 200)."""
    padded = b'{"count": 1, "seed": 1}'.ljust(LIMIT + 4096)
    response = requests.post(f"{live_server.url}/v1/sticks/cast", data=_chunked(padded), headers=JSON, timeout=30)
    assert assert_json_error(response, 413)["message"] == f"the request body is larger than {LIMIT} bytes"
    # A chunked body of exactly the limit is whole, and accepted.
    exact = b'{"count": 1, "seed": 1}'.ljust(LIMIT)
    response = requests.post(f"{live_server.url}/v1/sticks/cast", data=_chunked(exact), headers=JSON, timeout=30)
    assert response.status_code == 200, response.content[:300]


def test_the_limit_is_the_configured_one() -> None:
    """ADJ_MAX_BODY_BYTES is the limit: a body of exactly that size passes, one byte more is a 413."""
    client = create_app(Settings(redis_url=None, max_body_bytes=1000)).test_client()
    under = json.dumps({"sticks": 5, "count": 1, "seed": 7}).encode().ljust(1000)
    assert client.post("/v1/sticks/cast", data=under, headers=JSON).status_code == 200
    refused = assert_json_error(client.post("/v1/sticks/cast", data=under + b" ", headers=JSON), 413)
    assert refused["message"] == "the request body is larger than 1000 bytes"


@pytest.mark.parametrize("path", DEEP_PATHS)
@pytest.mark.parametrize("shape", sorted(DEEP_BODIES))
def test_deeply_nested_body_is_422(live_server: Any, path: str, shape: str) -> None:
    """JSON nested 50 000-100 000 levels deep is bad input (422 saying the JSON is nested too deeply), not a 500."""
    response = requests.post(f"{live_server.url}{path}", data=DEEP_BODIES[shape], headers=JSON, timeout=30)
    body = assert_json_error(response, 422)
    assert "json" in body["message"].lower() or "json" in body.get("errors", {}), body


def test_deeply_nested_bodies_keep_the_workers_and_their_memory(live_server: Any) -> None:
    """50 bodies nested 100 000 deep: the same workers keep answering and their memory stays bounded."""
    assert live_server.proc is not None
    workers = worker_pids(live_server.proc.pid)
    assert len(workers) == 2
    with requests.Session() as session:
        def deep_round(count: int) -> set[int]:
            statuses = set()
            for i in range(count):
                shape = sorted(DEEP_BODIES)[i % len(DEEP_BODIES)]
                statuses.add(session.post(f"{live_server.url}/v1/sticks/cast", data=DEEP_BODIES[shape], headers=JSON,
                                          timeout=30).status_code)
            return statuses

        deep_round(10)  # warm both workers up: first-use allocations are not a leak
        before = sum(rss_bytes(pid) for pid in workers)
        statuses = deep_round(50)
        after = sum(rss_bytes(pid) for pid in workers)
        assert session.post(f"{live_server.url}/v1/sticks/cast", json={"count": 2, "seed": 3}, timeout=10).ok
    assert statuses == {422}
    # No worker died and none was replaced (a crash or an out-of-memory kill would change the pids).
    assert worker_pids(live_server.proc.pid) == workers
    # Each body is 100-200 kB and the parser gives up at Python's recursion limit (~1000 levels), so nothing
    # should be retained: allow 30 MB of noise over both workers (allocator arenas, logging buffers).
    assert after - before < 30 * 2**20, f"workers grew by {(after - before) / 2**20:.1f} MB over 50 requests"
