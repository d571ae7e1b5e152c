from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.race_games.common import outcomes, seeded_throw
from adjudicator.games.race_games.mokzo import MokzoAction, apply, legal_action_kinds, new_game
from adjudicator.games.race_games.netxiju import GOAL, NetxijuRules, NetxijuState, apply_throw
from adjudicator.games.race_games.ships import CAPACITY, ShipsState, legal_actions
from adjudicator.games.race_games.ships import apply as ship_apply


@given(st.sampled_from(["sticks5", "sticks6", "d6"]), st.integers(0, 2**32))
def test_seeded_throws_are_possible_and_reproducible(randomizer: str, seed: int) -> None:
    x = seeded_throw(randomizer, seed)  # type: ignore[arg-type]
    assert x in outcomes(randomizer)  # type: ignore[arg-type]
    assert x == seeded_throw(randomizer, seed)  # type: ignore[arg-type]


@settings(max_examples=60)
@given(st.integers(2, 4), st.lists(st.integers(0, 6), max_size=120))
def test_netxiju_random_play_keeps_invariants(players: int, throws: list[int]) -> None:
    state = NetxijuState.new(players)
    for x in throws:
        if state.over:
            break
        before = state
        result = apply_throw(state, state.turn, x, NetxijuRules())
        assert result.legal
        state = result.state
        assert all(0 <= p.position <= GOAL for p in state.pawns)
        assert all(a.cups <= b.cups for a, b in zip(before.pawns, state.pawns, strict=True))
        assert list(state.arrivals) == [i for i in state.arrivals if state.pawns[i].finished]
        assert len(state.arrivals) == sum(p.finished for p in state.pawns)


@settings(max_examples=60)
@given(st.integers(2, 4), st.lists(st.tuples(st.integers(0, 5), st.integers(0, 10**6)), max_size=80))
def test_ships_random_play_keeps_invariants(players: int, turns: list[tuple[int, int]]) -> None:
    state = ShipsState.new(players)
    for throw, pick in turns:
        if state.over:
            break
        options = legal_actions(state, state.turn, throw)
        assert options, "some action (at least a pass) is always legal"
        before = state
        verdict = ship_apply(state, state.turn, throw, options[pick % len(options)])
        assert verdict.legal
        state = verdict.state
        for fleet, old in zip(state.fleets, before.fleets, strict=True):
            assert fleet.start_store >= 0 and fleet.goal_store >= old.goal_store
            assert all(0 <= s.cargo <= CAPACITY for s in fleet.ships)
            assert all(s.cargo > 0 or s.position in (0, 20) for s in fleet.ships)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 1000), st.lists(st.integers(0, 10**6), max_size=60))
def test_mokzo_random_play_keeps_resources_non_negative(seed: int, picks: list[int]) -> None:
    state = new_game(3, seed=seed)
    for pick in picks:
        kinds = legal_action_kinds(state, state.turn)
        if not kinds:
            break
        kind = kinds[pick % len(kinds)]
        player = state.seats[state.turn]
        cards = tuple(c.id for c in player.hand[: pick % 3]) if kind in ("install", "discard") else ()
        action = MokzoAction(kind, cards=cards, coins=pick % 2, pay="coin" if pick % 2 else "rice")
        state = apply(state, state.turn, action).state
        assert all(p.rice >= 0 and p.coin >= 0 for p in state.seats)
        assert all(len(p.board) <= 9 for p in state.seats)
        total = len(state.deck) + len(state.discard) + sum(len(p.hand) + len(p.board) for p in state.seats)
        assert total == 48
