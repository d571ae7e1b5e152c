"""CORS: off unless ADJ_CORS_ORIGINS is set; then preflights answered for the allowed origins only."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.cors import parse_origins
from adjudicator.web.settings import Settings

ALLOWED = "https://app.example"
OTHER = "https://elsewhere.example"


def _client(origins: str | None) -> Any:
    overrides = {} if origins is None else {"ADJ_CORS_ORIGINS": origins}
    return create_app(Settings(), **overrides).test_client()


def preflight(client: Any, origin: str, path: str = "/v1/cetkaik/moves", method: str = "POST") -> Any:
    return client.options(path, headers={
        "Origin": origin, "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": "content-type, x-request-id",
    })


def cors_headers(response: Any) -> dict[str, str]:
    return {k: v for k, v in response.headers.items() if k.lower().startswith("access-control-")}


def test_off_when_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ADJ_CORS_ORIGINS", raising=False)
    client = _client(None)
    assert cors_headers(preflight(client, ALLOWED)) == {}
    answer = client.get("/v1/sticks/distribution", headers={"Origin": ALLOWED})
    assert answer.status_code == 200 and cors_headers(answer) == {}


def test_preflight_from_an_allowed_origin_is_answered() -> None:
    client = _client(f"{ALLOWED}, http://localhost:5173")
    answer = preflight(client, ALLOWED)
    assert answer.status_code == 200
    headers = cors_headers(answer)
    assert headers["Access-Control-Allow-Origin"] == ALLOWED
    assert "POST" in headers["Access-Control-Allow-Methods"]
    assert {h.strip().lower() for h in headers["Access-Control-Allow-Headers"].split(",")} == {
        "content-type", "x-request-id"}
    assert int(headers["Access-Control-Max-Age"]) == 86400
    assert "Access-Control-Allow-Credentials" not in headers
    assert "Origin" in ", ".join(answer.headers.getlist("Vary"))  # one Vary field or several (RFC 9110 §5.3)
    assert preflight(client, "http://localhost:5173").headers["Access-Control-Allow-Origin"] == "http://localhost:5173"


def test_preflight_from_another_origin_is_refused() -> None:
    client = _client(ALLOWED)
    assert cors_headers(preflight(client, OTHER)) == {}
    assert cors_headers(preflight(client, ALLOWED + ":8443")) == {}  # a different port is another origin
    assert cors_headers(preflight(client, "http://app.example")) == {}  # and so is another scheme


def test_answers_to_an_allowed_origin_expose_the_headers_clients_read() -> None:
    client = _client(ALLOWED)
    answer = client.post("/v1/cetkaik/hands", json={"pieces": ["黒虎", "黒王"]}, headers={"Origin": ALLOWED})
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == ALLOWED
    exposed = {h.strip() for h in answer.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"X-Request-ID", "X-Cache", "ETag", "Retry-After"} <= exposed
    error = client.post("/v1/cetkaik/hands", json={"pieces": ["x"]}, headers={"Origin": ALLOWED})
    assert error.status_code == 422 and error.headers["Access-Control-Allow-Origin"] == ALLOWED  # errors readable
    assert "Access-Control-Allow-Origin" not in client.post(
        "/v1/cetkaik/hands", json={"pieces": ["黒虎"]}, headers={"Origin": OTHER}).headers


def test_a_cached_answer_carries_the_headers_too() -> None:
    client = _client(ALLOWED)
    for expected_cache in ("miss", "hit"):
        answer = client.get("/v1/sticks/distribution", headers={"Origin": ALLOWED})
        assert answer.headers["X-Cache"] == expected_cache
        assert answer.headers["Access-Control-Allow-Origin"] == ALLOWED


def test_only_the_api_and_its_document_are_shared() -> None:
    client = _client(ALLOWED)
    assert preflight(client, ALLOWED, "/openapi.json", "GET").headers["Access-Control-Allow-Origin"] == ALLOWED
    assert cors_headers(preflight(client, ALLOWED, "/livez", "GET")) == {}
    assert cors_headers(client.get("/explorer/", headers={"Origin": ALLOWED})) == {}


def test_any_origin() -> None:
    answer = preflight(_client("*"), OTHER)
    assert answer.headers["Access-Control-Allow-Origin"] == "*"


def test_the_environment_variable_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADJ_CORS_ORIGINS", ALLOWED)
    assert create_app(Settings()).extensions["adjudicator.cors_origins"] == [ALLOWED]


@pytest.mark.parametrize("raw", ["https://app.example/", "app.example", "https://app.example/path", "*, https://a.b",
                                 "ftp://app.example"])
def test_malformed_origins_are_refused_at_start(raw: str) -> None:
    with pytest.raises(ValueError, match="ADJ_CORS_ORIGINS"):
        parse_origins(raw)


def test_origin_lists() -> None:
    assert parse_origins(None) == [] == parse_origins("  ")
    assert parse_origins("https://a.example,http://localhost:5173 http://[::1]:8080") == [
        "https://a.example", "http://localhost:5173", "http://[::1]:8080"]


def test_the_allowed_origin_is_compared_exactly_and_only_sent_to_a_request_naming_it() -> None:
    """A browser compares Access-Control-Allow-Origin with its origin exactly; a CDN may store whichever answer came."""
    client = _client(ALLOWED)
    assert cors_headers(client.get("/v1/sticks/distribution")) == {}, "no Origin, no CORS header"
    assert cors_headers(client.get("/v1/sticks/distribution", headers={"Origin": "https://APP.example"})) == {}
    assert cors_headers(preflight(client, "https://APP.example")) == {}
    allowed = client.get("/v1/sticks/distribution", headers={"Origin": ALLOWED})
    assert cors_headers(allowed)["Access-Control-Allow-Origin"] == ALLOWED


@pytest.mark.parametrize("origin", [None, ALLOWED, OTHER])
def test_every_answer_cors_can_change_varies_on_origin(origin: str | None) -> None:
    client = _client(f"{ALLOWED}, http://localhost:5173")
    headers = {} if origin is None else {"Origin": origin}
    for answer in (client.get("/v1/sticks/distribution", headers=headers),
                   client.get("/openapi.json", headers=headers),
                   client.post("/v1/cetkaik/hands", json={"pieces": ["赤兵"]}, headers=headers)):
        assert answer.status_code == 200
        vary = {v.strip().lower() for field in answer.headers.getlist("Vary") for v in field.split(",")}
        assert "origin" in vary, (origin, answer.request.path if hasattr(answer, "request") else None)


def test_any_origin_is_answered_with_the_wildcard_whatever_the_request() -> None:
    client = _client("*")
    for headers in ({}, {"Origin": OTHER}):
        answer = client.get("/v1/sticks/distribution", headers=headers)
        assert cors_headers(answer)["Access-Control-Allow-Origin"] == "*"
