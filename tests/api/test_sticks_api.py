"""The sticks endpoints through HTTP (Flask's test client)."""

from __future__ import annotations

import io
import json
import logging
from typing import Any


def test_distribution_of_five_sticks(client: Any) -> None:
    r = client.get("/v1/sticks/distribution")
    assert r.status_code == 200
    body = r.get_json()
    assert body["sticks"] == 5
    assert [o["ways"] for o in body["outcomes"]] == [1, 5, 10, 10, 5, 1]
    assert {o["out_of"] for o in body["outcomes"]} == {32}
    assert [o["probability"]["fraction"] for o in body["outcomes"]] == ["1/32", "5/32", "5/16", "5/16", "5/32", "1/32"]
    assert [o["probability"]["float"] for o in body["outcomes"]] == [n / 32 for n in (1, 5, 10, 10, 5, 1)]
    assert [o["at_least"]["fraction"] for o in body["outcomes"]] == ["1/1", "31/32", "13/16", "1/2", "3/16", "1/32"]


def test_distribution_is_cached(client: Any) -> None:
    assert client.get("/v1/sticks/distribution?sticks=7").headers["X-Cache"] == "miss"
    again = client.get("/v1/sticks/distribution?sticks=7")
    assert again.headers["X-Cache"] == "hit"
    assert len(again.get_json()["outcomes"]) == 8


def test_out_of_range_sticks_is_a_422_naming_the_parameter(client: Any) -> None:
    r = client.get("/v1/sticks/distribution?sticks=21")
    assert r.status_code == 422
    assert "sticks" in r.get_json()["message"]
    assert r.get_json()["errors"]["query"]["sticks"]


def test_wrong_method_keeps_allow_header(client: Any) -> None:
    r = client.delete("/v1/sticks/distribution")
    assert r.status_code == 405
    assert set(r.headers["Allow"].replace(" ", "").split(",")) >= {"GET"}
    assert r.get_json()["code"] == 405


def test_seeded_casts_are_reproducible_and_cached(client: Any) -> None:
    first = client.post("/v1/sticks/cast", json={"sticks": 5, "count": 20, "seed": 42})
    second = client.post("/v1/sticks/cast", json={"sticks": 5, "count": 20, "seed": 42})
    assert first.status_code == second.status_code == 200
    assert first.get_json() == second.get_json()
    assert (first.headers["X-Cache"], second.headers["X-Cache"]) == ("miss", "hit")
    body = first.get_json()
    assert len(body["casts"]) == 20 and body["totals"] == [c["total"] for c in body["casts"]]
    assert all(len(c["faces"]) == 5 and sum(c["faces"]) == c["total"] for c in body["casts"])


def test_unseeded_casts_are_never_cached(client: Any) -> None:
    for _ in range(2):
        r = client.post("/v1/sticks/cast", json={"count": 3})
        assert r.status_code == 200 and r.headers["X-Cache"] == "miss"
        assert r.get_json()["seed"] is None


def test_cast_count_is_bounded(client: Any) -> None:
    r = client.post("/v1/sticks/cast", json={"count": 10_001})
    assert r.status_code == 422
    assert "'count'" in r.get_json()["message"]


def test_unknown_field_is_named(client: Any) -> None:
    r = client.post("/v1/sticks/cast", json={"count": 1, "colour": "red"})
    assert r.status_code == 422
    assert "colour" in r.get_json()["message"]


def test_body_that_is_not_json_is_a_422_saying_where(client: Any) -> None:
    r = client.post("/v1/sticks/cast", data="{\"count\": 1,", content_type="application/json")
    assert r.status_code == 422
    assert "not valid JSON" in r.get_json()["message"] and "line 1" in r.get_json()["message"]


def test_oversized_body_is_a_413(client: Any) -> None:
    r = client.post("/v1/sticks/cast", data="[" + "1," * (1 << 20) + "1]", content_type="application/json")
    assert r.status_code == 413
    assert r.get_json()["code"] == 413


def test_request_id_is_echoed_or_made(client: Any) -> None:
    assert client.get("/livez", headers={"X-Request-ID": "abc-123"}).headers["X-Request-ID"] == "abc-123"
    made = client.get("/livez", headers={"X-Request-ID": "bad id with spaces"}).headers["X-Request-ID"]
    assert made and " " not in made


def test_every_answer_is_logged_with_its_request_id(client: Any) -> None:
    """The access log line of an answer, and every line written while it is computed, carry its request id."""
    (handler,) = [h for h in logging.getLogger("adjudicator").handlers if getattr(h, "_adjudicator", False)]
    access = logging.getLogger("adjudicator.access")
    stream, level = io.StringIO(), access.level
    previous = handler.setStream(stream)  # type: ignore[attr-defined]
    access.setLevel(logging.INFO)
    try:
        answer = client.post("/v1/sticks/cast", json={"seed": 1}, headers={"X-Request-ID": "log-me-1"})
        client.post("/v1/sticks/cast", json={"seed": 1, "sticks": "many"})
    finally:
        handler.setStream(previous)  # type: ignore[attr-defined]
        access.setLevel(level)
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert answer.status_code == 200 and answer.headers["X-Request-ID"] == "log-me-1"
    first, second = (line for line in lines if line["logger"] == "adjudicator.access")
    assert first["request_id"] == "log-me-1" and first["path"] == "/v1/sticks/cast" and first["status"] == 200
    assert first["cache"] in ("hit", "miss") and first["duration_ms"] >= 0
    assert second["status"] == 422 and second["request_id"] not in ("", "log-me-1")

