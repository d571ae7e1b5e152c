"""Property tests of the race games: exact distributions summing to 1, cards and cargo conserved, round trips."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.race_games.common import RANDOMIZERS, outcomes
from adjudicator.games.race_games.mokzo import (
    MokzoAction,
    MokzoState,
    apply,
    legal_action_kinds,
    new_game,
    state_from_json,
)
from adjudicator.games.race_games.mokzo_cards import deck
from adjudicator.games.race_games.netxiju import NetxijuRules, NetxijuState, apply_throw, throw_outcomes
from adjudicator.games.race_games.ships import BUILD, CAPACITY, ShipsRules, ShipsState, legal_actions
from adjudicator.games.race_games.ships import apply as ship_apply

randomizers = st.sampled_from(RANDOMIZERS)


@given(randomizers)
def test_every_throw_distribution_is_exact_and_sums_to_one(randomizer: str) -> None:
    dist = outcomes(randomizer)  # type: ignore[arg-type]
    assert sum(dist.values(), Fraction(0)) == 1
    assert all(isinstance(p, Fraction) and 0 < p < 1 for p in dist.values())


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), randomizers, st.lists(st.integers(0, 10**6), max_size=60))
def test_netxiju_outcomes_sum_to_one_and_states_round_trip(players: int, randomizer: str, picks: list[int]) -> None:
    rules = NetxijuRules.from_json({"randomizer": randomizer})
    state = NetxijuState.new(players)
    for pick in picks:
        if state.over:
            break
        listed = throw_outcomes(state, state.turn, rules)
        assert sum((o["probability"] for o in listed), Fraction(0)) == 1
        throw = listed[pick % len(listed)]["cast"]
        state = apply_throw(state, state.turn, throw, rules).state
        assert len(state.pawns) == players  # pawns are never created or lost
        assert NetxijuState.from_json(state.to_json()) == state


ship_rules = st.builds(
    ShipsRules,
    fuel_source=st.sampled_from(["ship", "start_store"]),
    build_cost=st.sampled_from(["transfer", "burn"]),
    supply_source=st.sampled_from(["bank", "start_store"]),
    exact_goal=st.booleans(),
    plunder_intermediate_only=st.booleans(),
)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), ship_rules, st.lists(st.tuples(st.integers(0, 5), st.integers(0, 10**6)), max_size=80))
def test_ships_keep_the_resource_ledger_and_round_trip(
    players: int, rules: ShipsRules, turns: list[tuple[int, int]]
) -> None:
    """Resources only leave as fuel burned (a move, a burning build) and only arrive by a supply from the bank."""
    state = ShipsState.new(players)
    for throw, pick in turns:
        if state.over:
            break
        options = legal_actions(state, state.turn, throw, rules)
        action = options[pick % len(options)]
        before = cargo_total(state)
        expected = before
        if action.kind == "move":
            expected -= throw
        elif action.kind == "build" and rules.build_cost == "burn":
            expected -= BUILD
        elif action.kind == "supply" and rules.supply_source == "bank":
            ship = state.fleets[state.turn].ships[action.ship or 0]
            expected += min(throw, CAPACITY - ship.cargo)
        state = ship_apply(state, state.turn, throw, action, rules).state
        assert cargo_total(state) == expected, action
        assert ShipsState.from_json(state.to_json()) == state


def cargo_total(state: ShipsState) -> int:
    return sum(f.start_store + f.goal_store + sum(s.cargo for s in f.ships) for f in state.fleets)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 4), st.integers(0, 1000), st.lists(st.integers(0, 10**6), max_size=40))
def test_mokzo_conserves_the_deck_and_round_trips(players: int, seed: int, picks: list[int]) -> None:
    state = new_game(players, seed=seed)
    full = Counter(c.id for c in deck())
    for pick in picks:
        assert Counter(card_ids(state)) == full  # every card is somewhere, exactly once
        assert state_from_json(state.to_json()) == state
        kinds = legal_action_kinds(state, state.turn)
        if not kinds:
            break
        kind = kinds[pick % len(kinds)]
        player = state.seats[state.turn]
        cards = tuple(c.id for c in player.hand[: pick % 3]) if kind in ("install", "discard") else ()
        action = MokzoAction(kind, cards=cards, coins=pick % 2, pay="coin" if pick % 2 else "rice")
        state = apply(state, state.turn, action).state


def card_ids(state: MokzoState) -> list[str]:
    held = [c.id for p in state.seats for c in (*p.hand, *(i.card for i in p.board))]
    return held + [c.id for c in (*state.deck, *state.discard)]
