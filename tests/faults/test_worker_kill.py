"""A gunicorn worker killed (SIGKILL) under load: gunicorn replaces it and only the requests it held are lost."""

from __future__ import annotations

import os
import signal
from typing import Any

import pytest
import requests

from .conftest import wait_for_workers, worker_pids
from .driver import LoadRun, plans, send
from .mix import Request

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.serial]

THREADS = 4


def test_worker_killed_under_load_is_replaced(local_gunicorn: Any, mix: list[Request],
                                              reference: dict[Request, bytes]) -> None:
    """SIGKILL one worker a third of the way into the run; at most the in-flight requests fail."""
    assert local_gunicorn.proc is not None
    before = worker_pids(local_gunicorn.proc.pid)
    assert len(before) == 2
    victim = min(before)
    with LoadRun(local_gunicorn.url, plans(mix, THREADS, per_thread=100)) as run:
        run.wait_for(run.total // 3)
        os.kill(victim, signal.SIGKILL)
        by_thread = run.results_by_thread()
    outcomes = [o for thread in by_thread for o in thread]

    failed = [o for o in outcomes if o.status != 200]
    # A request is lost only if it was on a connection the dead worker held: each client thread keeps one
    # connection, so one kill loses at most one request per thread (4 in all). The thread's next request opens a
    # new connection, which the surviving worker (or the replacement) serves.
    assert len(failed) <= 1 * THREADS, [(o.request.label, o.status, o.error) for o in failed]
    assert all(sum(o.status != 200 for o in thread) <= 1 for thread in by_thread)
    # A lost request is a dropped connection, never an error answer.
    assert all(o.status is None and o.error for o in failed), failed
    answered = [o for o in outcomes if o.status == 200]
    assert all(o.body == reference[o.request] for o in answered)
    assert len(answered) >= run.total - THREADS

    # gunicorn booted a replacement: two workers again, the killed one gone, a new pid among them.
    after = wait_for_workers(local_gunicorn, 2, excluding=frozenset({victim}))
    assert victim not in after
    assert after - before, f"no new worker pid: before {before}, after {after}"
    assert any(f"Booting worker with pid: {pid}" in line for pid in after - before for line in local_gunicorn.log)

    # And the service answers normally afterwards, over fresh connections spread across both workers.
    for item in mix[:30]:
        with requests.Session() as session:
            outcome = send(session, local_gunicorn.url, item)
        assert outcome.status == 200 and outcome.body == reference[item], outcome
    assert worker_pids(local_gunicorn.proc.pid) == after
