"""Health, metrics and the offline API documentation."""

from __future__ import annotations

import re
from typing import Any


def test_livez(client: Any) -> None:
    assert client.get("/livez").get_json() == {"status": "ok"}


def test_readyz_reports_the_local_cache(client: Any) -> None:
    body = client.get("/readyz").get_json()
    assert body["status"] == "ready"
    assert body["cache"]["backend"] == "local" and body["cache"]["ok"] is True


def test_metrics_count_requests_and_cache_results(client: Any) -> None:
    client.get("/v1/sticks/distribution?sticks=3")
    client.get("/v1/sticks/distribution?sticks=3")
    r = client.get("/metrics")
    assert r.status_code == 200 and r.headers["Content-Type"].startswith("text/plain")
    text = r.get_data(as_text=True)
    assert re.search(r'adjudicator_cache_total\{operation="sticks.get_stick_distribution",result="hit"\} [1-9]', text)
    assert 'adjudicator_request_seconds_bucket{le="0.001",operation="sticks.get_stick_distribution"}' in text


def test_docs_are_served_without_any_external_asset(client: Any) -> None:
    page = client.get("/docs/")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "/openapi.json" in html
    assert not re.search(r"(src|href)=\"https?://", html)
    for asset in re.findall(r"(?:src|href)=\"(/docs/[^\"]+)\"", html):
        assert client.get(asset).status_code == 200, asset
    assert client.get("/openapi.json").get_json()["openapi"] == "3.1.0"


def test_root_leads_to_the_explorer(client: Any) -> None:
    r = client.get("/")
    assert r.status_code == 302 and r.headers["Location"].endswith("/explorer/")


def test_readyz_names_the_build_of_the_rules_library(client: Any) -> None:
    from adjudicator import native

    assert client.get("/readyz").get_json()["build"] == native.BUILD in ("compiled", "pure")
