"""The two cache layers: the exact request (answered before parsing) and the canonical request."""

from __future__ import annotations

from typing import Any

INITIAL_BODY = {"position_text": "o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/"
                "s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f", "src": "ZAI"}


def _keys(app: Any, kind: str) -> list[str]:
    return [k for k in app.extensions["adjudicator.cache"]._data if f":{kind}:" in k]


def test_a_repeated_request_is_answered_from_its_exact_key(app: Any, client: Any) -> None:
    first = client.post("/v1/cetkaik/moves", json=INITIAL_BODY)
    assert first.headers["X-Cache"] == "miss"
    assert len(_keys(app, "request")) == 1 and len(_keys(app, "list_cetkaik_moves")) == 1
    again = client.post("/v1/cetkaik/moves", json=INITIAL_BODY)
    assert again.headers["X-Cache"] == "hit"
    assert again.get_data() == first.get_data() and again.mimetype == "application/json"
    assert again.headers["X-Request-ID"]
    (pointer,) = (app.extensions["adjudicator.cache"].get(k) for k in _keys(app, "request"))
    assert pointer.endswith(_keys(app, "list_cetkaik_moves")[0].encode())  # a pointer, not a second copy


def test_an_equivalent_request_shares_the_canonical_answer(app: Any, client: Any) -> None:
    client.post("/v1/cetkaik/moves", json=INITIAL_BODY)
    reordered = {"src": "ZAI", "ruleset": "cerke_online_alpha", "position_text": INITIAL_BODY["position_text"]}
    r = client.post("/v1/cetkaik/moves", json=reordered)
    assert r.headers["X-Cache"] == "hit"
    assert len(_keys(app, "list_cetkaik_moves")) == 1  # one canonical answer, reached from two request keys


def test_random_answers_and_errors_are_never_stored(app: Any, client: Any) -> None:
    for _ in range(2):
        assert client.post("/v1/sticks/cast", json={"count": 2}).headers["X-Cache"] == "miss"
        assert client.post("/v1/sticks/cast", json={"count": -1}).status_code == 422
    assert _keys(app, "request") == []


def test_svg_keeps_its_content_type_when_repeated(client: Any) -> None:
    query = {"position_text": INITIAL_BODY["position_text"]}
    first = client.get("/v1/cetkaik/render", query_string=query)
    again = client.get("/v1/cetkaik/render", query_string=query)
    assert first.status_code == again.status_code == 200
    assert again.headers["X-Cache"] == "hit" and again.mimetype == "image/svg+xml"
    assert again.get_data() == first.get_data()
