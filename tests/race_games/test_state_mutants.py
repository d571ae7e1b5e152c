"""Property tests of the race games' state checkers: random states the service itself produced (random seeded
games of 六裁, 連船之遊 and 行山, every state met on the way) are accepted back, and each one broken in exactly one
invariant at a time (an extra pawn on a square, a card more or less, a repeated turn, a resource or position
out of reach, a state after the end, ...) is refused with a :class:`RaceGameError` naming the field of that invariant.

Each mutator returns ``None`` where its invariant cannot be broken by it in the state (e.g. no ship at the goal); the
mutants made are counted per game and printed at the end of the module (``pytest -s``).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.race_games import mokzo, netxiju, ships
from adjudicator.games.race_games.errors import RaceGameError

JSON = dict[str, Any]
Mutant = tuple[JSON, str] | None
MUTANTS: Counter[str] = Counter()


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    print(f"\nrace-game state mutants refused: {dict(MUTANTS)} (total {sum(MUTANTS.values())})")


def _refused(check: Callable[[JSON], object], data: JSON, field: str, game: str, name: str) -> None:
    with pytest.raises(RaceGameError) as error:
        check(data)
    assert error.value.field == field, (name, error.value)
    assert error.value.message, name
    MUTANTS[f"{game}.{name}"] += 1


# --- 六裁 --------------------------------------------------------------------------------------------------------


def _netxiju_states(players: int, seed: int) -> list[netxiju.NetxijuState]:
    rng = random.Random(seed)
    state = netxiju.NetxijuState.new(players, rng.randrange(players))
    seen = [state]
    while not state.over and len(seen) < 200:
        state = netxiju.apply_throw(state, state.turn, rng.choice(range(7))).state
        seen.append(state)
    return seen


def _nx_crowd(data: JSON) -> Mutant:
    pawns = data["pawns"]
    starters = [j for j, p in enumerate(pawns) if p["position"] == 0]
    placed = [i for i, p in enumerate(pawns) if 0 < p["position"] < 31 and p["position"] not in netxiju.LINES]
    if not starters or not placed:
        return None
    i, j = placed[0], starters[0]
    pawns[j]["position"] = pawns[i]["position"]
    pawns[j]["sent_back"] += 1  # it stopped nowhere beyond itself otherwise; leave only the shared square broken
    return data, f"state.pawns[{max(i, j)}].position"


def _nx_short_cups(data: JSON) -> Mutant:
    for i, p in enumerate(data["pawns"]):
        if p["cups"]:
            p["cups"] = sum(netxiju.LINES[q] for q in p["stops"]) - 1
            return data, f"state.pawns[{i}].cups"
    return None


def _nx_unstopped_line(data: JSON) -> Mutant:
    for i, p in enumerate(data["pawns"]):
        if p["position"] in netxiju.LINES:
            p["stops"].remove(p["position"])
            return data, f"state.pawns[{i}].stops"
    return None


def _nx_stop_ahead(data: JSON) -> Mutant:
    for i, p in enumerate(data["pawns"]):
        ahead = [q for q in netxiju.LINES if q > p["position"] and q not in p["stops"]]
        if p["sent_back"] == 0 and ahead:
            p["stops"].append(ahead[0])
            p["cups"] += netxiju.LINES[ahead[0]]
            return data, f"state.pawns[{i}].stops"
    return None


def _nx_finished_turn(data: JSON) -> Mutant:
    if data["over"] or not data["arrivals"]:
        return None
    data["to_play"] = data["arrivals"][0]
    return data, "state.to_play"


def _nx_after_the_end(data: JSON) -> Mutant:
    if not data["over"] or len(data["pawns"]) < 2:
        return None
    data["to_play"] = data["arrivals"][0]
    return data, "state.to_play"


def _nx_lost_arrival(data: JSON) -> Mutant:
    if not data["arrivals"]:
        return None
    data["arrivals"].pop()
    return data, "state.arrivals"


def _nx_lone_sent_back(data: JSON) -> Mutant:
    if len(data["pawns"]) != 1:
        return None
    data["pawns"][0]["sent_back"] = 1
    return data, "state.pawns[0].sent_back"


NETXIJU_MUTATORS = [_nx_crowd, _nx_short_cups, _nx_unstopped_line, _nx_stop_ahead, _nx_finished_turn,
                    _nx_after_the_end, _nx_lost_arrival, _nx_lone_sent_back]


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 4), st.integers(0, 2**32))
def test_netxiju_states_broken_in_one_invariant_are_refused(players: int, seed: int) -> None:
    for state in _netxiju_states(players, seed)[::7]:
        data = state.to_json()
        assert netxiju.NetxijuState.from_json(data) == state
        for mutate in NETXIJU_MUTATORS:
            mutant = mutate(copy.deepcopy(data))
            if mutant is not None:
                _refused(netxiju.NetxijuState.from_json, *mutant, "netxiju", mutate.__name__)


# --- 連船之遊 ----------------------------------------------------------------------------------------------------


def _ships_action(state: ships.ShipsState, options: list[ships.ShipAction], rng: random.Random) -> ships.ShipAction:
    """Mostly sail the loaded ship that is furthest on, else mostly supply one, else anything: ships then reach the
    goal within some 40 turns (moving any ship at random, an empty one back at the start, they never did)."""
    fleet = state.fleets[state.turn]
    loaded = [a for a in options if a.kind == "move" and a.ship is not None and fleet.ships[a.ship].cargo]
    supplies = [a for a in options if a.kind == "supply"]
    if loaded and rng.random() < 0.7:
        return max(loaded, key=lambda a: fleet.ships[a.ship or 0].position)
    if supplies and rng.random() < 0.8:
        return supplies[0]
    return rng.choice(options)


def _ships_states(players: int, seed: int) -> list[ships.ShipsState]:
    rng = random.Random(seed)
    state = ships.ShipsState.new(players, seed)
    seen = [state]
    while not state.over and len(seen) < 150:
        throw = ships.drawn_throw(state)
        action = _ships_action(state, ships.legal_actions(state, state.turn, throw), rng)
        state = ships.apply(state, state.turn, throw, action).state
        seen.append(state)
    return seen


def _ships_check(data: JSON) -> None:
    ships.ShipsState.from_json(data).check_reach(ships.ShipsRules().sticks)


def _sh_goal_cargo(data: JSON) -> Mutant:
    for i, fleet in enumerate(data["fleets"]):
        for j, ship in enumerate(fleet["ships"]):
            if ship["position"] == ships.GOAL:
                ship["cargo"] = 1
                fleet["goal_store"] -= 1 if fleet["goal_store"] else 0
                return data, f"state.fleets[{i}].ships[{j}].cargo"
    return None


def _sh_empty_at_sea(data: JSON) -> Mutant:
    for i, fleet in enumerate(data["fleets"]):
        for j, ship in enumerate(fleet["ships"]):
            if 0 < ship["position"] < ships.GOAL:
                ship["cargo"] = 0
                return data, f"state.fleets[{i}].ships[{j}].cargo"
    return None


def _sh_repeated_turn(data: JSON) -> Mutant:
    # The seat to play is the first with fewer turns than seat 0 (seat 0 when all are even), so the last seat having
    # had two turns more than it may is out of order however the others stand.
    last = len(data["fleets"]) - 1
    data["fleets"][last]["turns"] += 2
    return data, f"state.fleets[{last}].turns"


def _sh_too_much_held(data: JSON) -> Mutant:
    fleet = data["fleets"][0]
    held = fleet["start_store"] + fleet["goal_store"] + sum(s["cargo"] for s in fleet["ships"])
    fleet["start_store"] += ships.START_STORE + ships.FIRST_CARGO + 5 * fleet["turns"] - held + 1
    return data, "state.fleets[0].start_store"


def _sh_sailed_too_far(data: JSON) -> Mutant:
    fleet = data["fleets"][0]
    trips = max(-(-fleet["goal_store"] // ships.CAPACITY), sum(s["position"] == ships.GOAL for s in fleet["ships"]))
    sailed = ships.GOAL * trips + sum(s["position"] for s in fleet["ships"] if s["position"] != ships.GOAL)
    for ship in fleet["ships"]:
        if 0 < ship["position"] < ships.GOAL or (ship["position"] == 0 and ship["cargo"]):
            room = ships.GOAL - 1 - ship["position"]
            if sailed + room > 5 * fleet["turns"]:
                ship["position"] = ships.GOAL - 1
                return data, "state.fleets[0].ships"
    return None


def _sh_after_the_end(data: JSON) -> Mutant:
    if not data["to_play"] or data["ending"]:
        return None
    late = data["fleets"][data["to_play"]]
    late["goal_store"] = ships.TARGET  # brought in the last round, so the game ended when it was complete
    late["start_store"] = 0
    for ship in late["ships"]:
        ship["cargo"] = 0 if ship["position"] in (0, ships.GOAL) else 1
    return data, "state.to_play"


SHIPS_MUTATORS = [_sh_goal_cargo, _sh_empty_at_sea, _sh_repeated_turn, _sh_too_much_held, _sh_sailed_too_far,
                  _sh_after_the_end]


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32))
def test_ships_states_broken_in_one_invariant_are_refused(players: int, seed: int) -> None:
    for state in _ships_states(players, seed)[::9]:
        data = state.to_json()
        _ships_check(data)
        assert ships.ShipsState.from_json(data) == state
        for mutate in SHIPS_MUTATORS:
            mutant = mutate(copy.deepcopy(data))
            if mutant is not None:
                _refused(_ships_check, *mutant, "ships", mutate.__name__)


# --- 行山 --------------------------------------------------------------------------------------------------------


def _mokzo_states(players: int, seed: int) -> list[mokzo.MokzoState]:
    rng = random.Random(seed)
    rules = mokzo.MokzoRules(start_rice=20, start_coin=4)
    state = mokzo.new_game(players, seed, rng.randrange(players), rules=rules)
    seen = [state]
    for _ in range(240):
        if state.over:
            break
        seat, me = state.turn, state.seats[state.turn]
        options = mokzo.turn_options(state, seat, rules)
        tries: list[mokzo.MokzoAction] = []
        for kind in options["kinds"]:
            if kind == "install":
                tries.append(mokzo.MokzoAction("install", cards=tuple(o["card"] for o in options["install"]
                                                                      if o["affordable"])[:1]))
            elif kind == "discard":
                tries.append(mokzo.MokzoAction("discard", cards=tuple(c.id for c in me.hand if rng.random() < 0.5)))
            elif kind == "activate":
                targets = {e["card"]: rng.choice(e["choices"]) for e in options["activate"] if e["choices"]}
                tries.append(mokzo.MokzoAction("activate", targets=targets))
            elif kind == "move":
                tries.append(mokzo.MokzoAction("move", pay=rng.choice(("rice", "coin"))))
            elif kind == "exchange":
                tries.append(mokzo.MokzoAction("exchange", coins=me.rice // 5))
        rng.shuffle(tries)
        for action in [*tries, mokzo.MokzoAction("end_turn")]:
            verdict = mokzo.apply(state, seat, action, rules)
            if verdict.legal:
                state = verdict.state
                seen.append(state)
                break
    return seen


def _mk_seat(data: JSON) -> int:
    """The seat whose turn it is (or, once decided, was): seats play in turn from the first player."""
    return int(data["first"] + data["turn_number"]) % len(data["seats"])


def _mokzo_check(data: JSON) -> None:
    mokzo.check_reachable(mokzo.state_from_json(data), mokzo.MokzoRules(start_rice=20, start_coin=4))


def _mk_extra_card(data: JSON) -> Mutant:
    cards = [c for p in data["seats"] for c in p["hand"]] + data["deck"] + data["discard"]
    if not cards:
        return None
    data["deck"].append({**cards[0], "id": "forged"})
    return data, "state"


def _mk_lost_card(data: JSON) -> Mutant:
    if not data["deck"]:
        return None
    data["deck"].pop()
    return data, "state.deck"


def _mk_repeated_turn(data: JSON) -> Mutant:
    data["to_play"] = (_mk_seat(data) + 1) % len(data["seats"])
    return data, "state.to_play"


def _mk_off_the_route(data: JSON) -> Mutant:
    data["seats"][0]["position"] = len(data["route"]["nodes"])
    return data, "state.seats[0].position"


def _mk_negative_rice(data: JSON) -> Mutant:
    data["seats"][-1]["rice"] = -1
    return data, f"state.seats[{len(data['seats']) - 1}].rice"


def _mk_false_winner(data: JSON) -> Mutant:
    summit = len(data["route"]["nodes"]) - 1
    below = [i for i, p in enumerate(data["seats"]) if p["position"] != summit]
    if data["over"] or not below:
        return None
    data.update(winners=[below[0]], over=True, to_play=None)
    return data, "state.winners"


def _mk_fresh_elsewhere(data: JSON) -> Mutant:
    for i, p in enumerate(data["seats"]):
        for j, item in enumerate(p["board"]):
            if i != _mk_seat(data) and item["card"]["kind"] != "kauk" and not item["fresh"]:
                item["fresh"] = True
                return data, f"state.seats[{i}].board[{j}].fresh"
    return None


def _mk_move_before_main(data: JSON) -> Mutant:
    if "activate" in data["done"] or data["moves_made"] or data["over"]:
        return None
    data["moves_made"] = 1
    return data, "state.moves_made"


def _mk_two_moves(data: JSON) -> Mutant:
    if {"activate", "install_or_discard"} - set(data["done"]) or data["over"]:
        return None
    data["moves_made"] = 2
    return data, "state.moves_made"


def _mk_final_round_early(data: JSON) -> Mutant:
    summit = len(data["route"]["nodes"]) - 1
    if data["final_round"] or any(p["position"] == summit for p in data["seats"]):
        return None
    data["final_round"] = True
    return data, "state.final_round"


def _mk_expired_at_turn_start(data: JSON) -> Mutant:
    if "activate" in data["done"] or data["over"]:
        return None
    for j, item in enumerate(data["seats"][_mk_seat(data)]["board"]):
        if item["card"]["colour"] == "black":
            item.update(age=3, expired=True)
            return data, f"state.seats[{_mk_seat(data)}].board[{j}].age"
    return None


def _mk_protected_without_brush(data: JSON) -> Mutant:
    if any(c["kind"] == "kua" for c in data["discard"]):
        return None
    for i, p in enumerate(data["seats"]):
        if i != _mk_seat(data) and not any(item["card"]["kind"] == "kua" for item in p["board"]):
            p["protected"] = True
            return data, f"state.seats[{i}].protected"
    return None


def _mk_half_move_without_medium(data: JSON) -> Mutant:
    me = data["seats"][_mk_seat(data)]
    if data["half_move"] or any(c["kind"] == "tuk" for c in [*(i["card"] for i in me["board"]), *data["discard"]]):
        return None
    data["half_move"] = True
    return data, "state.half_move"


MOKZO_MUTATORS = [_mk_extra_card, _mk_lost_card, _mk_repeated_turn, _mk_off_the_route, _mk_negative_rice,
                  _mk_false_winner, _mk_fresh_elsewhere, _mk_move_before_main, _mk_two_moves, _mk_final_round_early,
                  _mk_expired_at_turn_start, _mk_protected_without_brush, _mk_half_move_without_medium]


@settings(max_examples=5, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32))
def test_mokzo_states_broken_in_one_invariant_are_refused(players: int, seed: int) -> None:
    for state in _mokzo_states(players, seed)[::12]:
        data = state.to_json()
        _mokzo_check(data)
        assert mokzo.state_from_json(data) == state
        for mutate in MOKZO_MUTATORS:
            mutant = mutate(copy.deepcopy(data))
            if mutant is not None:
                _refused(_mokzo_check, *mutant, "mokzo", mutate.__name__)
