"""六裁 (netxiju): the designers' 32-square drinking race (spec other-games §4.2).

The path runs boustrophedon over 4 rows of 8 squares: index 0 is the start (bottom right), 31 the goal (top right).
Lined squares make the pawn's owner drink one cup per line whenever the pawn stops there.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final

from ..errors import check_stated
from ..jsonform import NOT_WRITTEN, json_form, json_written_by
from ..options import check_options, choice, options_json, read_options, switch
from ..shapes import declared, integer, listed, read_shape, record
from .common import RANDOMIZERS, Randomizer, outcomes, whole
from .errors import RaceGameError

ROWS: Final = 4
COLUMNS: Final = 8
START: Final = 0
GOAL: Final = ROWS * COLUMNS - 1
#: Lines (cups) on the path squares; they total 22, the cups of the anecdote.
LINES: Final[Mapping[int, int]] = {3: 2, 6: 2, 9: 2, 12: 2, 15: 2, 19: 3, 23: 3, 27: 3, 31: 3}


def board_cell(index: int) -> tuple[int, int]:
    """Return the (row from the top, column from the left) of a path index, walking boustrophedon from bottom right."""
    whole(index, "index", START, GOAL)
    lap, step = divmod(index, COLUMNS)
    row = ROWS - 1 - lap
    column = COLUMNS - 1 - step if lap % 2 == 0 else step
    return row, column


@dataclass(frozen=True, slots=True)
class NetxijuRules:
    """Flags of 六裁, each declared once as an option (:mod:`adjudicator.games.options`)."""

    randomizer: Randomizer = field(default="sticks6", metadata=choice(
        "sticks6 (the designers' card, default), sticks5 or d6", RANDOMIZERS))
    drink_on_blocked: bool = field(default=False, metadata=switch(
        "a throw overshooting the goal (no move) still counts as a stop (default false)"))

    def __post_init__(self) -> None:
        check_options(self, RaceGameError)

    @classmethod
    def from_json(cls, data: object) -> NetxijuRules:
        """Read a flags object (missing flags take their defaults)."""
        return cls(**read_options(cls, data, RaceGameError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return options_json(self)


#: A square of the path, by its index (0 start .. 31 goal).
SQUARE: Final = integer(START, GOAL).named("square")


def _sorted(squares: frozenset[int]) -> list[int]:
    return sorted(squares)


@dataclass(frozen=True, slots=True)
class Pawn:
    """A player's pawn: its path square (0 start .. 31 goal), the cups drunk, the lined squares stopped on."""

    position: int = field(default=START, metadata=declared(SQUARE, "its path square (0 start .. 31 goal)"))
    cups: int = field(default=0, metadata=declared(integer(0), "cups drunk so far"))
    sent_back: int = field(default=0, metadata=declared(integer(0), "how often the pawn was sent back to the start"))
    stops: frozenset[int] = field(default=frozenset(), metadata=declared(
        listed(SQUARE, min_length=0, max_length=len(LINES)), "the lined squares the pawn has stopped on",
        **json_written_by(_sorted)))

    @classmethod
    def from_json(cls, data: object, where: str = "pawn") -> Pawn:
        """Read ``{"position", "cups", "sent_back", "stops"}`` by their declarations (each left out: the start's),
        each lined square stopped on named once; ``finished`` and ``ox_walk``, if sent, are checked."""
        read = read_shape(cls, data, RaceGameError, where, also=("finished", "ox_walk"))
        assert isinstance(data, Mapping)
        listed_stops: tuple[int, ...] = read.get("stops", ())
        if len(set(listed_stops)) != len(listed_stops):
            raise RaceGameError("names each lined square once", f"{where}.stops")
        stops = frozenset(listed_stops)
        if not stops <= LINES.keys():
            raise RaceGameError(f"{sorted(stops.difference(LINES))} are not lined squares", f"{where}.stops")
        pawn = cls(**{**read, "stops": stops})
        check_stated(data, {"finished": pawn.finished, "ox_walk": pawn.ox_walk}, where, RaceGameError)
        return pawn

    @property
    def finished(self) -> bool:
        """Whether the pawn has reached the goal."""
        return self.position == GOAL

    @property
    def ox_walk(self) -> bool:
        """牛行: at the goal, never sent back, having stopped on every lined square."""
        return self.finished and self.sent_back == 0 and self.stops >= LINES.keys()

    def to_json(self) -> dict[str, Any]:
        """The JSON form: the fields (:func:`~adjudicator.games.jsonform.json_form`, the stops in order), then
        whether the pawn has finished and achieved 牛行."""
        return {**json_form(self), "finished": self.finished, "ox_walk": self.ox_walk}


@dataclass(frozen=True, slots=True)
class NetxijuState:
    """A race: the pawns by seat (missing fields: a pawn on the start), the seat to throw, the arrival order."""

    pawns: tuple[Pawn, ...] = field(metadata=declared(
        listed(record(Pawn).named("pawn"), min_length=1, max_length=12), "the pawns by seat"))
    turn: int = field(default=0, metadata=NOT_WRITTEN)
    arrivals: tuple[int, ...] = field(default=(), metadata=declared(
        listed(integer(0, 11).named("seat"), min_length=0, max_length=12),
        "the seats at the goal in arrival (prize) order"))

    @property
    def over(self) -> bool:
        """Whether every pawn has arrived."""
        return all(p.finished for p in self.pawns)

    @classmethod
    def new(cls, players: int, first: int = 0) -> NetxijuState:
        """Start a race of 1..12 pawns: every pawn on the start square, seat ``first`` (default 0) to throw."""
        whole(players, "players", 1, 12)
        whole(first, "first", 0, players - 1)
        return cls(tuple(Pawn() for _ in range(players)), first)

    @classmethod
    def from_json(cls, data: object, where: str = "state") -> NetxijuState:
        """Read ``{"pawns": [{"position", "cups", "sent_back", "stops"}], "to_play", "arrivals"}`` by their
        declarations (``to_play`` null once every pawn has arrived), then the race's invariants."""
        read = read_shape(cls, data, RaceGameError, where, also=("to_play", "over"))
        assert isinstance(data, Mapping)
        pawns: tuple[Pawn, ...] = read["pawns"]
        arrivals: tuple[int, ...] = read.get("arrivals", ())
        if sorted(arrivals) != [i for i, p in enumerate(pawns) if p.finished]:
            raise RaceGameError("must list exactly the pawns at the goal, once each", f"{where}.arrivals")
        over = all(p.finished for p in pawns)
        stated = data.get("to_play", None if over else 0)  # not stated: the state's own
        if stated is None:
            if not over:
                raise RaceGameError("a pawn is still racing, so a seat is to throw", f"{where}.to_play")
            turn = arrivals[-1]
        elif over:
            raise RaceGameError("every pawn has arrived, so no seat is to throw (null)", f"{where}.to_play")
        else:
            turn = whole(stated, f"{where}.to_play", 0, len(pawns) - 1)
        state = cls(pawns, turn, arrivals)
        state.check_reachable()
        check_stated(data, state.derived(), where, RaceGameError)
        return state

    def derived(self) -> dict[str, Any]:
        """What the state makes of itself: whose turn it is (none once over) and whether the race is over."""
        return {"to_play": None if self.over else self.turn, "over": self.over}

    def check_reachable(self) -> None:
        """Raise :class:`RaceGameError` naming the field if no race reaches this state.

        A pawn landing on another's square sends it back, so two pawns share only the start or the goal. A pawn
        stands on a lined square only by stopping there, so that square is among its stops, and it has drunk at
        least one round of every square it stopped on; a pawn never sent back has stopped nowhere beyond itself.
        A pawn at the goal is out of the race, so the seat to throw is one still racing.
        """
        seen: dict[int, int] = {}
        for i, pawn in enumerate(self.pawns):
            where = f"state.pawns[{i}]"
            if pawn.position not in (START, GOAL):
                if pawn.position in seen:
                    raise RaceGameError(f"square {pawn.position} holds pawn {seen[pawn.position]}"
                                        " already; a pawn landing there sends the other back to the start",
                                        f"{where}.position")
                seen[pawn.position] = i
            if pawn.position in LINES and pawn.position not in pawn.stops:
                raise RaceGameError(f"a pawn on lined square {pawn.position} stopped there", f"{where}.stops")
            if pawn.sent_back == 0 and any(q > pawn.position for q in pawn.stops):
                raise RaceGameError(f"a pawn never sent back has not stopped beyond square"
                                    f" {pawn.position}", f"{where}.stops")
            least = sum(LINES[q] for q in pawn.stops)
            if pawn.cups < least:
                raise RaceGameError(f"stopping on {sorted(pawn.stops)} means at least {least}"
                                    f" cups, not {pawn.cups}", f"{where}.cups")
            if not _drinkable(pawn.cups - least, {LINES[q] for q in pawn.stops}):
                raise RaceGameError(f"cups come only from stops on lined squares, one round of lines a stop, and"
                                    f" no number of stops on {sorted(pawn.stops)} makes {pawn.cups}", f"{where}.cups")
        if not self.over and self.pawns[self.turn].finished:
            raise RaceGameError(f"pawn {self.turn} is at the goal and out of the race", "state.to_play")
        if self.over and self.turn != self.arrivals[-1]:
            raise RaceGameError(f"the race ended with pawn {self.arrivals[-1]}'s arrival, and no throw follows it,"
                                f" so the last seat to throw is {self.arrivals[-1]}, not {self.turn}", "state.to_play")
        if len(self.pawns) == 1 and self.pawns[0].sent_back:
            raise RaceGameError("only another pawn landing on it sends a pawn back, and this race has one",
                                "state.pawns[0].sent_back")

    def to_json(self) -> dict[str, Any]:
        """The JSON form: the fields (:func:`~adjudicator.games.jsonform.json_form`), then what the state makes of
        itself (:meth:`derived`)."""
        return {**json_form(self), **self.derived()}


@dataclass(frozen=True, slots=True)
class ThrowResult:
    """The adjudication of one throw: what happened and the state after it."""

    legal: bool
    reason: str | None
    state: NetxijuState
    moved_to: int | None = None
    blocked: bool = False
    cups: int = 0
    sent_back: tuple[int, ...] = ()
    arrived: bool = False

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return {"legal": self.legal, "reason": self.reason, "moved_to": self.moved_to, "blocked": self.blocked,
                "cups": self.cups, "sent_back": list(self.sent_back), "arrived": self.arrived,
                "state": self.state.to_json()}


def _drinkable(cups: int, rounds: set[int]) -> bool:
    """Whether ``cups`` is a sum of further rounds, each of one of the sizes ``rounds`` (a stop drinks one).

    Beyond the square of the largest size every multiple of the sizes' greatest common divisor is such a sum (the
    Frobenius number of sizes at most ``m`` is below ``m * m``), so the work is bounded whatever ``cups`` is."""
    if not rounds:
        return cups == 0
    largest = max(rounds)
    if cups >= largest * largest:
        return cups % math.gcd(*rounds) == 0
    reachable = [True] + [False] * cups
    for total in range(1, cups + 1):
        reachable[total] = any(size <= total and reachable[total - size] for size in rounds)
    return reachable[cups]


def destination(position: int, throw: int) -> int | None:
    """Return where a pawn ends after advancing ``throw`` squares, or ``None`` if it overshoots the goal (no move)."""
    target = position + throw
    return target if target <= GOAL else None


def check_throw(throw: object, rules: NetxijuRules) -> int:
    """Return ``throw`` if the randomiser can produce it; raise :class:`RaceGameError` otherwise."""
    possible = outcomes(rules.randomizer)
    if not isinstance(throw, int) or isinstance(throw, bool) or throw not in possible:
        raise RaceGameError(f"{rules.randomizer} gives {min(possible)}..{max(possible)}, got {throw!r}", "cast")
    return throw


def apply_throw(state: NetxijuState, seat: int, throw: int, rules: NetxijuRules | None = None) -> ThrowResult:
    """Apply one throw of the seat to move: advance (exact goal), send back a pawn on the destination, drink.

    A throw of 0 keeps the pawn where it is and it drinks that square's cups again. A throw that overshoots the
    goal does not move the pawn and only counts as a stop when ``drink_on_blocked``. Pawns at the goal are out
    of the race and cannot be sent back.
    """
    rules = rules or NetxijuRules()
    throw = check_throw(throw, rules)
    whole(seat, "seat", 0, len(state.pawns) - 1)
    if state.over:
        return ThrowResult(False, "every pawn has reached the goal", state)
    if seat != state.turn:
        return ThrowResult(False, f"it is seat {state.turn}'s turn", state)
    pawn = state.pawns[seat]
    target = destination(pawn.position, throw)
    pawns = list(state.pawns)
    sent: list[int] = []
    stopped = target is not None or rules.drink_on_blocked
    square = pawn.position if target is None else target
    if target is not None and throw > 0:
        for other_seat, other in enumerate(pawns):
            if other_seat != seat and other.position == target and not other.finished:
                pawns[other_seat] = replace(other, position=START, sent_back=other.sent_back + 1)
                sent.append(other_seat)
    cups = LINES.get(square, 0) if stopped else 0
    stops = pawn.stops | {square} if stopped and square in LINES else pawn.stops
    pawns[seat] = replace(pawn, position=square, cups=pawn.cups + cups, stops=stops)
    arrived = square == GOAL and not pawn.finished
    arrivals = (*state.arrivals, seat) if arrived else state.arrivals
    after = NetxijuState(tuple(pawns), _next_turn(pawns, seat), arrivals)
    return ThrowResult(True, None, after, target, target is None, cups, tuple(sent), arrived)


def _next_turn(pawns: list[Pawn], seat: int) -> int:
    n = len(pawns)
    for step in range(1, n + 1):
        after = (seat + step) % n
        if not pawns[after].finished:
            return after
    return seat


def throw_outcomes(state: NetxijuState, seat: int, rules: NetxijuRules | None = None) -> list[dict[str, Any]]:
    """List, for every possible cast of ``seat``, its probability and what it would do."""
    rules = rules or NetxijuRules()
    return [
        {"cast": x, "probability": p, **apply_throw(state, seat, x, rules).to_json()}
        for x, p in outcomes(rules.randomizer).items()
    ]


def landing_probabilities(randomizer: Randomizer, horizon: int = GOAL) -> tuple[Fraction, ...]:
    """Return h(g) for g = 0..horizon: the chance that a lone pawn ever lands exactly ``g`` squares ahead.

    Throws of 0 are skipped (they do not change where the pawn can land); the goal plays no part here.
    """
    dist = outcomes(randomizer)
    moving = 1 - dist.get(0, Fraction(0))
    h = [Fraction(1)]
    for g in range(1, horizon + 1):
        h.append(sum((p / moving * h[g - k] for k, p in dist.items() if 0 < k <= g), Fraction(0)))
    return tuple(h)


@dataclass(frozen=True, slots=True)
class SoloAnalysis:
    """Exact figures for one pawn racing alone: P(牛行), E[throws to the goal], E[cups drunk]."""

    randomizer: Randomizer
    ox_walk: Fraction = field(metadata=json_written_by(str))
    expected_throws: Fraction = field(metadata=json_written_by(str))
    expected_cups: Fraction = field(metadata=json_written_by(str))

    def to_json(self) -> dict[str, Any]:
        """Return the figures as exact fraction strings: :func:`json_form`."""
        return json_form(self)


def solo_analysis(rules: NetxijuRules | None = None) -> SoloAnalysis:
    """Solve the lone pawn's Markov chain exactly (absorption at the goal) for the ruleset's randomiser.

    The chain only moves forward, so the absorption equations are solved by back-substitution from the goal;
    a throw that leaves the pawn in place (0, or an overshoot) is a self-loop, divided out exactly.
    Overshooting the goal means "no move", so the last segment 27 -> 31 always succeeds and, from 26, a throw of
    6 is thrown again instead of skipping 27. Hence P(牛行) is h(3)^5 * h(4)^3 (the spec's product) for ``sticks5``,
    and slightly more than that product for ``sticks6`` and ``d6``.
    """
    rules = rules or NetxijuRules()
    dist = outcomes(rules.randomizer)
    throws = [Fraction(0)] * (GOAL + 1)
    cups = [Fraction(0)] * (GOAL + 1)
    ox = [Fraction(0)] * (GOAL + 1)
    ox[GOAL] = Fraction(1)
    for s in range(GOAL - 1, START - 1, -1):
        stay = sum((p for k, p in dist.items() if destination(s, k) in (None, s)), Fraction(0))
        drink_stay = sum((p for k, p in dist.items() if k == 0 or (destination(s, k) is None
                                                                   and rules.drink_on_blocked)), Fraction(0))
        move_throws, move_cups, move_ox = Fraction(1), drink_stay * LINES.get(s, 0), Fraction(0)
        for k, p in dist.items():
            t = destination(s, k)
            if t is None or t == s:
                continue
            move_throws += p * throws[t]
            move_cups += p * (LINES.get(t, 0) + cups[t])
            if not any(s < q < t for q in LINES):
                move_ox += p * ox[t]
        throws[s] = move_throws / (1 - stay)
        cups[s] = move_cups / (1 - stay)
        ox[s] = move_ox / (1 - stay)
    return SoloAnalysis(rules.randomizer, ox[START], throws[START], cups[START])
