"""What an operation costs, declared next to the operation and charged before it runs.

Every operation declares its cost (``cost=`` of :meth:`~adjudicator.web.api.Operations.operation`): a function of
the loaded request that says, without doing the work, how much work the answer takes and how large it can be. The
service charges every request that cost after validating it and before computing it:

* **Work** is counted in *units*, one unit being about one millisecond of one core for the pure-Python build (the
  compiled build does the same work in a third to a half of that: charges err on the high side). A
  request whose charge is at least ``ADJ_MEDIUM_UNITS`` runs only while the worker has a thread to spare for cheap
  requests; one of at least ``ADJ_HEAVY_UNITS`` also needs one of the few heavy slots of its worker and of its
  host (:mod:`adjudicator.web.guard`). Over ``ADJ_MAX_UNITS`` it is refused before any work (422 naming the field
  that drives the cost): the request could not finish within its deadline.
* **The answer's size** is bounded the same way: an answer that would be larger than ``ADJ_MAX_ANSWER_BYTES`` is
  refused before it is computed.

A batch is charged the sum of its items, each charged as if it came alone, and bounded as a whole.

Answers found in the cache cost nothing and are served before any charge is admitted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sized
from dataclasses import dataclass
from typing import Any

#: The answer size of an operation whose answer does not grow with the request beyond a small bound.
SMALL_ANSWER = 16 << 10


@dataclass(frozen=True)
class Charge:
    """What one request will cost: ``units`` of work, an answer of at most ``answer_bytes``, driven by ``field``
    (the request field whose size makes the cost, named when the request is refused; None for a fixed cost)."""

    units: float
    answer_bytes: int
    field: str | None = None

    def __add__(self, other: Charge) -> Charge:
        return Charge(self.units + other.units, self.answer_bytes + other.answer_bytes, self.field or other.field)


@dataclass(frozen=True)
class Cost:
    """A declared cost: the charge of a loaded request, and the most it can charge under the request schema's
    limits (``ceiling``, in units), which decides whether the operation can ever be heavy; ``grows``: whether the
    units charged vary with the request (false for :func:`flat`), in which case a test shows that they follow the
    work (tests/unit/test_costs.py)."""

    charge: Callable[[dict[str, Any]], Charge]
    ceiling: float
    description: str
    grows: bool = True

    def __call__(self, args: dict[str, Any]) -> Charge:
        return self.charge(args)


def flat(units: float = 1, answer_bytes: int = SMALL_ANSWER, *, why: str = "a fixed amount of work") -> Cost:
    """A cost that does not depend on the request (within the schema's limits): ``units`` and ``answer_bytes``."""
    fixed = Charge(units, answer_bytes)
    return Cost(lambda args: fixed, units, f"{units:g} units ({why})", grows=False)


def _size(value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | float):
        return int(value)
    if isinstance(value, Sized):
        return len(value)
    return 1


def scaled(field: str, each: float, most: int, *, base: float = 1, bytes_each: int = 0,
           answer_bytes: int = SMALL_ANSWER, size: Callable[[Any], int] = _size,
           exponent: float = 1.0, arg: str | None = None) -> Cost:
    """A cost that grows with one request field: ``base + each * n ** exponent`` units, where ``n`` is the field's
    size (an integer's value, a list's or a string's length, or what ``size`` says of it), at most ``most`` under
    the schema; the answer is ``answer_bytes + bytes_each * n`` bytes at most. ``arg`` is the loaded argument it
    is read from when that is not the field's first segment (a table loaded from the request's placements)."""
    key = arg or field.split(".")[0]

    def charge(args: dict[str, Any]) -> Charge:
        if key not in args:  # a declaration naming an argument the operation does not take: a bug, not bad input
            raise LookupError(f"the cost reads the argument {key!r}, which the operation's request does not load")
        n = max(size(args[key]), 0)
        return Charge(base + each * n ** exponent, answer_bytes + bytes_each * n, field)

    power = "" if exponent == 1 else f"^{exponent:g}"
    return Cost(charge, base + each * most ** exponent,
                f"{base:g} + {each:g} units per {field}{power} (at most {most:g})")


def by_value(field: str, units: Mapping[Any, float], answer_bytes: int = SMALL_ANSWER) -> Cost:
    """A cost read from a table by the value of one request field (a number of players, a flag)."""

    def charge(args: dict[str, Any]) -> Charge:
        return Charge(units[args[field]], answer_bytes, field)

    shown = ", ".join(f"{value}: {cost:g}" for value, cost in units.items())
    return Cost(charge, max(units.values()), f"units by {field} ({shown})")


def custom(charge: Callable[[dict[str, Any]], Charge], ceiling: float, description: str, *,
           grows: bool = True) -> Cost:
    """A cost computed by ``charge`` from the loaded request (at most ``ceiling`` units under the schema);
    ``grows=False`` when only the answer's size varies with the request, never the units."""
    return Cost(charge, ceiling, description, grows=grows)
