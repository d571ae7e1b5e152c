"""POST /v1/batch: items answered in order, each as if sent alone, per-item errors, bounded work."""

from __future__ import annotations

from typing import Any

import pytest

from adjudicator.web import create_app
from adjudicator.web.endpoints.batch import MAX_ITEMS
from adjudicator.web.settings import Settings


def _text(client: Any) -> str:
    return str(client.get("/v1/cetkaik/positions/initial").get_json()["position_text"])


def _batch(client: Any, *items: dict[str, Any]) -> list[dict[str, Any]]:
    answer = client.post("/v1/batch", json={"requests": list(items)})
    assert answer.status_code == 200, answer.get_json()
    responses: list[dict[str, Any]] = answer.get_json()["responses"]
    assert len(responses) == len(items)
    return responses


def test_items_are_answered_in_order_as_if_sent_alone(client: Any) -> None:
    text = _text(client)
    items = [
        {"operation": "list_cetkaik_moves", "body": {"position_text": text, "src": "LAU"}},
        {"operation": "get_stick_distribution", "body": {"sticks": 3}},
        {"operation": "cast_sticks", "body": {"count": 4, "seed": 9}},
        {"operation": "list_cetkaik_moves", "body": {"position_text": text, "view": "notations"}},
        {"operation": "get_initial_cetkaik_position"},
    ]
    responses = _batch(client, *items)
    alone = [
        client.post("/v1/cetkaik/moves", json=items[0]["body"]),
        client.get("/v1/sticks/distribution?sticks=3"),
        client.post("/v1/sticks/cast", json=items[2]["body"]),
        client.post("/v1/cetkaik/moves", json=items[3]["body"]),
        client.get("/v1/cetkaik/positions/initial"),
    ]
    assert [r["operation"] for r in responses] == [i["operation"] for i in items]
    assert [r["status"] for r in responses] == [200] * 5
    assert [r["body"] for r in responses] == [a.get_json() for a in alone]


def test_items_go_through_the_operation_s_cache(client: Any) -> None:
    text = _text(client)
    _batch(client, {"operation": "list_cetkaik_moves", "body": {"position_text": text, "src": "ZO"}})
    assert client.post("/v1/cetkaik/moves", json={"position_text": text, "src": "ZO"}).headers["X-Cache"] == "hit"


def test_each_item_has_its_own_error(client: Any) -> None:
    text = _text(client)
    responses = _batch(
        client,
        {"operation": "list_cetkaik_moves", "body": {"position_text": text, "src": "QQ"}},
        {"operation": "no_such_operation", "body": {}},
        {"operation": "list_cetkaik_moves", "body": {"position_text": text}},
        {"operation": "get_stick_distribution", "body": {"sticks": 0}},
        {"operation": "cast_sticks", "body": {"count": 1, "surprise": True}},
        {"operation": "list_cetkaik_moves", "body": {}},
    )
    assert [r["status"] for r in responses] == [422, 404, 200, 422, 422, 422]
    src = responses[0]["body"]
    alone = client.post("/v1/cetkaik/moves", json={"position_text": text, "src": "QQ"}).get_json()
    assert src == alone  # the same error body as the operation alone
    assert responses[1]["body"]["code"] == 404 and "no_such_operation" in responses[1]["body"]["message"]
    assert responses[2]["body"]["count"] == 249
    assert list(responses[3]["body"]["errors"]["query"]) == ["sticks"]
    assert "surprise" in responses[4]["body"]["errors"]["json"]
    assert responses[5]["body"]["code"] == 422 and responses[5]["body"]["message"]


@pytest.mark.parametrize("requests", [[], [{"operation": "get_stick_distribution"}] * (MAX_ITEMS + 1)])
def test_the_number_of_items_is_bounded(client: Any, requests: list[dict[str, Any]]) -> None:
    answer = client.post("/v1/batch", json={"requests": requests})
    assert answer.status_code == 422 and "requests" in answer.get_json()["errors"]["json"]


def test_a_full_batch_is_answered(client: Any) -> None:
    responses = _batch(client, *[{"operation": "get_stick_distribution", "body": {"sticks": 1 + i % 20}}
                                 for i in range(MAX_ITEMS)])
    assert [r["body"]["sticks"] for r in responses] == [1 + i % 20 for i in range(MAX_ITEMS)]


@pytest.mark.parametrize("body", [{"requests": [{"body": {}}]}, {"requests": [{"operation": 3}]},
                                  {"requests": [{"operation": "cast_sticks", "body": []}]}, {"requests": {}}, {}])
def test_malformed_batches_are_422(client: Any, body: Any) -> None:
    answer = client.post("/v1/batch", json=body)
    assert answer.status_code == 422 and answer.get_json()["message"]


def test_items_past_the_time_budget_are_not_computed() -> None:
    client = create_app(Settings(), ADJ_BATCH_SECONDS=0).test_client()
    responses = _batch(client, *[{"operation": "get_stick_distribution", "body": {"sticks": s}} for s in (2, 3, 4)])
    assert [r["status"] for r in responses] == [200, 503, 503]
    assert "time budget" in responses[1]["body"]["message"]
    # not computed means not cached either
    assert client.get("/v1/sticks/distribution?sticks=3").headers["X-Cache"] == "miss"


def test_a_batch_is_not_itself_cached_or_batchable(client: Any) -> None:
    body = {"requests": [{"operation": "get_stick_distribution"}]}
    first, second = client.post("/v1/batch", json=body), client.post("/v1/batch", json=body)
    assert first.get_json() == second.get_json()
    assert "ETag" not in second.headers
    nested = _batch(client, {"operation": "run_batch", "body": body})
    assert nested[0]["status"] == 404


def test_a_batch_is_charged_its_items_and_refused_whole_when_over_the_limits(client: Any) -> None:
    """100 casts of 10,000 sticks (5.6 kB asked, 51 MB answered) are refused before any is cast."""
    casts = [{"operation": "cast_sticks", "body": {"count": 10_000, "seed": n}} for n in range(100)]
    r = client.post("/v1/batch", json={"requests": casts})
    assert r.status_code == 422 and list(r.get_json()["errors"]["json"]) == ["requests"]
    assert "bytes" in r.get_json()["message"]
    assert client.post("/v1/sticks/cast", json={"count": 10_000, "seed": 0}).headers["X-Cache"] == "miss"
    few = _batch(client, *casts[:3])
    assert [item["status"] for item in few] == [200, 200, 200]
    assert len(few[0]["body"]["casts"]) == 10_000


def test_legal_move_lists_are_admitted_by_the_size_of_their_form(client: Any) -> None:
    """A legal-move list is declared at up to 384 KiB in the full form, 96 KiB compact: 100 compact lists are one
    batch, while 100 full ones (up to 38 MiB) are refused whole, naming requests, and 40 of them are answered."""
    item = {"operation": "list_cetkaik_moves", "body": {"position_text": _text(client)}}
    compact = {**item, "body": {**item["body"], "form": "compact"}}
    answered = _batch(client, *[compact] * 100)
    assert {a["status"] for a in answered} == {200} and answered[0]["body"]["count"] == 249
    refused = client.post("/v1/batch", json={"requests": [item] * 100})
    assert refused.status_code == 422 and list(refused.get_json()["errors"]["json"]) == ["requests"]
    assert {a["status"] for a in _batch(client, *[item] * 40)} == {200}


def test_expensive_operations_can_be_batched_and_are_admitted_by_the_batchs_charge(client: Any, app: Any) -> None:
    held = app.extensions["adjudicator.guard"].admit()  # another request holds the heavy slot
    assert held is not None
    try:
        heavy = client.post("/v1/batch", json={"requests": [{"operation": "get_stick_distribution"},
                                                            {"operation": "analyse_renkeki_open_play",
                                                             "body": {"players": 3}}]})
        assert heavy.status_code == 503 and "units of work" in heavy.get_json()["message"]
        cheap = _batch(client, {"operation": "get_stick_distribution"}, {"operation": "cast_sticks",
                                                                        "body": {"seed": 1}})
        assert [r["status"] for r in cheap] == [200, 200]
    finally:
        held()
    assert [r["status"] for r in _batch(client, {"operation": "analyse_netxiju_solo"})] == [200]
