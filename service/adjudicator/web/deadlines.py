"""Request deadlines: a watchdog thread stops a request's computation when its time budget runs out.

A request's view runs in a ``with deadline(seconds):`` block; when the budget runs out, the watchdog raises
:class:`DeadlineExceeded` in the request's own thread, so a long computation of the rules library (pure Python)
stops at its next bytecode boundary without the library having to poll a clock. Python delivers such an exception
at the thread's next check for pending work (after a call returns, on a backward jump, at the start of a function
or generator), which can be inside any code the block runs, so:

- the request's thread takes no lock of this module: one it held when the exception arrived would stay held, and
  the watchdog and every other request waiting for it would hang;
- a block ends by a bare attribute store (``armed = False``), which no such check precedes, and then waits for a
  strike the watchdog decided before it (:meth:`_Watchdog.settle`), dropping it if it was not delivered;
- bookkeeping that must not be cut runs :func:`shielded` (a strike that comes due inside waits for its end), and
  what gives back a slot or a lock is handed to the budget (:func:`undo_at_end`) and run after the block has ended,
  rather than in a ``finally`` that a strike could skip.

The watchdog raises again every :data:`STRIKE_AGAIN` seconds until the block has ended, since Python drops an
exception that lands in a garbage-collector callback, a ``__del__`` or a weakref callback.
"""

from __future__ import annotations

import collections
import ctypes
import heapq
import itertools
import logging
import math
import os
import queue
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TypeVar

log = logging.getLogger("adjudicator.guard")

T = TypeVar("T")


class DeadlineExceeded(BaseException):
    """Raised in a request's thread when its budget runs out.

    A ``BaseException``, so that no ``except Exception`` or ``except ValueError`` of the code it interrupts can
    swallow it.
    """


_SET_ASYNC_EXC = ctypes.pythonapi.PyThreadState_SetAsyncExc


def _raise_in(thread_id: int) -> None:
    _SET_ASYNC_EXC(ctypes.c_ulong(thread_id), ctypes.py_object(DeadlineExceeded))


class _Dropped(BaseException):
    """Raised in its own thread, and caught at once, to drop a strike that was sent but not delivered."""


def _drop_undelivered() -> None:
    """Drop a strike sent to this thread and not yet delivered.

    Clearing it (``PyThreadState_SetAsyncExc`` with NULL) would leave the interpreter's signal of a pending
    exception on, and every thread would then take the slow path at each of its checks for pending work for as
    long as the process lives (CPython 3.11 turns the signal off only when it delivers one). So the strike is
    replaced by :class:`_Dropped`, which the check right after the call delivers, here, where it is caught."""
    try:
        _SET_ASYNC_EXC(ctypes.c_ulong(threading.get_ident()), ctypes.py_object(_Dropped))
        _delivery_point()
    except _Dropped:
        pass


def _delivery_point() -> None:
    """A call: the check for pending work after it delivers what is pending."""


# The exception is delivered at the thread's next check for pending work: after a call returns, on a backward jump,
# at a function's or generator's start. So a request's thread takes no lock in this module (one it held when the
# exception arrived would never be released, and the watchdog and every other request waiting for it would hang),
# and it ends a budget by a bare attribute store, which no such check precedes: ``armed = False``. A strike the
# watchdog decided before that store may still be on its way; :meth:`_Watchdog.settle` waits for it and drops it if it
# has not been delivered.


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
    undo: list[Callable[[], None]] = field(default_factory=list)  # run when the budget has ended (undo_at_end)

    def __enter__(self) -> _Task:
        self.previous = getattr(_LOCAL, "task", None)
        _LOCAL.task = self
        _WATCHDOG.watch(self)
        return self

    def __exit__(self, *exc: object) -> None:
        self.armed = False
        _LOCAL.task = self.previous
        # A strike on its way is delivered here or dropped: the block ends either way.
        _WATCHDOG.settle(self)

    def end(self) -> None:
        """End the budget where a ``with`` block cannot be trusted to have (its ``__exit__`` can be struck before its
        first line): the caller stores ``armed = False`` first, then calls this. A strike on its way may be
        delivered here."""
        if getattr(_LOCAL, "task", None) is self:
            _LOCAL.task = self.previous
        _WATCHDOG.settle(self)

    def run_undo(self) -> None:
        """Run what :func:`undo_at_end` handed over, once the budget has ended and settled (nothing strikes then)."""
        while self.undo:
            action = self.undo.pop()
            try:
                action()
            except Exception:  # each is run: one failing must not keep a slot or a lock held
                log.exception("releasing a request's resources failed")


class _Watchdog:
    """One thread per process that raises DeadlineExceeded in the threads whose deadline has passed.

    The request threads hand it their budgets through a deque (one atomic append each) and ring its doorbell only
    when a budget ends before the watchdog next wakes up (rarely: budgets are alike, so a new one ends after those
    already watched); they end a budget by a store. Only the watchdog's thread keeps the heap of deadlines."""

    def __init__(self) -> None:
        self.incoming: collections.deque[_Task] = collections.deque()
        self.doorbell: queue.SimpleQueue[None] = queue.SimpleQueue()
        self.wakes_at = math.inf  # nothing watched yet: every budget rings
        self.pid: int | None = None
        self.striking: _Task | None = None  # the budget whose strike is being decided or sent
        self._starting = threading.Lock()

    def watch(self, task: _Task) -> None:
        if self.pid != os.getpid():  # first use in this process (gunicorn forks workers after import)
            with self._starting:  # no budget of this process is armed yet: nothing can strike here
                if self.pid != os.getpid():
                    self.incoming, self.doorbell, self.wakes_at = collections.deque(), queue.SimpleQueue(), math.inf
                    threading.Thread(target=self._run, args=(self.incoming, self.doorbell),
                                     name="adjudicator-deadlines", daemon=True).start()
                    self.pid = os.getpid()
        self.incoming.append(task)
        if task.deadline < self.wakes_at:  # read after the append: see _run
            self.doorbell.put(None)

    def settle(self, task: _Task) -> None:
        """After ``task.armed = False``: wait for a strike at ``task`` being sent, then drop it if undelivered."""
        while self.striking is task:
            time.sleep(0.0001)
        if task.fired:  # set before the strike was sent: a budget that never fired has nothing on its way
            _drop_undelivered()

    def _run(self, incoming: collections.deque[_Task], doorbell: queue.SimpleQueue[None]) -> None:
        heap: list[tuple[float, int, _Task]] = []
        seq = itertools.count()
        while True:
            # Take in the new budgets, publish when this thread wakes next, then take in again: a budget appended
            # after that second look reads the published time and rings if it ends sooner.
            while True:
                while incoming:
                    task = incoming.popleft()
                    heapq.heappush(heap, (task.deadline, next(seq), task))
                while heap and not heap[0][2].armed:
                    heapq.heappop(heap)
                self.wakes_at = heap[0][0] if heap else math.inf
                if not incoming:
                    break
            wait = max(self.wakes_at - time.monotonic(), 0.0) if heap else None
            try:
                doorbell.get(timeout=wait)
                continue
            except queue.Empty:
                pass
            now = time.monotonic()
            while heap and heap[0][0] <= now:
                _, _, task = heapq.heappop(heap)
                self.striking = task
                if task.armed:  # read after announcing the strike: a thread that disarms now waits for its end
                    if task.shield:
                        task.pending = True
                    else:
                        task.fired = True
                        _raise_in(task.thread_id)
                    # Watched until the block ends: an exception delivered where Python drops it (a gc callback, a
                    # __del__, a weakref callback) would otherwise leave the request running past its budget.
                    heapq.heappush(heap, (now + STRIKE_AGAIN, next(seq), task))
                self.striking = None


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
    """A budget of ``seconds`` for a ``with`` block; past it, :class:`DeadlineExceeded` is raised in this thread.

    A strike can land at the start of the block's ``__exit__``, before it has ended the budget: code that must go on
    in this thread after the block (a server's) runs :func:`within` instead."""
    return _Task(threading.get_ident(), time.monotonic() + seconds)


def within(seconds: float, run: Callable[[], T]) -> T:
    """``run()`` under a budget of ``seconds``: its value, or :class:`DeadlineExceeded` once it runs past the budget.
    When this returns or raises, the budget has ended (no strike can follow) and what was handed to it
    (:func:`undo_at_end`) has been run."""
    task = deadline(seconds)
    try:
        try:
            with task:
                return run()
        finally:
            task.armed = False  # first, by a store: see the module's notes
            task.end()
    finally:
        task.run_undo()


@contextmanager
def shielded() -> Iterator[None]:
    """Defer a deadline that passes inside the block to its end (for bookkeeping that must not be cut)."""
    task = current_task()
    if task is None:
        yield
        return
    task.shield += 1  # from here the watchdog defers; a strike it decided before is waited for
    while True:
        try:
            _WATCHDOG.settle(task)
            break
        except DeadlineExceeded:  # the strike was on its way: raise it once the section is done
            task.pending = True
    try:
        yield
    finally:
        task.shield -= 1
        if task.shield == 0 and task.pending and task.armed:
            task.pending, task.fired = False, True
            raise DeadlineExceeded


def undo_at_end(action: Callable[[], None]) -> bool:
    """Hand ``action`` (giving back a slot, a lock) to this thread's budget, to be run once the budget has ended,
    where no deadline strikes, rather than in a ``finally`` inside the budget, which a strike can skip. Call it in
    the same :func:`shielded` section as what ``action`` undoes. False outside a budget: the caller runs ``action``
    itself (nothing strikes there)."""
    task = current_task()
    if task is None:
        return False
    task.undo.append(action)
    return True
