"""The hand-written SDK facade (``adjudicator_sdk``): answers as data, typed exceptions, bounded retries.

Most tests run against the session's live gunicorn; the retry tests put a transport in front of the real one
that fails the first attempts (as a dropped connection or an overloaded server would) and record the waits
instead of sleeping.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from adjudicator_sdk import (
    NO_RETRY,
    Adjudicator,
    AdjudicatorError,
    InvalidInput,
    NotFound,
    RateLimited,
    RetryPolicy,
    ServiceUnavailable,
    Unreachable,
)
from adjudicator_sdk.errors import error_for

from ..conftest import LiveServer, free_port

RECORD = (Path(__file__).resolve().parents[1] / "data" / "kiaak_2022-09-08.txt").read_text(encoding="utf-8")

pytestmark = pytest.mark.integration


@pytest.fixture
def adj(live_server: Any) -> Iterator[Adjudicator]:
    with Adjudicator(live_server.url) as client:
        yield client


def test_common_calls_answer_plain_data(adj: Adjudicator) -> None:
    initial = adj.cetkaik.initial_position()
    text = initial["position_text"]
    listed = adj.cetkaik.moves(text)
    assert listed["count"] == 249 == len(listed["moves"])
    assert adj.cetkaik.moves(initial["position"])["count"] == 249  # the JSON form works as well
    # it travels compact and is given back in full; either form can be asked for as the service sends it
    assert listed == adj.cetkaik.moves(text, form="full")
    assert "compact_moves" in adj.cetkaik.moves(text, form="compact") and "moves" in listed
    only = adj.cetkaik.moves(text, src="ZAI")
    assert only["count"] < 249 and {m["notation"].split("片")[0] for m in only["moves"]} == {"ZAI"}
    applied = adj.cetkaik.apply(text, "ZAI片ZO心ZU")
    assert applied["legal"] is True and applied["total_probability"]["fraction"] == "1/1"
    assert adj.cetkaik.hands(["黒虎", "黒王"])["score"] == 10
    replay = adj.cetkaik.replay(RECORD)
    assert replay["valid"] is True and replay["plies"] == 10
    assert adj.cetkaik.render(text).startswith("<svg")
    assert adj.sticks.distribution()["outcomes"][2]["probability"]["fraction"] == "5/16"
    assert adj.sticks.cast(3, seed=42) == adj.sticks.cast(3, seed=42)
    split = adj.lauzait_cep.departments(["W1", "W2", "W3", "W3", "W3", "J", "G3", "G4", "G5"])
    assert split["complete"] is True and split["decompositions"]


def test_call_reaches_any_operation_by_its_operation_id(adj: Adjudicator) -> None:
    operations = adj.operations()
    assert len(operations) >= 97
    assert operations["list_cetkaik_moves"] == ("POST", "/v1/cetkaik/moves")
    deck = adj.call("get_paper_cetkaik_deck")  # a GET operation the facade has no method for
    assert deck["total"] == 48
    assert adj.call("get_stick_distribution", sticks=3)["sticks"] == 3  # GET: keyword arguments are the query
    moves = adj.call("list_cetkaik_moves", {"position_text": adj.cetkaik.initial_position()["position_text"]})
    assert moves["count"] == 249
    with pytest.raises(NotFound) as caught:
        adj.call("no_such_operation", {})
    assert caught.value.operation == "no_such_operation"


def test_batch_answers_each_item_in_order(adj: Adjudicator) -> None:
    text = adj.cetkaik.initial_position()["position_text"]
    results = adj.batch([
        ("list_cetkaik_moves", {"position_text": text, "src": "LAU"}),
        ("list_cetkaik_moves", {"position_text": text, "src": "QQ"}),
        ("get_stick_distribution", {"sticks": 2}),
        ("no_such_operation", {}),
    ])
    assert [r.operation for r in results] == ["list_cetkaik_moves", "list_cetkaik_moves", "get_stick_distribution",
                                              "no_such_operation"]
    assert [r.ok for r in results] == [True, False, True, False]
    assert results[0].value == adj.cetkaik.moves(text, src="LAU")
    assert results[0].error is None and results[2].value["sticks"] == 2
    assert isinstance(results[1].error, InvalidInput) and results[1].error.field == "src"
    with pytest.raises(InvalidInput):
        results[1].value  # noqa: B018
    assert isinstance(results[3].error, NotFound)
    with pytest.raises(InvalidInput):  # the batch itself is bounded
        adj.batch([("get_stick_distribution", {})] * 101)


def test_invalid_input_raises_with_the_message_and_the_field(adj: Adjudicator) -> None:
    with pytest.raises(InvalidInput) as caught:
        adj.cetkaik.hands(["赤王", "x"])
    error = caught.value
    assert error.status == 422 and error.field == "pieces[1]" and error.location == "json"
    assert "pieces[1]" in error.message and error.operation == "score_cetkaik_hands"
    assert error.request_id and len(error.request_id) >= 16
    assert isinstance(error, AdjudicatorError)
    with pytest.raises(InvalidInput) as caught:
        adj.cetkaik.moves("not a position")
    assert caught.value.field is not None and caught.value.field.startswith("position_text")
    with pytest.raises(InvalidInput) as caught:
        adj.call("list_cetkaik_moves", {"no_such_field": 1})
    assert caught.value.field == "no_such_field"
    assert "score_cetkaik_hands" in str(InvalidInput("m", status=422, operation="score_cetkaik_hands"))


def test_an_illegal_play_is_an_answer_not_an_exception(adj: Adjudicator) -> None:
    text = adj.cetkaik.initial_position()["position_text"]
    applied = adj.cetkaik.apply(text, "ZAI片ZAU")  # a piece that cannot move there
    assert applied["legal"] is False and applied["reason"]


def test_unknown_path_raises_not_found(adj: Adjudicator) -> None:
    with pytest.raises(NotFound) as caught:
        adj.request("GET", "/v1/no-such-game/anything")
    assert caught.value.status == 404


def test_rate_limited_carries_retry_after() -> None:
    server = LiveServer({"REDIS_URL": "", "ADJ_RATE_LIMIT": "2/minute"})
    server.env["WEB_CONCURRENCY"] = "1"  # one worker: the in-process limit is counted in one place
    server.start()
    try:
        with Adjudicator(server.url, retry=NO_RETRY) as adj:
            adj.sticks.distribution()
            adj.sticks.distribution()
            with pytest.raises(RateLimited) as caught:
                adj.sticks.distribution()
    finally:
        server.stop()
    assert caught.value.status == 429
    assert caught.value.retry_after is not None and 0 < caught.value.retry_after <= 60


class FailingFirst(httpx.BaseTransport):
    """A transport in front of the real one: the first ``failures`` attempts fail as ``failure`` says."""

    def __init__(self, inner: httpx.BaseTransport, failures: int, failure: str, retry_after: str = "") -> None:
        self.inner = inner
        self.failures = failures
        self.failure = failure
        self.retry_after = retry_after
        self.attempts = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.attempts += 1
        if self.attempts <= self.failures:
            if self.failure == "refused":
                raise httpx.ConnectError("connection refused", request=request)
            if self.failure == "dropped":
                raise httpx.RemoteProtocolError("server disconnected without sending a response", request=request)
            headers = {"Content-Type": "application/json"}
            if self.retry_after:
                headers["Retry-After"] = self.retry_after
            return httpx.Response(503, headers=headers, request=request,
                                  json={"code": 503, "status": "Service Unavailable", "message": "overloaded"})
        return self.inner.handle_request(request)


@pytest.mark.parametrize("failure", ["refused", "dropped", "503"])
def test_retries_with_backoff_then_answers(live_server: Any, failure: str) -> None:
    transport = FailingFirst(httpx.HTTPTransport(), failures=2, failure=failure)
    waits: list[float] = []
    policy = RetryPolicy(attempts=3, backoff=0.5, factor=2.0, max_delay=10.0)
    with Adjudicator(live_server.url, transport=transport, retry=policy, sleep=waits.append) as adj:
        assert adj.cetkaik.hands(["黒虎", "黒王"])["score"] == 10
    assert transport.attempts == 3
    assert waits == [0.5, 1.0]


def test_retry_after_is_honoured_and_bounded(live_server: Any) -> None:
    transport = FailingFirst(httpx.HTTPTransport(), failures=2, failure="503", retry_after="3")
    waits: list[float] = []
    policy = RetryPolicy(attempts=3, backoff=0.1, max_delay=2.0)
    with Adjudicator(live_server.url, transport=transport, retry=policy, sleep=waits.append) as adj:
        assert adj.sticks.distribution()["sticks"] == 5
    assert waits == [2.0, 2.0]  # the server asked for 3 s; the policy caps a wait at 2 s


def test_a_persistent_503_raises_service_unavailable(live_server: Any) -> None:
    transport = FailingFirst(httpx.HTTPTransport(), failures=10, failure="503", retry_after="1")
    waits: list[float] = []
    adj = Adjudicator(live_server.url, transport=transport, retry=RetryPolicy(attempts=4), sleep=waits.append)
    with adj, pytest.raises(ServiceUnavailable) as caught:
        adj.sticks.distribution()
    assert transport.attempts == 4 and len(waits) == 3
    assert caught.value.status == 503 and caught.value.retry_after == 1.0 and caught.value.message == "overloaded"


def test_no_server_raises_unreachable_after_the_attempts() -> None:
    port = free_port()  # nobody listens there
    waits: list[float] = []
    adj = Adjudicator(f"http://127.0.0.1:{port}", retry=RetryPolicy(attempts=3, backoff=0.25), sleep=waits.append)
    with adj, pytest.raises(Unreachable) as caught:
        adj.sticks.distribution()
    assert isinstance(caught.value, ServiceUnavailable) and caught.value.status is None
    assert "3 attempt(s)" in caught.value.message
    assert waits == [0.25, 0.5]


def test_a_422_is_never_retried(live_server: Any) -> None:
    transport = FailingFirst(httpx.HTTPTransport(), failures=0, failure="503")
    waits: list[float] = []
    with Adjudicator(live_server.url, transport=transport, sleep=waits.append) as adj, pytest.raises(InvalidInput):
        adj.cetkaik.hands(["x"])
    assert transport.attempts == 1 and waits == []


def test_error_mapping_covers_every_status() -> None:
    assert type(error_for(400, {"message": "bad"})).__name__ == "InvalidInput"
    assert type(error_for(413, {"message": "big"})).__name__ == "PayloadTooLarge"
    assert type(error_for(405, {"message": "no"})).__name__ == "ServerError"
    assert type(error_for(500, "<html>oops</html>")).__name__ == "ServerError"
    nested = error_for(422, {"message": "m", "errors": {"json": {"plays": {"3": {"move": ["bad"]}}}}})
    assert nested.field == "plays.3.move" and nested.location == "json"
    flat = error_for(422, {"message": "m", "errors": {"json": {"rounds[0].A": ["bad"]}}})  # the service's form
    assert flat.field == "rounds[0].A" and flat.location == "json"
    assert error_for(429, {}, retry_after="Wed, 21 Oct 2015 07:28:00 GMT").retry_after is None  # type: ignore[attr-defined]


def test_policy_is_validated() -> None:
    with pytest.raises(ValueError):
        RetryPolicy(attempts=0)
    assert RetryPolicy(backoff=1, factor=3, max_delay=100).delay(3) == 9


def test_an_answer_cut_off_after_its_head_is_asked_again() -> None:
    """A replica killed between an answer's head and its body: the client sees the connection break mid-answer."""
    body = b'{"sticks": 5}'
    answers = [
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n",  # the head, then nothing
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: 13\r\n\r\n" + body,
    ]
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]

    def serve() -> None:
        for answer in answers:
            connection, _ = listener.accept()
            with connection:
                connection.recv(65536)
                connection.sendall(answer)

    server = threading.Thread(target=serve, daemon=True)
    server.start()
    waits: list[float] = []
    with listener, Adjudicator(f"http://127.0.0.1:{port}", sleep=waits.append) as adj:
        assert adj.sticks.distribution() == {"sticks": 5}
    server.join(timeout=10)
    assert not server.is_alive() and len(waits) == 1


def test_the_client_reads_every_kind_of_move_notation() -> None:
    from adjudicator.games.cetkaik import moves as cmoves
    from adjudicator_sdk.compact import move_object

    examples = ["LAI片CAI", "LAI片CAI水", "LAU片LAILY", "KO片NOTOTI", "LAI片LAU心CAU", "黒兵CA", "赤王KIA",
                "ZO皇[TO]NO", "ZO皇TU[NI]LE", "ZO皇[TO]TUNI", "ZAU", "pass"]
    for notation in examples:
        assert move_object(notation) == cmoves.to_json(cmoves.parse_notation(notation)), notation
    with pytest.raises(ValueError, match="not a move"):
        move_object("LAI-CAI")
