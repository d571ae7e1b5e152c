"""What keeps a worker answering when clients send expensive requests: deadlines and admission control.

**Deadlines.** Every request to an operation has a time budget (``ADJ_DEADLINE`` seconds, default 30), counted
from the moment the front proxy received it when the proxy says so (``X-Request-Start``, trusted only behind
``ADJ_PROXY_HOPS`` proxies) and otherwise from the moment the worker started on it. The budget is enforced where
the work happens: a watchdog thread raises :class:`DeadlineExceeded` in the request's own thread when the budget
runs out, so a long computation of the rules library (pure Python) stops at its next bytecode boundary, wherever
it is, without the library having to poll a clock. It raises again every :data:`STRIKE_AGAIN` seconds until the
block has ended, since Python drops an exception that lands in a garbage-collector callback, a ``__del__`` or a
weakref callback. The request is answered 503 with ``Retry-After``. Sections
that must not be cut in the middle (the cache's bookkeeping) run :func:`shielded`: the exception is deferred to
the end of the section.

**Admission control.** Heavy requests run at most ``ADJ_HEAVY_CONCURRENCY`` at a time per worker (default 1, with
``ADJ_THREADS`` = 4 threads a worker) and at most ``ADJ_HEAVY_TOTAL`` at a time over the workers of one gunicorn
(default: one less than the workers, at least 1), so that a core stays free for the rest: a heavy request arriving
when the slots are taken is answered at once with 503 and ``Retry-After`` instead of queueing, so the other threads
stay free for cheap requests and probes. A
request is heavy when its operation is in :data:`HEAVY_OPERATIONS` and its body is at least the size given there,
or when its body is larger than ``ADJ_HEAVY_BODY_BYTES`` whatever the operation (reading and validating a large
body is itself the cost). Answers found in the cache are served before admission: they cost nothing.
"""

from __future__ import annotations

import ctypes
import fcntl
import heapq
import itertools
import logging
import os
import re
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from flask import Flask, request
from flask_smorest import abort

from adjudicator.web.api import REGISTRY
from adjudicator.web.observability import REFUSED
from adjudicator.web.settings import Settings

log = logging.getLogger("adjudicator.guard")

#: Operations whose cost can be large, with the body size (bytes) from which a request to them is heavy (0: every
#: request). Measured cold on one core (adjudicator 0.1): Lauzait Cep! probabilities 4.4 s (2 players) to 22 s
#: (4 players), 行戦 win probability 4.2 s, 連撃獣裁 open and hidden play 2.7-3.1 s, the Utage lord's distribution up
#: to 0.9 s, the solo 熱戯遊 analysis 45 ms, the optimal threshold 36 ms; a record replay grows with the record (a
#: few ms for a short game, ~2 s for the 2000 movements allowed), hence its threshold.
HEAVY_OPERATIONS: dict[str, int] = {
    "get_lauzait_cep_probabilities": 0,
    "get_taxot_win_probability": 0,
    "analyse_renkeki_open_play": 0,
    "analyse_renkeki_hidden_play": 0,
    "find_renkeki_optimal_threshold": 0,
    "get_utage_lord_distribution": 0,
    "get_utage_round_outlook": 0,
    "analyse_netxiju_solo": 0,
    "analyse_jujai_game": 0,
    "list_paper_cetkaik_combos": 0,
    "decompose_paper_cetkaik_hand": 0,
    "list_letiles_placements": 0,
    "replay_kiaak": 8192,
    "write_kiaak": 8192,
}

#: Endpoints never guarded: probes, metrics, documents and static files (cheap, and probes must always answer).
_UNGUARDED_PREFIXES = ("ops.", "static", "api-docs.", "swagger_ui.", "explorer.", "index")


class DeadlineExceeded(BaseException):
    """Raised in a request's thread when its budget runs out.

    A ``BaseException``, so that no ``except Exception`` or ``except ValueError`` of the code it interrupts can
    swallow it.
    """


_SET_ASYNC_EXC = ctypes.pythonapi.PyThreadState_SetAsyncExc


def _raise_in(thread_id: int) -> None:
    _SET_ASYNC_EXC(ctypes.c_ulong(thread_id), ctypes.py_object(DeadlineExceeded))


def _clear_in(thread_id: int) -> None:
    _SET_ASYNC_EXC(ctypes.c_ulong(thread_id), None)


@dataclass(eq=False)
class _Task:
    """One request's budget, watched by the watchdog while its block runs (``with deadline(seconds):``)."""

    thread_id: int
    deadline: float  # time.monotonic()
    armed: bool = True
    fired: bool = False
    pending: bool = False  # expired while shielded: raise at the end of the shielded section
    shield: int = 0
    previous: _Task | None = None  # the budget of an enclosing block of the same thread

    def __enter__(self) -> _Task:
        self.previous = getattr(_LOCAL, "task", None)
        _LOCAL.task = self
        _WATCHDOG.watch(self)
        return self

    def __exit__(self, *exc: object) -> None:
        with _WATCHDOG.lock:
            self.armed = False
            fired = self.fired
        _LOCAL.task = self.previous
        if fired:
            # The exception may have been raised but not yet delivered (the block finished just in time): drop it
            # so that it cannot surface later in unrelated code.
            _clear_in(self.thread_id)


@dataclass
class _Watchdog:
    """One thread per process that raises DeadlineExceeded in the threads whose deadline has passed."""

    lock: threading.Condition = field(default_factory=threading.Condition)
    heap: list[tuple[float, int, _Task]] = field(default_factory=list)
    pid: int | None = None
    seq: Iterator[int] = field(default_factory=itertools.count)

    def watch(self, task: _Task) -> None:
        with self.lock:
            if self.pid != os.getpid():  # first use in this process (gunicorn forks workers after import)
                self.pid, self.heap = os.getpid(), []
                threading.Thread(target=self._run, name="adjudicator-deadlines", daemon=True).start()
            earliest = self.heap[0][0] if self.heap else None
            heapq.heappush(self.heap, (task.deadline, next(self.seq), task))
            if earliest is None or task.deadline < earliest:
                self.lock.notify()

    def _run(self) -> None:
        with self.lock:
            while True:
                while self.heap and not self.heap[0][2].armed:
                    heapq.heappop(self.heap)
                if not self.heap:
                    self.lock.wait()
                    continue
                deadline, _, task = self.heap[0]
                now = time.monotonic()
                if deadline > now:
                    self.lock.wait(deadline - now)
                    continue
                heapq.heappop(self.heap)
                if task.shield:
                    task.pending = True
                else:
                    task.fired = True
                    _raise_in(task.thread_id)
                # Watched until the block ends: an exception delivered where Python drops it (a gc callback, a
                # __del__, a weakref callback) would otherwise leave the request running past its budget.
                heapq.heappush(self.heap, (now + STRIKE_AGAIN, next(self.seq), task))


#: Seconds after which the watchdog raises again in a thread whose block has not ended since it last raised there.
STRIKE_AGAIN = 0.1

_WATCHDOG = _Watchdog()
_LOCAL = threading.local()


def current_task() -> _Task | None:
    """The budget of the request running in this thread, if any."""
    task: _Task | None = getattr(_LOCAL, "task", None)
    return task if task is not None and task.armed else None


def remaining() -> float | None:
    """Seconds left in this thread's budget (None outside a request)."""
    task = current_task()
    return None if task is None else task.deadline - time.monotonic()


def deadline(seconds: float) -> _Task:
    """A budget of ``seconds`` for a ``with`` block; past it, :class:`DeadlineExceeded` is raised in this thread."""
    return _Task(threading.get_ident(), time.monotonic() + seconds)


@contextmanager
def shielded() -> Iterator[None]:
    """Defer a deadline that passes inside the block to its end (for bookkeeping that must not be cut)."""
    task = current_task()
    if task is None:
        yield
        return
    with _WATCHDOG.lock:
        if task.fired:  # raised already, maybe not delivered yet: stop here rather than inside the section
            _clear_in(task.thread_id)
            raise DeadlineExceeded
        task.shield += 1
    try:
        yield
    finally:
        with _WATCHDOG.lock:
            task.shield -= 1
            expire = task.shield == 0 and task.pending and task.armed
            if expire:
                task.pending, task.fired = False, True
        if expire:
            raise DeadlineExceeded


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


def _waited(settings: Settings) -> float:
    """Seconds the request spent between the front proxy and this worker (0 unless a trusted proxy says)."""
    if settings.proxy_hops <= 0:
        return 0.0
    match = _REQUEST_START.match(request.headers.get("X-Request-Start", ""))
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
        self._slots = threading.BoundedSemaphore(max(settings.heavy_concurrency, 1))
        self._host: HostSlots | None = None
        self._pid: int | None = None

    def _heavy_slots(self) -> tuple[threading.BoundedSemaphore, HostSlots | None]:
        if self._pid != os.getpid():  # a fresh count in each forked worker
            self._pid, self._slots = os.getpid(), threading.BoundedSemaphore(max(self.settings.heavy_concurrency, 1))
            self._host = host_slots(self.settings)
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

    def is_heavy(self, operation_id: str | None, body_bytes: int) -> bool:
        """Whether a request to ``operation_id`` with a body of ``body_bytes`` is heavy."""
        if body_bytes > self.settings.heavy_body_bytes:
            return True
        threshold = HEAVY_OPERATIONS.get(operation_id or "")
        return threshold is not None and body_bytes >= threshold

    def wrap(self, endpoint: str, view: Callable[..., Any]) -> Callable[..., Any]:
        """Return ``view`` run under admission control and the deadline."""
        settings = self.settings
        declared = REGISTRY.get(endpoint.rpartition(".")[2])  # a declared operation's endpoint: <blueprint>.<id>
        operation_id = None if declared is None else declared.operation_id

        retry_after = str(max(1, round(settings.retry_after)))

        def guarded(**kwargs: Any) -> Any:
            req = request._get_current_object()  # type: ignore[attr-defined]
            budget = settings.deadline - _waited(settings) if settings.proxy_hops > 0 else settings.deadline
            if budget <= 0:
                REFUSED.labels("deadline").inc()
                abort(503, message=f"the request waited longer than its time budget of {settings.deadline:g} s; "
                                   "retry later", headers={"Retry-After": retry_after})
            heavy = self.is_heavy(operation_id, _body_bytes(req))
            release = self.admit() if heavy else None
            if heavy and release is None:
                REFUSED.labels("busy").inc()
                _drain_body()
                abort(503, message="the server is busy with other expensive requests; retry after "
                                   f"{retry_after} s", headers={"Retry-After": retry_after})
            try:
                with deadline(budget):
                    return view(**kwargs)
            except DeadlineExceeded:
                REFUSED.labels("deadline").inc()
                log.warning("request stopped at its deadline", extra={"operation": operation_id,
                                                                      "budget_s": settings.deadline})
                abort(503, message=f"the request ran past its time budget of {settings.deadline:g} s and was "
                                   "stopped; retry later or send a smaller request",
                      headers={"Retry-After": retry_after})
            finally:
                if release is not None:
                    release()

        guarded.__name__ = getattr(view, "__name__", endpoint)
        guarded.__doc__ = view.__doc__
        guarded.view_class = getattr(view, "view_class", None)  # type: ignore[attr-defined]
        return guarded


def init_guard(app: Flask, settings: Settings) -> Guard:
    """Put every operation's view under admission control and its deadline."""
    guard = Guard(settings)
    for endpoint, view in list(app.view_functions.items()):
        if not endpoint.startswith(_UNGUARDED_PREFIXES):
            app.view_functions[endpoint] = guard.wrap(endpoint, view)
    app.extensions["adjudicator.guard"] = guard
    return guard
