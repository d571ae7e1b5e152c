"""連船之遊 (the ship game): hauling resources from the start to the goal with three ships each (spec §4.3).

The route has positions 0 (start) .. 20 (goal). A turn is one throw of the sticks and one action for it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal, TypeAlias, cast

from adjudicator.games import sticks

from ..errors import check_stated
from ..jsonform import NOT_WRITTEN, json_form
from ..options import check_options, choice, number, options_json, read_options, switch
from ..shapes import SEED, declared, integer, listed, read_shape, record, text
from .common import whole
from .errors import RaceGameError

ActionKind: TypeAlias = Literal["move", "build", "supply", "plunder", "recall", "pass"]
ACTION_KINDS: Final[tuple[ActionKind, ...]] = ("move", "build", "supply", "plunder", "recall", "pass")
START: Final = 0
GOAL: Final = 20
CAPACITY: Final = 15
SHIPS: Final = 3
START_STORE: Final = 20
FIRST_CARGO: Final = 5
BUILD: Final = 5
TARGET: Final = 20
#: The most sticks a ruleset throws (the bound a state is checked against before its ruleset is known).
MAX_STICKS: Final = 20


@dataclass(frozen=True, slots=True)
class ShipsRules:
    """Flags of 連船之遊, each declared once as an option (:mod:`adjudicator.games.options`)."""

    fuel_source: Literal["ship", "start_store"] = field(default="ship", metadata=choice(
        "a move burns the throw from the moving ship's cargo (ship, default) or from the start store",
        ("ship", "start_store")))
    exact_goal: bool = field(default=False, metadata=switch(
        "a move must end exactly on the goal (otherwise an overshoot stops there; default false)"))
    build_cost: Literal["transfer", "burn"] = field(default="transfer", metadata=choice(
        "building a ship: transfer (store -5, ship +5; default) or burn (store -10: 5 burned, 5 loaded)",
        ("transfer", "burn")))
    supply_source: Literal["bank", "start_store"] = field(default="bank", metadata=choice(
        "補給 takes new resources from the bank (default) or from the start store", ("bank", "start_store")))
    plunder_intermediate_only: bool = field(default=True, metadata=switch(
        "plundering only on the 19 intermediate points (default true)"))
    pass_if_start_empty: bool = field(default=True, metadata=switch(
        "a player whose start store is 0 passes (the literal rule; default true)"))
    sticks: int = field(default=5, metadata=number("the number of throwing sticks (default 5)", 1, MAX_STICKS))

    def __post_init__(self) -> None:
        check_options(self, RaceGameError)

    @classmethod
    def from_json(cls, data: object) -> ShipsRules:
        """Read a flags object (missing flags take their defaults)."""
        return cls(**read_options(cls, data, RaceGameError))

    def to_json(self) -> dict[str, Any]:
        """Return the effective flags."""
        return options_json(self)


@dataclass(frozen=True, slots=True)
class Ship:
    """A ship: its point on the route (0 start .. 20 goal) and its cargo (0..15)."""

    position: int = field(default=START, metadata=declared(integer(START, GOAL), "its point on the route"))
    cargo: int = field(default=0, metadata=declared(integer(0, CAPACITY), "the resources it carries"))

    @classmethod
    def from_json(cls, data: object, where: str = "ship") -> Ship:
        """Read ``{"position", "cargo"}`` by their declarations (either left out: 0)."""
        return cls(**read_shape(cls, data, RaceGameError, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class Fleet:
    """A player's stores, three ships and turns taken."""

    start_store: int = field(metadata=declared(integer(0), "resources in the start store"))
    goal_store: int = field(metadata=declared(integer(0), "resources brought to the goal", absent=0))
    turns: int = field(metadata=declared(integer(0), "turns taken", absent=0))
    ships: tuple[Ship, ...] = field(metadata=declared(
        listed(record(Ship).named("ship"), min_length=SHIPS, max_length=SHIPS), f"the player's {SHIPS} ships"))

    @classmethod
    def new(cls) -> Fleet:
        """A fleet at the setup: start store 20, one ship loaded with 5, every ship on the start."""
        return cls(START_STORE, 0, 0, (Ship(cargo=FIRST_CARGO), Ship(), Ship()))

    @classmethod
    def from_json(cls, data: object, where: str = "fleet") -> Fleet:
        """Read ``{"start_store", "goal_store", "turns", "ships"}`` by their declarations (the stores and turns left
        out: 0; the start store and the 3 ships required)."""
        return cls(**read_shape(cls, data, RaceGameError, where))

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class ShipsState:
    """The game: the fleets by seat and the seat to play (and the seed the throws not observed are drawn from)."""

    fleets: tuple[Fleet, ...] = field(metadata=declared(
        listed(record(Fleet).named("fleet"), min_length=2, max_length=4), "the fleets by seat (2 to 4 players)"))
    turn: int = field(default=0, metadata=NOT_WRITTEN)
    seed: int = field(default=0, metadata=declared(SEED, "casts not given are drawn from it (default 0 on input)"))

    @classmethod
    def new(cls, players: int, seed: int = 0) -> ShipsState:
        """Set up 2..4 players: start store 20, one ship loaded with 5, all ships on the start."""
        whole(players, "players", 2, 4)
        return cls(tuple(Fleet.new() for _ in range(players)), 0, whole(seed, "seed", -(2**63), 2**63 - 1))

    @property
    def ending(self) -> bool:
        """Whether someone has brought 20 or more to the goal (the game ends when turns are even)."""
        return any(f.goal_store >= TARGET for f in self.fleets)

    @property
    def over(self) -> bool:
        """Whether the game has ended: 20 reached and every player has had the same number of turns."""
        return self.ending and len({f.turns for f in self.fleets}) == 1

    @classmethod
    def from_json(cls, data: object, where: str = "state") -> ShipsState:
        """Read ``{"fleets": [{"start_store", "goal_store", "turns", "ships"}], "seed"}`` (3 ships per fleet) by their
        declarations. Seats play in turn from seat 0, so the seat to play is the first that has had fewer turns than
        seat 0, or seat 0 when every seat has had as many (``to_play``, null once over, is checked when sent)."""
        read = read_shape(cls, data, RaceGameError, where, also=("to_play", "ending", "over"))
        assert isinstance(data, Mapping)
        fleets: tuple[Fleet, ...] = read["fleets"]
        turn = next((i for i, f in enumerate(fleets) if f.turns < fleets[0].turns), 0)
        state = cls(**read, turn=turn)
        state.check_reachable()
        check_stated(data, state.derived(), where, RaceGameError)
        return state

    def derived(self) -> dict[str, Any]:
        """What the state makes of itself: whose turn it is (none once over), the end in sight, the end."""
        return {"to_play": None if self.over else self.turn, "ending": self.ending, "over": self.over}

    def check_reachable(self) -> None:
        """Raise :class:`RaceGameError` naming the field if no game reaches this state.

        A ship that reaches the goal unloads at once, so it carries nothing there; a ship emptied on the route goes
        back to the start at once, so every ship between them carries cargo. Seats play in turn from seat 0, so the
        seats before the one to play have had one turn more than it and the others.
        """
        for i, fleet in enumerate(self.fleets):
            for j, ship in enumerate(fleet.ships):
                where = f"state.fleets[{i}].ships[{j}]"
                if ship.position == GOAL and ship.cargo:
                    raise RaceGameError(f"a ship unloads all its cargo on reaching the goal,"
                                        f" so a ship there carries 0, not {ship.cargo}", f"{where}.cargo")
                if START < ship.position < GOAL and not ship.cargo:
                    raise RaceGameError(f"a ship whose cargo drops to 0 goes back to the start at"
                                        f" once, so a ship on point {ship.position} carries something",
                                        f"{where}.cargo")
        rounds = self.fleets[self.turn].turns
        for i, fleet in enumerate(self.fleets):
            expected = rounds + 1 if i < self.turn else rounds
            if fleet.turns != expected:
                raise RaceGameError(f"seats play in turn from seat 0, so with seat"
                                    f" {self.turn} to play after {rounds} turn(s) seat {i} has had {expected},"
                                    f" not {fleet.turns}", f"state.fleets[{i}].turns")
        if self.ending and not self.over and not any(f.goal_store >= TARGET for f in self.fleets[:self.turn]):
            raise RaceGameError(f"no seat before seat {self.turn} brought {TARGET} to the goal in this round, so it was"
                                f" brought in an earlier one, and the game ended when that round was complete",
                                "state.to_play")
        self.check_reach(MAX_STICKS)

    def check_reach(self, sticks: int) -> None:
        """Raise naming the field if a fleet holds more, or has sailed farther, than its turns of ``sticks`` allow.

        A turn adds at most one throw (``sticks`` at most) to what a player holds (supply from the bank, or a plunder
        of throw - 1; building, moving and recalling add nothing), so the start store, the goal store and the cargo
        hold at most the 25 of the setup plus ``sticks`` a turn; a turn moves one ship at most ``sticks`` points, and
        each ship that reached the goal (one for each 15 at the goal, at least, and one for each ship there) sailed
        all 20, so the points covered are at most ``sticks`` a turn.
        """
        for i, fleet in enumerate(self.fleets):
            where = f"state.fleets[{i}]"
            held = fleet.start_store + fleet.goal_store + sum(s.cargo for s in fleet.ships)
            most = START_STORE + FIRST_CARGO + sticks * fleet.turns
            if held > most:
                raise RaceGameError(f"a player starts with {START_STORE + FIRST_CARGO} and each turn adds at most one"
                                    f" throw ({sticks}), so after {fleet.turns} turn(s) it holds at most {most}"
                                    f" (start store, goal store and cargo), not {held}", f"{where}.start_store")
            trips = max(-(-fleet.goal_store // CAPACITY), sum(s.position == GOAL for s in fleet.ships))
            sailed = GOAL * trips + sum(s.position for s in fleet.ships if s.position != GOAL)
            if sailed > sticks * fleet.turns:
                raise RaceGameError(f"a turn moves one ship at most {sticks} points, so {fleet.turns} turn(s) cover at"
                                    f" most {sticks * fleet.turns}; the ships' positions and {trips} trip(s) to the"
                                    f" goal (one a ship there, one for each {CAPACITY} brought) need {sailed}",
                                    f"{where}.ships")

    def to_json(self) -> dict[str, Any]:
        """The JSON form: the fields (:func:`~adjudicator.games.jsonform.json_form`), then what the state makes of
        itself (:meth:`derived`)."""
        return {**json_form(self), **self.derived()}


@dataclass(frozen=True, slots=True)
class ShipAction:
    """One action: ``ship`` is the acting ship (0..2); ``target``/``target_ship`` name the plundered ship."""

    kind: ActionKind = field(metadata=declared(text(choices=ACTION_KINDS), "what the turn does"))
    ship: int | None = field(default=None, metadata=declared(
        integer(0, SHIPS - 1, nullable=True).named("ship"), "the acting ship (null only for pass)"))
    target: int | None = field(default=None, metadata=declared(
        integer(0, 3, nullable=True).named("seat"), "plunder: the other player"))
    target_ship: int | None = field(default=None, metadata=declared(
        integer(0, SHIPS - 1, nullable=True).named("ship"), "plunder: their ship"))

    @classmethod
    def from_json(cls, data: object, where: str = "action") -> ShipAction:
        """Read ``{"kind", "ship", "target", "target_ship"}`` by their declarations; the fields a kind needs must be
        present."""
        read = read_shape(cls, data, RaceGameError, where)
        kind = read["kind"]
        if kind != "pass" and read.get("ship") is None:
            raise RaceGameError(f"a {kind} needs the ship (0..{SHIPS - 1})", f"{where}.ship")
        if kind == "plunder" and (read.get("target") is None or read.get("target_ship") is None):
            raise RaceGameError("a plunder needs the target player and target_ship", f"{where}.target")
        return cls(**read)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class ShipVerdict:
    """The adjudication of a turn: legal or not (and why) and the state after it."""

    legal: bool
    reason: str | None
    state: ShipsState

    def to_json(self) -> dict[str, Any]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def drawn_throw(state: ShipsState, rules: ShipsRules | None = None) -> int:
    """The throw of the turn to play drawn from the state's seed (the same for the same state)."""
    rules = rules or ShipsRules()
    turns = sum(f.turns for f in state.fleets)
    return sticks.cast(rules.sticks, random.Random(f"ships/{state.seed}/{turns}")).total


def must_pass(fleet: Fleet, throw: int, rules: ShipsRules) -> bool:
    """Whether the turn is a forced pass: a throw of 0, or (literal rule) an empty start store."""
    return throw == 0 or (rules.pass_if_start_empty and fleet.start_store == 0)


def why_illegal(state: ShipsState, seat: int, throw: int, action: ShipAction, rules: ShipsRules) -> str | None:
    """Return why ``seat`` may not take ``action`` for ``throw``, or ``None`` if it is legal."""
    if state.over:
        return "the game is over"
    if seat != state.turn:
        return f"it is seat {state.turn}'s turn"
    fleet = state.fleets[seat]
    if action.kind == "pass":
        if must_pass(fleet, throw, rules) or not any(
                why_illegal(state, seat, throw, a, rules) is None for a in _candidates(state, seat)):
            return None
        return "a pass is only allowed on a throw of 0, with an empty start store, or when nothing else is legal"
    if must_pass(fleet, throw, rules):
        return "this turn is a pass (throw 0 or empty start store)"
    ship = fleet.ships[cast(int, action.ship)]
    if action.kind == "move":
        return _move_problem(fleet, ship, throw, rules)
    if action.kind == "build":
        cost = BUILD if rules.build_cost == "transfer" else 2 * BUILD
        if ship.position != START or ship.cargo:
            return "a ship is built only on an empty ship at the start"
        return None if fleet.start_store >= cost else f"building needs {cost} in the start store"
    if action.kind == "supply":
        if ship.position == GOAL:
            return "a ship at the goal waits to be recalled"
        if ship.cargo >= CAPACITY:
            return f"the ship already carries {CAPACITY}"
        return None
    if action.kind == "recall":
        return "the ship is already at the start" if ship.position == START else None
    return _plunder_problem(state, seat, throw, action, rules)


def _move_problem(fleet: Fleet, ship: Ship, throw: int, rules: ShipsRules) -> str | None:
    if ship.position == GOAL:
        return "a ship at the goal waits to be recalled"
    if ship.position + throw > GOAL and rules.exact_goal:
        return "the goal must be reached exactly"
    fuel = ship.cargo if rules.fuel_source == "ship" else fleet.start_store
    return None if fuel >= throw else f"moving {throw} burns {throw} resources; there are only {fuel}"


def _plunder_problem(state: ShipsState, seat: int, throw: int, action: ShipAction, rules: ShipsRules) -> str | None:
    target = cast(int, action.target)
    if target >= len(state.fleets) or target == seat:
        return "plunder another player's ship"
    ship = state.fleets[seat].ships[cast(int, action.ship)]
    victim = state.fleets[target].ships[cast(int, action.target_ship)]
    if ship.position != victim.position:
        return "the two ships are not on the same point"
    if rules.plunder_intermediate_only and ship.position in (START, GOAL):
        return "plunder happens only on the intermediate points"
    return None if plunder_amount(ship, victim, throw) > 0 else "there is nothing to take (throw - 1, cargo, room)"


def plunder_amount(ship: Ship, victim: Ship, throw: int) -> int:
    """Return what a plunder takes: throw - 1, capped by the victim's cargo and the plunderer's free room."""
    return max(0, min(throw - 1, victim.cargo, CAPACITY - ship.cargo))


def _candidates(state: ShipsState, seat: int) -> list[ShipAction]:
    actions = [ShipAction(k, s) for k in ("move", "build", "supply", "recall") for s in range(SHIPS)]
    actions += [ShipAction("plunder", s, t, ts) for s in range(SHIPS) for t in range(len(state.fleets))
                for ts in range(SHIPS) if t != seat]
    return actions


def legal_actions(state: ShipsState, seat: int, throw: int, rules: ShipsRules | None = None) -> list[ShipAction]:
    """List every legal action of ``seat`` for ``throw`` (a forced pass is the only action when it applies)."""
    rules = rules or ShipsRules()
    _check(state, seat, throw, rules)
    actions = [a for a in _candidates(state, seat) if why_illegal(state, seat, throw, a, rules) is None]
    if why_illegal(state, seat, throw, ShipAction("pass"), rules) is None:
        actions.append(ShipAction("pass"))
    return actions


def _check(state: ShipsState, seat: int, throw: int, rules: ShipsRules) -> None:
    whole(seat, "seat", 0, len(state.fleets) - 1)
    whole(throw, "cast", 0, rules.sticks)
    state.check_reach(rules.sticks)


def _settle(ship: Ship) -> tuple[Ship, int]:
    """Apply the automatic rules to a ship: unload at the goal; back to the start when empty. Return the unload."""
    if ship.position == GOAL:
        return Ship(GOAL, 0), ship.cargo
    if ship.cargo == 0:
        return Ship(START, 0), 0
    return ship, 0


def apply(state: ShipsState, seat: int, throw: int, action: ShipAction, rules: ShipsRules | None = None
          ) -> ShipVerdict:
    """Adjudicate and perform the turn of ``seat`` for ``throw``; an illegal one leaves the state unchanged."""
    rules = rules or ShipsRules()
    _check(state, seat, throw, rules)
    reason = why_illegal(state, seat, throw, action, rules)
    if reason is not None:
        return ShipVerdict(False, reason, state)
    fleets = list(state.fleets)
    fleet = fleets[seat]
    ships = list(fleet.ships)
    store, goal = fleet.start_store, fleet.goal_store
    # Not cast(int, ...): compiled, a cast is checked, and some actions have no ship (the index is unused then).
    index = -1 if action.ship is None else action.ship
    if action.kind == "move":
        ship = ships[index]
        if rules.fuel_source == "ship":
            ship = replace(ship, cargo=ship.cargo - throw)
        else:
            store -= throw
        ships[index] = replace(ship, position=min(GOAL, ship.position + throw))
    elif action.kind == "build":
        store -= BUILD if rules.build_cost == "transfer" else 2 * BUILD
        ships[index] = replace(ships[index], cargo=BUILD)
    elif action.kind == "supply":
        room = CAPACITY - ships[index].cargo
        amount = min(throw, room) if rules.supply_source == "bank" else min(throw, room, store)
        store -= 0 if rules.supply_source == "bank" else amount
        ships[index] = replace(ships[index], cargo=ships[index].cargo + amount)
    elif action.kind == "recall":
        store += ships[index].cargo
        ships[index] = Ship()
    elif action.kind == "plunder":
        target, target_ship = cast(int, action.target), cast(int, action.target_ship)
        victim_ships = list(fleets[target].ships)
        amount = plunder_amount(ships[index], victim_ships[target_ship], throw)
        ships[index] = replace(ships[index], cargo=ships[index].cargo + amount)
        victim_ships[target_ship], _ = _settle(replace(victim_ships[target_ship],
                                                       cargo=victim_ships[target_ship].cargo - amount))
        fleets[target] = replace(fleets[target], ships=tuple(victim_ships))
    settled = []
    for ship in ships:
        ship, unloaded = _settle(ship)
        goal += unloaded
        settled.append(ship)
    fleets[seat] = replace(fleet, start_store=store, goal_store=goal, ships=tuple(settled), turns=fleet.turns + 1)
    return ShipVerdict(True, None, ShipsState(tuple(fleets), (seat + 1) % len(fleets), state.seed))


def final_ranking(state: ShipsState) -> list[dict[str, int]]:
    """Rank the players by resources at the goal; equal amounts share a rank (1 = best)."""
    stores = [f.goal_store for f in state.fleets]
    return sorted(({"seat": i, "goal_store": g, "rank": 1 + sum(1 for o in stores if o > g)}
                   for i, g in enumerate(stores)), key=lambda r: (r["rank"], r["seat"]))
