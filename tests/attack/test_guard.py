"""Deadlines, admission control, security headers, metric labels and the client's address, in-process."""

from __future__ import annotations

import base64
import contextlib
import gc
import hashlib
import re
import threading
import time
from typing import Any

import pytest

from adjudicator.games.paper_cetkaik import taxot
from adjudicator.web import create_app
from adjudicator.web.deadlines import DeadlineExceeded, current_task, deadline, shielded, undo_at_end, within
from adjudicator.web.guard import HostSlots
from adjudicator.web.settings import Settings

pytestmark = pytest.mark.serial  # deadlines are time: run alone, not beside other tests' work

#: Longer than any bound of these tests: a loop that is never interrupted fails instead of hanging.
GIVE_UP = 20.0


def _spin(seconds: float) -> int:
    """Busy pure-Python work for ``seconds`` (the kind of loop the rules library runs)."""
    end, n = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        n += 1
    return n


def test_a_deadline_stops_a_pure_python_loop() -> None:
    started = time.monotonic()
    with pytest.raises(DeadlineExceeded), deadline(0.2):
        _spin(GIVE_UP)
    assert time.monotonic() - started < GIVE_UP / 2


def test_a_block_that_finishes_in_time_leaves_nothing_behind() -> None:
    with deadline(0.05):
        pass
    assert _spin(0.3) > 0  # past the old deadline: nothing is raised later


def test_a_shielded_section_is_finished_before_the_deadline_strikes() -> None:
    finished = []
    with pytest.raises(DeadlineExceeded), deadline(0.1):
        with shielded():
            _spin(0.4)
            finished.append(True)
        _spin(GIVE_UP)
    assert finished == [True]


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_deadline_dropped_inside_a_gc_callback_strikes_again() -> None:
    # Python prints and drops an exception raised in a garbage-collector callback: a deadline that lands there must
    # not leave the block running past its budget.
    def slow_callback(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            _spin(0.3)

    started = time.monotonic()
    gc.callbacks.append(slow_callback)
    try:
        with pytest.raises(DeadlineExceeded), deadline(0.1):
            gc.collect()  # the deadline passes (and is dropped) inside the callback
            _spin(GIVE_UP)
    finally:
        gc.callbacks.remove(slow_callback)
    assert time.monotonic() - started < GIVE_UP / 2
    assert _spin(0.3) > 0  # and nothing strikes once the block has ended


def test_budgets_that_end_as_their_deadline_strikes_leave_nothing_held() -> None:
    """Thousands of blocks in several threads, each ending about when its deadline strikes, so that strikes land
    in every part of the block's ending: none is left armed, none strikes after its block, the lock taken in a
    shielded section and every hand-over to the budget's end are given back, and a deadline still stops a loop
    afterwards (a strike landing while a thread held the watchdog's lock once left the watchdog and every later
    request of that worker waiting forever)."""
    lock = threading.Lock()
    counts = {"left_armed": 0, "struck_after": 0, "handed": 0, "undone": 0}

    def undone() -> None:
        counts["undone"] += 1

    def blocks(n: int) -> None:
        for _ in range(n):
            def block() -> None:
                with shielded(), lock:
                    counts["handed"] += undo_at_end(undone)
                _spin(0.0003)

            with contextlib.suppress(DeadlineExceeded):
                within(0.0003, block)
            counts["left_armed"] += getattr(current_task(), "armed", False)
            try:
                _spin(0.0002)
            except DeadlineExceeded:
                counts["struck_after"] += 1

    threads = [threading.Thread(target=blocks, args=(1500,)) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=GIVE_UP)
    assert not any(t.is_alive() for t in threads), counts
    assert counts["left_armed"] == counts["struck_after"] == 0, counts
    assert counts["handed"] == counts["undone"] > 0, counts
    assert lock.acquire(timeout=1), counts
    started = time.monotonic()
    with pytest.raises(DeadlineExceeded), deadline(0.1):
        _spin(GIVE_UP)
    assert time.monotonic() - started < 1.0


@pytest.fixture
def app() -> Any:
    return create_app(Settings(redis_url=None, log_level="WARNING", deadline=1.0))


# A strike may land in a gc callback of the test libraries: Python drops it (and says so) and the watchdog strikes
# again (test_a_deadline_dropped_inside_a_gc_callback_strikes_again); the warning is that first strike.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_an_operation_past_its_budget_is_answered_503_with_retry_after() -> None:
    # A budget far below the computation's time even when the library's memoised combos are warm from other tests
    # (cold, the answer takes seconds), and the memoised answer itself forgotten.
    taxot._win_probability.cache_clear()
    app = create_app(Settings(redis_url=None, log_level="WARNING", deadline=0.1))
    started = time.monotonic()
    response = app.test_client().get("/v1/paper-cetkaik/taxot/win-probability")
    elapsed = time.monotonic() - started
    assert response.status_code == 503, response.data[:300]
    assert int(response.headers["Retry-After"]) >= 1
    assert "time budget of 0.1 s" in response.get_json()["message"]
    assert elapsed < 0.1 + 1.0
    assert app.test_client().get("/livez").status_code == 200


#: A GET charged as heavy (200 units: every 6-card 終季 hand of the deck).
HEAVY_GET = "/v1/paper-cetkaik/taxot/win-probability?allow_pair_shapes=false"


def test_heavy_requests_beyond_the_slots_are_refused_fast_and_cheap_ones_served(app: Any) -> None:
    guard = app.extensions["adjudicator.guard"]
    release = guard.admit()  # another request holds the worker's heavy slot
    assert release is not None
    try:
        client = app.test_client()
        started = time.monotonic()
        refused = client.get(HEAVY_GET)
        assert refused.status_code == 503 and refused.headers["Retry-After"] == "1"
        assert "busy" in refused.get_json()["message"]
        assert time.monotonic() - started < 1.0
        assert client.head(HEAVY_GET).status_code == 503  # a HEAD computes the answer too
        assert client.get("/v1/sticks/distribution").status_code == 200  # cheap: served
        big = client.post("/v1/cetkaik/hands", json={"pieces": ["赤兵"] * 20_000})  # a large body is heavy
        assert big.status_code == 503
    finally:
        release()
    assert app.test_client().get(HEAVY_GET).status_code == 200


def test_what_is_heavy_is_decided_by_the_charge_and_before_reading_by_the_body_size(app: Any) -> None:
    guard = app.extensions["adjudicator.guard"]
    assert not guard.is_heavy("replay_kiaak", 9_000) and guard.is_heavy("score_cetkaik_hands", 70_000)
    cheap = guard.admit_charge(1)
    assert cheap is not None
    held = guard.admit()  # another request holds the worker's heavy slot
    assert held is not None
    try:
        assert guard.admit_charge(1_000) is None, "a heavy charge needs the heavy slot"
        medium = guard.admit_charge(50)  # a medium charge needs only a spare thread
        assert medium is not None
        medium()
    finally:
        held()


def test_a_long_replay_is_heavy_and_a_short_one_is_not(app: Any) -> None:
    """A replay was heavy by its body size: just under 8 KiB was cheap whatever it held. It is charged per ply."""
    cycle = "NAI兵NAU無撃裁\tTA将NE無撃裁\nNAU兵NAI無撃裁\tNE将TA無撃裁\n"
    held = app.extensions["adjudicator.guard"].admit()
    assert held is not None
    try:
        client = app.test_client()
        long = client.post("/v1/cetkaik/records/replay", json={"record": "{一位色:黒}\n" + cycle * 60})
        assert long.status_code == 503 and "units of work" in long.get_json()["message"]
        short = client.post("/v1/cetkaik/records/replay", json={"record": "{一位色:黒}\n" + cycle * 2})
        assert short.status_code == 200
    finally:
        held()


def test_every_medium_thread_taken_leaves_cheap_requests_and_probes_served(app: Any) -> None:
    guard = app.extensions["adjudicator.guard"]
    taken = [guard.admit_charge(50) for _ in range(app.extensions["adjudicator.settings"].medium_concurrency)]
    assert all(release is not None for release in taken)
    try:
        client = app.test_client()
        started = time.monotonic()
        refused = client.post("/v1/sticks/cast", json={"count": 10_000, "seed": 11})  # 41 units: medium
        assert refused.status_code == 503 and refused.headers["Retry-After"] == "1"
        assert time.monotonic() - started < 2.0
        assert client.post("/v1/sticks/cast", json={"count": 3, "seed": 11}).status_code == 200
        assert client.get("/livez").status_code == 200
        # a body too large to read before admission is heavy: it needs a spare thread too
        assert client.post("/v1/sticks/cast", data=LARGE_CHEAP_BODY, content_type="application/json").status_code == 503
    finally:
        for release in taken:
            if release is not None:
                release()
    assert client.post("/v1/sticks/cast", data=LARGE_CHEAP_BODY, content_type="application/json").status_code == 200


#: A cheap request (3 sticks cast) padded with whitespace past ADJ_HEAVY_BODY_BYTES (64 KiB).
LARGE_CHEAP_BODY = b'{"count": 3, "seed": 11' + b" " * (70 << 10) + b"}"


def test_host_slots_are_shared_by_processes_through_lock_files(tmp_path: Any) -> None:
    first, second = HostSlots(str(tmp_path), 1), HostSlots(str(tmp_path), 1)
    held = first.acquire()
    assert held is not None
    assert second.acquire() is None
    first.release(held)
    again = second.acquire()
    assert again is not None
    second.release(again)


def test_pages_and_answers_carry_security_headers(app: Any) -> None:
    client = app.test_client()
    docs = client.get("/docs/")
    html = docs.get_data()
    (script,) = re.findall(rb"<script>(.*?)</script>", html, re.S)
    digest = base64.b64encode(hashlib.sha256(script).digest()).decode()
    policy = docs.headers["Content-Security-Policy"]
    assert f"'sha256-{digest}'" in policy and "frame-ancestors 'none'" in policy
    assert "'unsafe-inline'" not in policy.split("script-src", 1)[1].split(";", 1)[0]
    explorer = client.get("/explorer/")
    assert "script-src 'self';" in explorer.headers["Content-Security-Policy"]
    answer = client.get("/v1/sticks/distribution")
    assert answer.headers["Content-Security-Policy"].startswith("default-src 'none'")
    for response in (docs, explorer, answer):
        assert response.headers["X-Content-Type-Options"] == "nosniff"


def _other_method_requests(metrics: str) -> float:
    """The requests counted under ``method="other"`` (the registry is the process's: other tests count too)."""
    pattern = r'adjudicator_requests_total\{[^}]*method="other"[^}]*\} ([0-9.e+]+)'
    return sum(float(count) for count in re.findall(pattern, metrics))


def test_invented_methods_do_not_create_metric_series(app: Any) -> None:
    client = app.test_client()
    before = _other_method_requests(client.get("/metrics").get_data(as_text=True))
    for n in range(20):
        client.open("/v1/sticks/distribution", method=f"X{n}INVENTED")
    metrics = client.get("/metrics").get_data(as_text=True)
    assert "INVENTED" not in metrics
    assert _other_method_requests(metrics) - before == 20, metrics[:2000]


def test_the_rate_limit_counts_the_client_the_trusted_proxy_saw() -> None:
    client = create_app(Settings(redis_url=None, rate_limit="2/minute", proxy_hops=1)).test_client()

    def status(forwarded_for: str) -> int:
        return int(client.get("/v1/sticks/distribution", headers={"X-Forwarded-For": forwarded_for}).status_code)

    assert [status("192.0.2.1"), status("192.0.2.1")] == [200, 200]
    assert status("192.0.2.1") == 429
    assert status("192.0.2.2") == 200  # another client has its own count
    assert status("198.51.100.9, 192.0.2.1") == 429  # an address the client put in front is not believed


def test_a_deadline_in_another_thread_does_not_touch_this_one() -> None:
    outcome: list[str] = []

    def other() -> None:
        try:
            with deadline(0.1):
                _spin(GIVE_UP)
        except DeadlineExceeded:
            outcome.append("stopped")

    thread = threading.Thread(target=other)
    thread.start()
    _spin(0.3)
    thread.join(GIVE_UP)
    assert outcome == ["stopped"]
