from __future__ import annotations

from typing import Any

import pytest

from adjudicator.games.race_games.errors import RaceGameError
from adjudicator.games.race_games.ships import (
    GOAL,
    ShipAction,
    ShipsRules,
    ShipsState,
    apply,
    final_ranking,
    legal_actions,
)


def fleet(store: int = 20, goal: int = 0, ships: list[tuple[int, int]] | None = None, turns: int | None = None
          ) -> dict[str, Any]:
    """A fleet; a sketch (not the setup) has had 12 turns unless told, enough for what it holds and where it sailed."""
    if turns is None:
        turns = 12
    ships = ships or [(0, 5), (0, 0), (0, 0)]
    return {"start_store": store, "goal_store": goal, "turns": turns,
            "ships": [{"position": p, "cargo": c} for p, c in ships]}


def state(*fleets: dict[str, Any]) -> ShipsState:
    return ShipsState.from_json({"fleets": list(fleets)})


def play(s: ShipsState, seat: int, throw: int, rules: ShipsRules | None = None, **action: Any) -> ShipsState:
    verdict = apply(s, seat, throw, ShipAction.from_json(action), rules)
    assert verdict.legal, verdict.reason
    return verdict.state


def test_setup() -> None:
    s = ShipsState.new(3)
    assert s == state(fleet(turns=0), fleet(turns=0), fleet(turns=0))


def test_legal_actions_for_a_throw() -> None:
    s = ShipsState.new(2)
    kinds = {(a.kind, a.ship) for a in legal_actions(s, 0, 3)}
    assert ("move", 0) in kinds and ("move", 1) not in kinds  # ship 1 has no fuel
    assert ("build", 1) in kinds and ("build", 0) not in kinds
    assert ("supply", 2) in kinds and ("recall", 0) not in kinds
    assert ("pass", None) not in kinds
    assert legal_actions(s, 0, 0) == [ShipAction("pass")]
    assert legal_actions(s, 1, 3) == []


def test_move_burns_fuel_and_an_empty_ship_returns() -> None:
    s = play(ShipsState.new(2), 0, 3, kind="move", ship=0)
    assert s.fleets[0].ships[0].position == 3 and s.fleets[0].ships[0].cargo == 2 and s.turn == 1
    s = play(state(fleet(ships=[(4, 2), (0, 0), (0, 0)]), fleet()), 0, 2, kind="move", ship=0)
    assert s.fleets[0].ships[0].position == 0 and s.fleets[0].ships[0].cargo == 0
    s = play(state(fleet(ships=[(0, 0), (0, 0), (0, 0)]), fleet()), 0, 2, ShipsRules(fuel_source="start_store"),
             kind="move", ship=0)
    assert s.fleets[0].start_store == 18 and s.fleets[0].ships[0] == s.fleets[0].ships[1]  # empty ship goes back


def test_reaching_the_goal_unloads_and_stays() -> None:
    s = state(fleet(ships=[(18, 15), (0, 0), (0, 0)]), fleet())
    after = play(s, 0, 4, kind="move", ship=0)
    assert after.fleets[0].goal_store == 11 and after.fleets[0].ships[0].position == GOAL
    assert after.fleets[0].ships[0].cargo == 0
    exact = apply(s, 0, 4, ShipAction("move", 0), ShipsRules(exact_goal=True))
    assert not exact.legal and "exactly" in (exact.reason or "")
    assert not apply(after, 1, 0, ShipAction("move", 0)).legal  # a throw of 0 is a pass
    back = play(play(after, 1, 0, kind="pass"), 0, 2, kind="recall", ship=0)
    assert back.fleets[0].ships[0].position == 0


def test_build_supply_recall() -> None:
    s = play(ShipsState.new(2), 0, 2, kind="build", ship=1)
    assert s.fleets[0].start_store == 15 and s.fleets[0].ships[1].cargo == 5
    burn = play(ShipsState.new(2), 0, 2, ShipsRules(build_cost="burn"), kind="build", ship=1)
    assert burn.fleets[0].start_store == 10
    s = play(state(fleet(ships=[(3, 13), (0, 0), (0, 0)]), fleet()), 0, 5, kind="supply", ship=0)
    assert s.fleets[0].ships[0].cargo == 15 and s.fleets[0].start_store == 20
    store = play(state(fleet(store=2), fleet()), 0, 5, ShipsRules(supply_source="start_store"), kind="supply", ship=1)
    assert store.fleets[0].ships[1].cargo == 2 and store.fleets[0].start_store == 0
    s = play(state(fleet(ships=[(7, 9), (0, 0), (0, 0)]), fleet()), 0, 1, kind="recall", ship=0)
    assert s.fleets[0].start_store == 29 and s.fleets[0].ships[0].position == 0


def test_plunder() -> None:
    s = state(fleet(ships=[(6, 14), (0, 0), (0, 0)]), fleet(ships=[(6, 3), (0, 0), (0, 0)]))
    after = play(s, 0, 5, kind="plunder", ship=0, target=1, target_ship=0)
    assert after.fleets[0].ships[0].cargo == 15 and after.fleets[1].ships[0].cargo == 2  # capped by room
    s = state(fleet(ships=[(6, 4), (0, 0), (0, 0)]), fleet(ships=[(6, 3), (0, 0), (0, 0)]))
    after = play(s, 0, 5, kind="plunder", ship=0, target=1, target_ship=0)
    assert after.fleets[0].ships[0].cargo == 7 and after.fleets[1].ships[0] == after.fleets[1].ships[1]
    far = apply(s, 0, 5, ShipAction("plunder", 0, 1, 1))
    assert not far.legal and "same point" in (far.reason or "")
    assert not apply(s, 0, 1, ShipAction("plunder", 0, 1, 0)).legal  # x - 1 = 0


def test_pass_rules() -> None:
    empty = state(fleet(store=0), fleet())
    assert legal_actions(empty, 0, 3) == [ShipAction("pass")]
    relaxed = ShipsRules(pass_if_start_empty=False)
    assert ShipAction("pass") not in legal_actions(empty, 0, 3, relaxed)
    stuck = state(fleet(store=0, ships=[(20, 0), (20, 0), (20, 0)]), fleet())
    assert stuck.fleets[0].ships[0].position == GOAL
    assert ShipAction("pass") not in legal_actions(stuck, 0, 2, relaxed)  # recall is possible


def test_end_after_even_turns_and_ranking() -> None:
    s = state(fleet(goal=18, ships=[(18, 5), (0, 0), (0, 0)], turns=12), fleet(goal=19, turns=12),
              fleet(goal=3, turns=12))
    s = play(s, 0, 2, kind="move", ship=0)
    assert s.ending and not s.over and s.fleets[0].goal_store == 21
    s = play(s, 1, 0, kind="pass")
    s = play(s, 2, 0, kind="pass")
    assert s.over
    assert not apply(s, 0, 3, ShipAction("pass")).legal
    tie = state(fleet(goal=20), fleet(goal=20), fleet(goal=5))
    assert final_ranking(tie) == [{"seat": 0, "goal_store": 20, "rank": 1}, {"seat": 1, "goal_store": 20, "rank": 1},
                                  {"seat": 2, "goal_store": 5, "rank": 3}]


def test_bad_input() -> None:
    with pytest.raises(RaceGameError, match=r"state\.fleets\[1\]\.ships\[0\]\.cargo"):
        state(fleet(), fleet(ships=[(0, 16), (0, 0), (0, 0)]))
    with pytest.raises(RaceGameError, match=r"action\.ship"):
        ShipAction.from_json({"kind": "move"})
    with pytest.raises(RaceGameError, match="cast"):
        legal_actions(ShipsState.new(2), 0, 6)
    with pytest.raises(RaceGameError, match=r"rules\.build_cost"):
        ShipsRules.from_json({"build_cost": "free"})


def test_stick_count_is_a_flag() -> None:
    six = ShipsRules(sticks=6)
    s = state(fleet(ships=[(0, 6), (0, 0), (0, 0)]), fleet())
    assert play(s, 0, 6, six, kind="move", ship=0).fleets[0].ships[0] == s.fleets[0].ships[1]  # burnt empty: back
    with pytest.raises(RaceGameError, match="cast"):
        legal_actions(s, 0, 6)


@pytest.mark.parametrize(
    ("ship", "match"),
    [
        ({"position": 20, "cargo": 4}, r"ships\[0\]\.cargo: a ship unloads all its cargo on reaching the goal"),
        ({"position": 7, "cargo": 0}, r"ships\[0\]\.cargo: a ship whose cargo drops to 0 goes back"),
    ],
)
def test_impossible_ships_are_refused(ship: dict[str, int], match: str) -> None:
    fleet = {"start_store": 20, "ships": [ship, {}, {}]}
    with pytest.raises(RaceGameError, match=match):
        ShipsState.from_json({"fleets": [fleet, {"start_store": 20, "ships": [{}, {}, {}]}]})


def test_turns_must_follow_the_seating_order() -> None:
    fleets: list[dict[str, Any]] = [{"start_store": 20, "turns": t, "ships": [{}, {}, {}]} for t in (3, 2, 1)]
    with pytest.raises(RaceGameError, match=r"state\.fleets\[2\]\.turns: .* seat 2 has had 2, not 1"):
        ShipsState.from_json({"fleets": fleets})
    fleets[2]["turns"] = 2
    assert ShipsState.from_json({"fleets": fleets, "to_play": 1}).turn == 1


def test_the_seat_to_play_follows_from_the_turns_taken() -> None:
    assert [state(fleet(turns=t0), fleet(turns=t1), fleet(turns=t2)).turn for t0, t1, t2 in
            ((4, 4, 4), (5, 4, 4), (5, 5, 4))] == [0, 1, 2]
    assert state(fleet(turns=5), fleet(turns=4)).to_json()["to_play"] == 1 and "turn" not in ShipsState.new(2).to_json()
    over = [fleet(goal=20), fleet(goal=5)]
    assert ShipsState.from_json({"fleets": over, "to_play": None}).over
    with pytest.raises(RaceGameError, match=r"state\.to_play: the state makes it null, not 0"):
        ShipsState.from_json({"fleets": over, "to_play": 0})
    with pytest.raises(RaceGameError, match=r"state\.to_play: the state makes it 0, not null"):
        ShipsState.from_json({"fleets": [fleet(), fleet()], "to_play": None})
    with pytest.raises(RaceGameError, match=r"state\.to_play: the state makes it 0, not 1"):
        ShipsState.from_json({"fleets": [fleet(), fleet()], "to_play": 1})
