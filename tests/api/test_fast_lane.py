"""The fast lane answers exactly as Flask does: the same requests sent to the service with the lane on and with it off
(``ADJ_FAST_LANE=0``), in each configuration the lane reads, get the same status, headers and body."""

from __future__ import annotations

import gzip
import time
from collections.abc import Callable
from typing import Any

import brotli  # type: ignore[import-untyped]
import pytest
import redis
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from prometheus_client import REGISTRY as METRICS

from adjudicator.web import create_app
from adjudicator.web.fastlane import FastLane
from adjudicator.web.observability import DISPATCH, ENDPOINT
from adjudicator.web.settings import Settings

INITIAL = ("o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/p+P+p+P+v+P+p+P+p+/"
           "s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f")
ORIGIN = "https://app.example"

#: (path, JSON body or raw bytes, extra headers): what each configuration is asked, twice over (the second time,
#: answers found by the request's own key and in the answer cache).
REQUESTS: list[tuple[str, Any, dict[str, str]]] = [
    ("/v1/cetkaik/moves", {"position_text": INITIAL}, {}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL, "form": "compact"}, {"Accept-Encoding": "gzip"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL, "view": "notations"}, {"Accept-Encoding": "br"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL, "src": "LAU"}, {"Accept-Encoding": "gzip, br;q=0.5"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL}, {"Accept-Encoding": "br, gzip;q=0.5"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL}, {"Accept-Encoding": "gzip;q=0, br;q=0"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL}, {"Accept-Encoding": "*"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL, "ruleset": "old_cetkaik"}, {"X-Request-ID": "given-id-1"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL, "src": "ZZ"}, {}),  # a 422 naming src
    ("/v1/cetkaik/moves", {"position_text": INITIAL, "srcc": "LAU"}, {}),  # an unknown field
    ("/v1/cetkaik/moves", {"position_text": INITIAL, "form": "compact", "view": "notations"}, {}),  # a RulesError
    ("/v1/cetkaik/moves", b'{"position_text": ', {}),  # not JSON
    ("/v1/cetkaik/moves", b"[1, 99999999999999999999999]", {}),  # beyond 64 bits
    ("/v1/cetkaik/moves", {"position_text": INITIAL}, {"Content-Type": "text/plain"}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL}, {"Origin": ORIGIN}),
    ("/v1/cetkaik/moves", {"position_text": INITIAL}, {"Origin": "https://elsewhere.example"}),
    ("/v1/cetkaik/apply", {"position_text": INITIAL, "move": "LAU片LAI心LY", "casts": {"stepping": 4}}, {}),
    ("/v1/cetkaik/apply", {"position_text": INITIAL, "move": "LAU片LAU"}, {"Accept-Encoding": "gzip"}),  # illegal
    ("/v1/cetkaik/apply", {"position_text": INITIAL, "move": "KA片KE", "seed": 3}, {}),
]

CONFIGURATIONS: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "local cache": ({}, {}),
    "cache off": ({"cache_size": 0}, {}),
    "CORS for named origins": ({}, {"ADJ_CORS_ORIGINS": ORIGIN}),
    "CORS for every origin": ({}, {"ADJ_CORS_ORIGINS": "*"}),
    "rate limit": ({"rate_limit": "10000/minute"}, {}),
    "behind a proxy": ({"proxy_hops": 1}, {}),
}


def _app(fast: bool, settings: dict[str, Any], config: dict[str, Any], redis_url: str | None = None) -> Flask:
    return create_app(Settings(**{"redis_url": redis_url, "log_level": "WARNING", "deadline": 600.0, "fast_lane": fast,
                                  **settings}), document=False, **config)


def _send(client: Any, path: str, body: Any, headers: dict[str, str]) -> Any:
    headers = {"Content-Type": "application/json", **headers}
    data = body if isinstance(body, bytes) else None
    if data is None:
        import json

        data = json.dumps(body).encode()
    return client.post(path, data=data, headers=headers)


def _seen(response: Any) -> tuple[str, list[tuple[str, str]], bytes]:
    """What a client sees: the status, the headers (but the request id when the client gave none) and the body,
    decompressed (gzip's bytes carry no time here, but br and gzip are compared by what they hold)."""
    headers = sorted((k, v) for k, v in response.headers.items() if k != "X-Request-ID" or v.startswith("given"))
    body = response.get_data()
    coding = response.headers.get("Content-Encoding")
    if coding == "gzip":
        body = gzip.decompress(body)
    elif coding == "br":
        body = brotli.decompress(body)
    return response.status, headers, body


class Counted:
    """An app whose fast lane counts the requests it hands to Flask."""

    def __init__(self, app: Flask) -> None:
        self.client = app.test_client()
        self.handed = 0
        lane = app.extensions[DISPATCH]
        if isinstance(lane, FastLane):
            flask = lane.flask

            def handed(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
                assert ENDPOINT not in environ  # counted by the envelope as Flask's
                self.handed += 1
                return flask(environ, start_response)

            lane.flask = handed

    def laned(self, path: str, body: Any, headers: dict[str, str]) -> tuple[Any, bool]:
        """Send a request: its answer, and whether the lane answered it."""
        before = self.handed
        answer = _send(self.client, path, body, headers)
        return answer, self.handed == before


def _compare(settings: dict[str, Any], config: dict[str, Any], redis_urls: tuple[str, str] | None = None) -> int:
    """Send the requests to both apps (with a Redis database each, if given); how many the lane answered."""
    fast_url, slow_url = redis_urls or (None, None)
    fast = Counted(_app(True, settings, config, fast_url))
    slow = _app(False, settings, config, slow_url).test_client()
    laned = 0
    for _ in range(2):
        for path, body, extra in REQUESTS:
            got, answered_in_lane = fast.laned(path, body, extra)
            want = _send(slow, path, body, extra)
            assert _seen(got) == _seen(want), (path, body, extra)
            laned += answered_in_lane
    return laned


@pytest.mark.parametrize("name", list(CONFIGURATIONS))
def test_the_fast_lane_answers_as_flask_does(name: str) -> None:
    settings, config = CONFIGURATIONS[name]
    laned = _compare(settings, config)
    if name in ("rate limit", "CORS for every origin"):
        assert laned == 0  # the lane is closed: flask-limiter and flask-cors answer every request
    else:
        assert laned >= 8  # and the lane did answer the plain requests


def test_the_fast_lane_answers_as_flask_does_with_redis(redis_process: Any) -> None:
    if redis_process.proc is None:
        redis_process.start()
    base = redis_process.url.rsplit("/", 1)[0]
    for url in (f"{base}/14", f"{base}/15"):
        redis.Redis.from_url(url).flushdb()
    assert _compare({}, {}, (f"{base}/14", f"{base}/15")) >= 8


def test_a_request_that_waited_at_the_proxy_past_its_budget_is_flasks_503() -> None:
    stale = {"X-Request-Start": f"t={time.time() - 100:.3f}"}
    app = Counted(_app(True, {"proxy_hops": 1, "deadline": 30.0}, {}))
    answer, laned = app.laned("/v1/cetkaik/moves", {"position_text": INITIAL}, stale)
    assert answer.status_code == 503 and not laned
    now = {"X-Request-Start": f"t={time.time():.3f}"}
    fresh, laned = app.laned("/v1/cetkaik/moves", {"position_text": INITIAL}, now)
    assert fresh.status_code == 200 and laned


def test_a_request_stopped_at_its_deadline_in_the_lane_is_answered_503(monkeypatch: pytest.MonkeyPatch) -> None:
    from adjudicator.web import fastlane
    from adjudicator.web.deadlines import DeadlineExceeded

    def strike(seconds: float, run: Callable[[], Any]) -> Any:
        raise DeadlineExceeded

    monkeypatch.setattr(fastlane, "within", strike)
    answer, laned = Counted(_app(True, {}, {})).laned("/v1/cetkaik/moves", {"position_text": INITIAL}, {})
    assert answer.status_code == 503 and not laned and "ran past its time budget" in answer.get_json()["message"]
    assert answer.headers["Retry-After"] == "1"


def test_an_answer_of_the_lane_is_counted_under_its_operation() -> None:
    app = _app(True, {"cache_size": 0}, {})
    assert isinstance(app.extensions[DISPATCH], FastLane)
    labels = {"operation": "cetkaik.list_cetkaik_moves", "method": "POST", "status": "200"}

    def counted() -> tuple[float, float]:
        requests = METRICS.get_sample_value("adjudicator_requests_total", labels) or 0.0
        computed = METRICS.get_sample_value("adjudicator_computations_total",
                                            {"operation": "cetkaik.list_cetkaik_moves"}) or 0.0
        return requests, computed

    before = counted()
    answer, laned = Counted(app).laned("/v1/cetkaik/moves", {"position_text": INITIAL, "src": "KA"}, {})
    assert answer.status_code == 200 and laned
    assert counted() == (before[0] + 1, before[1] + 1)


def test_the_lane_can_be_turned_off() -> None:
    app = _app(False, {}, {})
    assert not isinstance(app.extensions[DISPATCH], FastLane)
    assert Settings().fast_lane and not Settings(fast_lane=False).fast_lane


# --- any request: the same answer either way ----------------------------------------------------------------------

_VALUES: st.SearchStrategy[Any] = st.sampled_from([
    INITIAL, INITIAL.replace("IA", "A", 1), INITIAL.replace("+", " "), "not a position", "", None, 3, -1, 2**70, 1.5,
    True, [], {}, "LAU", "ZZ", "KA", "full", "compact", "notations", "cerke_online_alpha", "old_cetkaik",
    {"preset": "cerke_online_alpha", "seasons": 2}, {"stepping": 4}, "LAU片LAI心LY", "KA片KE", "pass",
])
_KEYS = st.sampled_from(["position_text", "position", "ruleset", "src", "view", "form", "move", "casts", "seed",
                         "srcc", "rules"])
_HEADERS = st.fixed_dictionaries({}, optional={
    "Accept-Encoding": st.sampled_from(["gzip", "br", "gzip;q=0", "*", "identity", "br;q=1, gzip;q=0.9", "x;q=bad"]),
    "Origin": st.just(ORIGIN),
    "Content-Type": st.sampled_from(["application/json", "application/json; charset=utf-8", "text/plain",
                                     "application/problem+json"]),
    "X-Request-ID": st.sampled_from(["given-1", "not valid!"]),
})


@pytest.fixture(scope="module")
def pair() -> tuple[Counted, Any]:
    """Two apps with a local cache each, CORS for one origin: one with the lane, one without."""
    config = {"ADJ_CORS_ORIGINS": ORIGIN}
    return Counted(_app(True, {}, config)), _app(False, {}, config).test_client()


#: A request each operation answers 200, which the strategy below changes a little (or not at all).
_VALID: dict[str, dict[str, Any]] = {"/v1/cetkaik/moves": {"position_text": INITIAL},
          "/v1/cetkaik/apply": {"position_text": INITIAL, "move": "LAU片LAI心LY", "casts": {"stepping": 4}}}


@st.composite
def _requests(draw: st.DrawFn) -> tuple[str, Any]:
    path = draw(st.sampled_from(sorted(_VALID)))
    if draw(st.integers(0, 9)) == 0:  # a body that is not an object, or not JSON at all
        return path, draw(st.sampled_from([b"", b"{", b"[]", b"null", b'{"position_text": "\\ud800"}']))
    body = dict(_VALID[path])
    for key in draw(st.lists(st.sampled_from(sorted(body)), max_size=1)):
        del body[key]
    body.update(draw(st.dictionaries(_KEYS, _VALUES, max_size=2)))
    return path, body


@settings(max_examples=100, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(request=_requests(), headers=_HEADERS)
def test_any_request_gets_the_same_answer_with_the_lane_and_without(pair: tuple[Counted, Any],
                                                                     request: tuple[str, Any],
                                                                     headers: dict[str, str]) -> None:
    fast, slow = pair
    path, body = request
    got, _ = fast.laned(path, body, headers)
    assert _seen(got) == _seen(_send(slow, path, body, headers))
