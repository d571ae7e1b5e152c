"""What keeps a worker answering when clients send expensive requests: deadlines and admission control.

**Deadlines.** Every request to an operation has a time budget (``ADJ_DEADLINE`` seconds, default 30), counted
from the moment the front proxy received it when the proxy says so (``X-Request-Start``, trusted only behind
``ADJ_PROXY_HOPS`` proxies) and otherwise from the moment the worker started on it; a request past it is stopped
(:mod:`adjudicator.web.deadlines`) and answered 503 with ``Retry-After``.

**Admission control, by cost.** Every operation declares its cost (:mod:`adjudicator.web.costs`), and every request
is charged it once validated, before it is computed. A request charged at least ``ADJ_MEDIUM_UNITS`` runs only
while its worker has a thread to spare (at most ``ADJ_THREADS`` - 1 such requests at once, so one thread is always
free for cheap requests and probes); one charged at least ``ADJ_HEAVY_UNITS`` is heavy and also needs one of
``ADJ_HEAVY_CONCURRENCY`` slots of its worker (default 1) and one of ``ADJ_HEAVY_TOTAL`` slots over the workers of
one gunicorn (default: one less than the workers, at least 1), so that a core stays free for the rest. A heavy
request arriving when the slots (or the spare threads) are taken is answered at once with 503 and ``Retry-After``
instead of queueing; a medium one waits up to :data:`MEDIUM_WAIT` seconds for a thread first, on the thread kept
free (so a probe arriving meanwhile waits for the waits ahead of it: the reserve is strict against running work,
bounded against waiting; docs/operations.md, "Costly requests"). A request whose body is larger than
``ADJ_HEAVY_BODY_BYTES`` is heavy before it is read, whatever it asks: its charge is known only once the body is
read and validated, which for a large body is itself the cost (the charge for reading it; the heavy slot it holds
covers its own charge). Answers found in the cache are served before admission: they cost nothing.
"""

from __future__ import annotations

import fcntl
import logging
import os
import re
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any

from flask import Flask, g, request
from flask_smorest import abort

from adjudicator.web.api import REGISTRY
from adjudicator.web.deadlines import DeadlineExceeded, within
from adjudicator.web.observability import REFUSED
from adjudicator.web.settings import Settings

log = logging.getLogger("adjudicator.guard")

#: Seconds a medium request waits for a thread its worker can spare before it is answered 503.
MEDIUM_WAIT = 0.5
#: The operations whose requests can cost this much (a second or more of a core) are the ones the front proxy also
#: limits per client address (deploy/nginx/nginx.conf, map $heavy_client; a test keeps the two in step).
PROXY_LIMITED_UNITS = 1000.0


def heavy_operations(units: float = Settings.heavy_units) -> frozenset[str]:
    """The operations whose declared cost can reach ``units`` under their request schema's limits (whether one
    request is heavy is decided by its own charge)."""
    return frozenset(op_id for op_id, op in REGISTRY.items() if op.cost is not None and op.cost.ceiling >= units)

#: Set in the WSGI environ by the fast lane when it stopped a request at its deadline and hands it back to Flask to
#: be answered 503 as any request stopped there is (:mod:`adjudicator.web.fastlane`).
PAST_DEADLINE = "adjudicator.past_deadline"

#: Endpoints never guarded: probes, metrics, documents and static files (cheap, and probes must always answer).
_UNGUARDED_PREFIXES = ("ops.", "static", "api-docs.", "swagger_ui.", "explorer.", "index")


# --- the request guard ------------------------------------------------------------------------------------------


class HostSlots:
    """Heavy-request slots shared by the workers of one gunicorn: ``count`` lock files, each held by at most one
    request (``flock``; the kernel releases a dead worker's)."""

    def __init__(self, directory: str, count: int) -> None:
        self.directory, self.count = directory, max(count, 1)
        os.makedirs(directory, mode=0o700, exist_ok=True)

    def acquire(self) -> int | None:
        """Take a free slot: return its file descriptor (None when all are taken)."""
        for index in range(self.count):
            fd = os.open(os.path.join(self.directory, f"heavy-{index}.lock"), os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                continue
            return fd
        return None

    @staticmethod
    def release(fd: int) -> None:
        """Give the slot back."""
        os.close(fd)


def host_slots(settings: Settings) -> HostSlots | None:
    """The slots shared by this gunicorn's workers (None outside gunicorn: the per-process limit is then all)."""
    group = os.environ.get("ADJ_WORKER_GROUP")  # the gunicorn master's pid, set by deploy/gunicorn.conf.py
    if not group:
        return None
    return HostSlots(os.path.join(tempfile.gettempdir(), f"adjudicator-heavy-{group}"), settings.heavy_total)


def _body_bytes(req: Any) -> int:
    try:
        return int(req.environ.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


_REQUEST_START = re.compile(r"^t=(\d{9,11}(?:\.\d{1,6})?)$")


def waited(settings: Settings, request_start: str | None) -> float:
    """Seconds the request spent between the front proxy and this worker (0 unless a trusted proxy says, in the
    ``X-Request-Start`` header given)."""
    if settings.proxy_hops <= 0:
        return 0.0
    match = _REQUEST_START.match(request_start or "")
    if not match:
        return 0.0
    waited = time.time() - float(match.group(1))
    return waited if 0.0 < waited < 3600.0 else 0.0


def _drain_body() -> None:
    """Read the unread body before refusing, so that the proxy, still sending it, is not cut off (a 502)."""
    stream = request.environ.get("wsgi.input")
    left = _body_bytes(request)
    while stream is not None and left > 0:
        chunk = stream.read(min(left, 1 << 16))
        if not chunk:
            break
        left -= len(chunk)


class Guard:
    """Admission control and deadlines around every operation's view."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._pid: int | None = None
        self._fresh()

    def _fresh(self) -> None:
        self._pid = os.getpid()
        self._slots = threading.BoundedSemaphore(max(self.settings.heavy_concurrency, 1))
        self._medium = threading.BoundedSemaphore(max(self.settings.medium_concurrency, 1))
        self._host: HostSlots | None = host_slots(self.settings)

    def _heavy_slots(self) -> tuple[threading.BoundedSemaphore, HostSlots | None]:
        if self._pid != os.getpid():  # a fresh count in each forked worker
            self._fresh()
        return self._slots, self._host

    def admit(self) -> Callable[[], None] | None:
        """Take a heavy slot of this worker and of the host: return the function that gives them back, or None."""
        slots, host = self._heavy_slots()
        if not slots.acquire(blocking=False):
            return None
        fd = host.acquire() if host is not None else -1
        if fd is None:
            slots.release()
            return None

        def release() -> None:
            if host is not None:
                host.release(fd)
            slots.release()

        return release

    def admit_charge(self, units: float) -> Callable[[], None] | None:
        """Admit a request charged ``units``: return the function that gives back what it took, or None when it
        cannot run now (the worker has no thread to spare, or the heavy slots are taken)."""
        settings = self.settings
        if units < settings.medium_units:
            return _nothing
        self._heavy_slots()
        medium = self._medium
        if units < settings.heavy_units:
            return medium.release if medium.acquire(timeout=MEDIUM_WAIT) else None
        heavy = self.admit()  # a heavy request waits for nothing: refused at once when either is taken
        if heavy is None:
            return None
        if not medium.acquire(blocking=False):
            heavy()
            return None

        def release() -> None:
            heavy()
            medium.release()

        return release

    def enter(self, units: float) -> Callable[[], None]:
        """Admit a request charged ``units`` now, or answer it 503 with ``Retry-After``: return what gives back its
        slots."""
        release = self.admit_charge(units)
        if release is not None:
            return release
        REFUSED.labels("busy").inc()
        _drain_body()
        retry_after = str(max(1, round(self.settings.retry_after)))
        what = "expensive requests" if units >= self.settings.heavy_units else "requests"
        abort(503, message=f"the server is busy with other {what}; this one (about {units:,.0f} units of work) "
                           f"can run when they end: retry after {retry_after} s", headers={"Retry-After": retry_after})
        raise AssertionError("abort returns only by raising")  # pragma: no cover

    def is_heavy(self, operation_id: str | None, body_bytes: int) -> bool:
        """Whether a request is heavy before it is read: its body is larger than ``ADJ_HEAVY_BODY_BYTES``."""
        return body_bytes > self.settings.heavy_body_bytes

    def wrap(self, endpoint: str, view: Callable[..., Any]) -> Callable[..., Any]:
        """Return ``view`` run under admission control and the deadline."""
        settings = self.settings
        declared = REGISTRY.get(endpoint.rpartition(".")[2])  # a declared operation's endpoint: <blueprint>.<id>
        operation_id = None if declared is None else declared.operation_id

        retry_after = str(max(1, round(settings.retry_after)))

        def stopped(operation_id: str | None) -> None:
            REFUSED.labels("deadline").inc()
            log.warning("request stopped at its deadline", extra={"operation": operation_id,
                                                                  "budget_s": settings.deadline})
            abort(503, message=f"the request ran past its time budget of {settings.deadline:g} s and was "
                               "stopped; retry later or send a smaller request", headers={"Retry-After": retry_after})

        def guarded(**kwargs: Any) -> Any:
            req = request._get_current_object()  # type: ignore[attr-defined]
            if req.environ.get(PAST_DEADLINE):  # the fast lane ran it past its budget and handed it back to say so
                stopped(operation_id)
            budget = settings.deadline
            if settings.proxy_hops > 0:
                budget -= waited(settings, req.headers.get("X-Request-Start"))
            if budget <= 0:
                REFUSED.labels("deadline").inc()
                abort(503, message=f"the request waited longer than its time budget of {settings.deadline:g} s; "
                                   "retry later", headers={"Retry-After": retry_after})
            heavy = self.is_heavy(operation_id, _body_bytes(req))
            # a heavy slot and one of the threads a worker can spare, as a heavy charge takes
            release = self.admit_charge(settings.heavy_units) if heavy else None
            if heavy and release is None:
                REFUSED.labels("busy").inc()
                _drain_body()
                abort(503, message="the server is busy with other expensive requests; retry after "
                                   f"{retry_after} s", headers={"Retry-After": retry_after})
            if release is not None:
                g.admitted = True  # a heavy slot is held for the whole request: its charge takes no other
            try:
                return within(budget, lambda: view(**kwargs))
            except DeadlineExceeded:
                stopped(operation_id)
            finally:
                if release is not None:
                    release()

        guarded.__name__ = getattr(view, "__name__", endpoint)
        guarded.__doc__ = view.__doc__
        guarded.view_class = getattr(view, "view_class", None)  # type: ignore[attr-defined]
        return guarded


def _nothing() -> None:
    """What a cheap request gives back: nothing."""


def init_guard(app: Flask, settings: Settings) -> Guard:
    """Put every operation's view under admission control and its deadline."""
    guard = Guard(settings)
    for endpoint, view in list(app.view_functions.items()):
        if not endpoint.startswith(_UNGUARDED_PREFIXES):
            app.view_functions[endpoint] = guard.wrap(endpoint, view)
    app.extensions["adjudicator.guard"] = guard
    return guard
