"""The attacks of the security review against the production topology (`make up`), each for a few seconds.

The bounds are the issue's: /livez under a second with 256 idle and 8 trickling connections open; a cheap cached
request's median under 100 ms, /livez under a second and no failed probe while 8 clients send the heaviest requests
(and /livez under a second and no failed probe while they send large invalid bodies); a request past its
deadline answered 503 within the budget plus one second; each worker's memory within its budget; /livez under a second
and a cheap request as fast as without attack while 256 connections from four addresses trickle bodies, and every
request sent in the access log. The costly requests that a list of heavy operations and a body-size threshold
counted as cheap (extends of 2,000-ply records, replays of records just under 8 KiB and of long ones, batches under
64 KiB of expensive items, from 8 clients; the batch asking for a 20 MB answer) are charged their cost: /livez stays
under a second and a cheap request's median under 100 ms (against the same probes with no attack, measured first),
the attackers are refused, no answer is over its budget, no worker over its memory budget and no request is missing
from the logs. Cacheable answers vary on Origin when ADJ_CORS_ORIGINS names origins, and no redirect is built from
the client's Host.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest

from adjudicator.web.observability import SECURITY_HEADERS

from .attacks import (
    AMPLIFYING_BATCH,
    COSTLY_KINDS,
    MEMORY_LIMIT_BYTES,
    WORKER_BUDGET_MIB,
    Topology,
    access_log_ids,
    attack_cors_and_host,
    attack_costly,
    attack_deadline,
    attack_heavy,
    attack_identical,
    attack_idle,
    attack_slow_bodies,
    call,
    heavy_requests,
    service_log_ids,
    within_attempts,
)
from .conftest import BUDGET, CORS_ORIGIN

#: The largest answer one request may have (ADJ_MAX_ANSWER_BYTES's default).
MAX_ANSWER_BYTES = 16 << 20

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.serial]


def test_idle_and_trickling_connections_leave_probes_answered(topology: Topology) -> None:
    def bounds(figures: dict[str, Any]) -> None:
        assert figures["probe_failures"] == 0, figures
        assert figures["livez_max_ms"] < 1000, figures

    figures = within_attempts(lambda: attack_idle(topology.url, topology.port, seconds=4, idle=256, trickling=8),
                              bounds)
    assert figures["probes"] >= 10, figures


def test_slow_body_senders_leave_probes_and_cheap_requests_served_and_logged(topology: Topology) -> None:
    """256 connections from four addresses, each trickling a 99,999-byte body: nginx counts them against their own
    addresses only (64 each, the 65th refused), so probes and a cheap request from another address are answered as
    fast as without the attack (measured first, in the same run); every request sent is in the access log."""
    def bounds(figures: dict[str, Any]) -> None:
        assert figures["probe_failures"] == 0 and figures["cheap_failures"] == 0, figures
        assert figures["livez_max_ms"] < 1000, figures
        assert figures["cheap_p50_ms"] < 100, figures  # against baseline_cheap_p50_ms, reported with it

    figures = within_attempts(lambda: attack_slow_bodies(topology.url, topology, seconds=4, connections=256,
                                                         addresses=4, interval=1.0), bounds)
    assert figures["held"] == 256, figures
    assert figures["over_limit_status"] == 503, figures
    assert figures["probes"] >= 10 and figures["cheap_requests"] >= 20, figures
    assert figures["missing_from_access_log"] == 0, figures
    assert 0 < figures["worker_rss_max_mib"] <= WORKER_BUDGET_MIB, figures


def test_make_up_keeps_its_logs_in_the_run_directory(topology: Topology) -> None:
    """The service's JSON lines (under gunicorn --daemon they went to /dev/null) and nginx's access log are files of
    the run directory, with the same request id; the log keeper that rotates them is running."""
    answer = call(f"{topology.url}/v1/sticks/distribution?sticks=3", request_id="logged-by-both-1")
    assert answer.status == 200 and answer.headers["X-Request-ID"] == "logged-by-both-1"
    # nginx and the worker each write their access line once the answer is sent: read each log until the line is
    # there (10 s at most)
    assert "logged-by-both-1" in access_log_ids(topology.run_dir, wait_for="logged-by-both-1")
    assert service_log_ids(topology.run_dir, wait_for="logged-by-both-1") >= {"logged-by-both-1"}
    keeper = int((topology.run_dir / "logkeeper.pid").read_text())
    assert "keep-logs" in Path(f"/proc/{keeper}/cmdline").read_bytes().decode().replace("\0", " ")


def test_the_probes_listener_answers_probes_only(topology: Topology) -> None:
    probes = json.loads((topology.run_dir / "up.json").read_text())["probes"]
    for path in ("/livez", "/readyz"):
        assert call(probes + path).status == 200
    answer = call(probes + "/v1/sticks/distribution")
    assert answer.status == 404 and json.loads(answer.body)["code"] == 404
    assert answer.headers["X-Content-Type-Options"] == "nosniff"


def test_heavy_requests_leave_cheap_requests_and_probes_served(topology: Topology) -> None:
    def bounds(figures: dict[str, Any]) -> None:
        assert figures["probe_failures"] == 0, json.dumps(figures)
        assert figures["livez_max_ms"] < 1000, figures
        assert figures["cheap_failures"] == 0, figures
        assert figures["cheap_p50_ms"] < 100, figures

    figures = within_attempts(lambda: attack_heavy(topology.url, topology, seconds=6, clients=8), bounds)
    # The heavy requests were answered, refused (429 by the proxy, 503 by the service) or stopped at their deadline
    # (503): never a 500 or a 502. ("None": the proxy closed the connection of a refused request before reading
    # all of its body.)
    assert set(figures["heavy_statuses"]) <= {"200", "422", "429", "503", "None"}, figures
    assert figures["heavy_statuses"].get("503", 0) > 0, figures
    assert 0 < figures["worker_rss_max_mib"] <= WORKER_BUDGET_MIB < MEMORY_LIMIT_BYTES / 2**20, figures


def test_invalid_large_bodies_leave_probes_served(topology: Topology) -> None:
    """300 kB bodies of 100 000 invalid items: admitted one at a time and cut at the deadline; probes answer.

    (The cheap request's latency is reported by `make attack` but not bounded here: validating 100 000 items until
    the deadline allocates so much that the worker doing it slows its other threads; refusing such lists before
    validating their items is the request schemas' part.)
    """
    def bounds(figures: dict[str, Any]) -> None:
        assert figures["probe_failures"] == 0, figures
        assert figures["livez_max_ms"] < 1000, figures
        assert figures["cheap_failures"] == 0, figures

    figures = within_attempts(lambda: attack_heavy(topology.url, topology, seconds=5, clients=8,
                                                   kind="invalid bodies"), bounds)
    assert set(figures["heavy_statuses"]) <= {"422", "429", "503", "None"}, figures
    assert 0 < figures["worker_rss_max_mib"] <= WORKER_BUDGET_MIB < MEMORY_LIMIT_BYTES / 2**20, figures


def test_a_request_past_its_deadline_is_stopped_with_503(topology: Topology) -> None:
    figures = attack_deadline(topology.url, BUDGET)
    assert figures["status"] == 503, figures
    assert figures["seconds"] < BUDGET + 1, figures
    assert int(figures["retry_after"]) >= 1, figures
    assert "time budget" in figures["message"], figures
    assert call(f"{topology.url}/livez").status == 200  # the worker that ran it is still serving


def test_identical_cold_requests_are_computed_once(topology: Topology) -> None:
    figures = attack_identical(topology.url, clients=8)
    assert figures["computations"] == 1, figures
    assert set(figures["statuses"]) <= {"200", "503"} and figures["statuses"].get("200", 0) >= 1, figures


def test_the_costly_requests_are_the_ones_the_review_sent() -> None:
    """What the costly attacks send: each request distinct (the cache cannot answer it), an extend of a 2,000-ply
    record, replays just under 8 KiB and of 2,000 plies, batches of 100 replays under 64 KiB, and the batch of 100
    times 10,000 casts."""
    bodies = {kind: [next(stream) for _ in range(4)] for kind in COSTLY_KINDS
              for stream in [heavy_requests(kind, "t")]}
    for kind in ("costly extends", "costly replays", "costly batches"):
        assert len({body for _, _, body in bodies[kind]}) == 4, kind
    extend = json.loads(bodies["costly extends"][0][2] or b"")
    assert extend["record"].count("\t") == 1000 and extend["play"] == {"move": "NAI片NAU"}  # 2,000 plies
    replays = [len(body or b"") for _, _, body in bodies["costly replays"]]
    assert 7 << 10 < min(replays) < 8 << 10 and max(replays) > 32 << 10, replays
    batch = bodies["costly batches"][0][2] or b""
    items = json.loads(batch)["requests"]
    assert 56 << 10 < len(batch) < 64 << 10 and len(items) == 100, len(batch)
    assert {item["operation"] for item in items} == {"replay_kiaak"}
    assert len({item["body"]["record"] for item in items}) == 100
    assert bodies["amplifying batch"][0][2] == AMPLIFYING_BATCH and len(AMPLIFYING_BATCH) < 8 << 10
    amplifying = json.loads(AMPLIFYING_BATCH)["requests"]
    assert amplifying == [{"operation": "cast_sticks", "body": {"sticks": 5, "count": 10_000}}] * 100


#: What the attackers of each costly attack may be answered: refused by the proxy (429, for the operations it limits
#: per client) or the service (503 at once, or at the deadline; 422 over the limits of one request), and the odd
#: request admitted while a heavy slot was free (200). "None": the proxy closed the connection of a refused request
#: before reading all of its body; 504: the proxy gave up waiting on a busy machine (seen in a full serial run).
COSTLY_STATUSES = {
    "costly extends": {"200", "429", "503", "504", "None"},
    "costly replays": {"200", "429", "503", "504", "None"},
    "costly batches": {"200", "429", "503", "504", "None"},  # nginx limits batches per client too
    "amplifying batch": {"422", "429"},
}


@pytest.mark.parametrize("kind", COSTLY_KINDS)
def test_costly_requests_are_charged_their_cost(topology: Topology, kind: str) -> None:
    """8 clients sending one kind of costly request back to back for 3 s: /livez under a second, a cheap request's
    median under 100 ms (the same probes with no attack, measured first, are reported with them), most attackers
    refused, no answer over its size or time budget, every worker within its memory budget, every request logged."""
    def bounds(figures: dict[str, Any]) -> None:
        assert figures["probe_failures"] == 0 and figures["cheap_failures"] == 0, figures
        assert figures["livez_max_ms"] < 1000, figures
        assert figures["cheap_p50_ms"] < 100, figures

    figures = within_attempts(lambda: attack_costly(topology.url, topology, kind, seconds=3, clients=8), bounds)
    assert figures["probes"] >= 10 and figures["cheap_requests"] >= 10, figures
    statuses = figures["attacker_statuses"]
    assert set(statuses) <= COSTLY_STATUSES[kind], figures
    assert figures["attacker_requests"] >= 20, figures
    assert statuses.get("200", 0) <= figures["attacker_requests"] // 10, figures  # at most one at a time admitted
    assert figures["largest_answer_bytes"] <= MAX_ANSWER_BYTES, figures
    assert figures["slowest_answer_s"] < BUDGET + 2, figures  # the deadline's 503 comes within the budget
    if kind == "amplifying batch":  # refused whole, at once, with a small answer (those nginx lets through)
        assert "422" in statuses, figures
        assert figures["largest_answer_bytes"] < 2048 and figures["slowest_answer_s"] < BUDGET, figures
    assert figures["missing_from_access_log"] == 0 and figures["missing_from_service_log"] == 0, figures
    assert 0 < figures["worker_rss_max_mib"] <= WORKER_BUDGET_MIB, figures


def test_cacheable_answers_vary_on_origin_and_allow_the_exact_origin_only(topology: Topology) -> None:
    """ADJ_CORS_ORIGINS names https://app.example: a cacheable GET through the proxy carries Vary: Origin whether
    an Origin was sent or not, and Access-Control-Allow-Origin only for exactly that origin."""
    figures = attack_cors_and_host(topology.url, CORS_ORIGIN)
    for case in ("no Origin", "allowed", "impostor"):
        answer = figures[case]
        assert answer["status"] == 200 and "public" in (answer["cache_control"] or ""), figures
        assert "origin" in [v.strip().lower() for v in (answer["vary"] or "").split(",")], figures
    assert figures["impostor"]["origin"] == "https://APP.example", figures
    assert figures["no Origin"]["allow_origin"] is None and figures["impostor"]["allow_origin"] is None, figures
    assert figures["allowed"]["allow_origin"] == CORS_ORIGIN, figures


def test_redirects_are_never_built_from_the_clients_host(topology: Topology) -> None:
    figures = attack_cors_and_host(topology.url, CORS_ORIGIN)
    assert figures["Host evil.example:9999 GET /docs"] == {"status": 308, "location": "/docs/"}, figures
    assert figures["Host evil.example:9999 GET /"] == {"status": 302, "location": "/explorer/"}, figures


def _raw(topology: Topology, request: bytes) -> tuple[int, dict[str, str], bytes]:
    with socket.create_connection(("127.0.0.1", topology.port), timeout=10) as s:
        s.sendall(request)
        data = b""
        while b"\r\n\r\n" not in data or len(data.split(b"\r\n\r\n", 1)[1]) < int(
                dict(_headers(data)).get("content-length", "0")):
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), dict(_headers(data)), body


def _headers(data: bytes) -> list[tuple[str, str]]:
    head = data.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")[1:]
    return [(k.strip().lower(), v.strip()) for k, _, v in (line.partition(":") for line in head)]


@pytest.mark.parametrize(("request_bytes", "status"), [
    pytest.param(b"NOT HTTP\r\n\r\n", 400, id="not HTTP"),
    pytest.param(b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, id="request line too long"),
    pytest.param(b"GET /livez HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 5000 + b"\r\n\r\n", 431, id="header too large"),
    pytest.param(b"GET /livez HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: 1\r\n" % i for i in range(150)) + b"\r\n",
                 431, id="too many headers"),
    pytest.param(b"POST /v1/sticks/cast HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 2000000\r\n\r\n", 413, id="body too large"),
    pytest.param(b"TRACE /livez HTTP/1.1\r\nHost: x\r\n\r\n", 405, id="TRACE"),
])
def test_what_the_proxy_refuses_is_answered_as_json(topology: Topology, request_bytes: bytes, status: int) -> None:
    code, headers, body = _raw(topology, request_bytes)
    assert code == status, (code, body[:300])
    assert headers["content-type"].startswith("application/json"), headers
    assert json.loads(body)["code"] == status
    for name, (_, value) in SECURITY_HEADERS.items():  # the same security headers as the service's own errors
        assert headers[name] == value, (name, headers)


def test_pages_and_answers_carry_the_security_headers(topology: Topology) -> None:
    for path in ("/docs/", "/explorer/"):
        answer = call(topology.url + path)
        assert answer.status == 200 and answer.headers["X-Content-Type-Options"] == "nosniff"
        policy = answer.headers["Content-Security-Policy"]
        assert "frame-ancestors 'none'" in policy and "script-src 'self'" in policy and "unsafe-inline'" not in \
            policy.split("script-src", 1)[1].split(";", 1)[0], policy
    answer = call(f"{topology.url}/v1/sticks/distribution")
    assert answer.headers["Content-Security-Policy"].startswith("default-src 'none'")
    assert answer.headers["X-Content-Type-Options"] == "nosniff"
