"""A live gunicorn with the production configuration, driven with requests."""

from __future__ import annotations

from typing import Any

import pytest
import requests

pytestmark = pytest.mark.integration


def test_distribution_over_http(live_server: Any) -> None:
    r = requests.get(f"{live_server.url}/v1/sticks/distribution", timeout=10)
    assert r.status_code == 200
    assert [o["ways"] for o in r.json()["outcomes"]] == [1, 5, 10, 10, 5, 1]
    assert r.headers["X-Cache"] in {"hit", "miss"}
    assert r.headers["X-Request-ID"]


def test_health_and_errors_over_http(live_server: Any) -> None:
    assert requests.get(f"{live_server.url}/livez", timeout=10).json() == {"status": "ok"}
    assert requests.get(f"{live_server.url}/readyz", timeout=10).json()["cache"]["backend"] == "local"
    r = requests.post(f"{live_server.url}/v1/sticks/cast", data=b"{", headers={"Content-Type": "application/json"},
                      timeout=10)
    assert r.status_code == 422 and r.json()["code"] == 422
    r = requests.put(f"{live_server.url}/v1/sticks/cast", json={}, timeout=10)
    assert r.status_code == 405 and "POST" in r.headers["Allow"]


def test_many_requests_share_the_workers(live_server: Any) -> None:
    with requests.Session() as s:
        statuses = {s.get(f"{live_server.url}/v1/sticks/distribution?sticks={n % 20 + 1}", timeout=10).status_code
                    for n in range(100)}
    assert statuses == {200}
