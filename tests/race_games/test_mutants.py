"""Tests that kill the mutants the race games' suite let through (``make mutation``): small plausible bugs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from adjudicator.games.race_games import mokzo, netxiju, ships
from adjudicator.games.race_games.errors import RaceGameError


def test_the_river_surcharge_needs_the_river_option_and_a_river_node() -> None:
    game = mokzo.new_game(2, seed=1)
    on_river = replace(game, players=(replace(game.players[0], position=2), game.players[1]))
    assert mokzo.MANUAL_ROUTE[2].river and not mokzo.MANUAL_ROUTE[1].river
    rivers = mokzo.MokzoRules.from_json({"river": True})
    assert mokzo.move_cost(on_river, 0, "rice") == mokzo.move_cost(game, 0, "rice")  # the option is off
    assert mokzo.move_cost(on_river, 0, "rice", rivers) == mokzo.move_cost(game, 0, "rice", rivers) + 1
    assert mokzo.move_cost(on_river, 0, "coin", rivers) == mokzo.move_cost(game, 0, "coin") + 1


def test_turn_options_price_a_move_in_rice_and_in_coins() -> None:
    game = mokzo.new_game(2, seed=1)
    options = mokzo.turn_options(game, game.turn)["move"]["options"]
    assert [(o["pay"], o["cost"]) for o in options] == [
        ("rice", mokzo.move_cost(game, game.turn, "rice")),
        ("coin", mokzo.move_cost(game, game.turn, "coin")),
    ]


def test_route_errors_name_the_field() -> None:
    with pytest.raises(RaceGameError, match=r"^route\.nodes"):
        mokzo.route_from_json({"nodes": 3})


def test_a_throw_by_a_seat_not_in_the_game_is_refused() -> None:
    with pytest.raises(RaceGameError, match=r"^player"):
        netxiju.apply_throw(netxiju.NetxijuState.new(2), 2, 3)


def test_a_throw_result_says_whether_the_pawn_arrived() -> None:
    data = netxiju.apply_throw(netxiju.NetxijuState.new(2), 0, 3).to_json()
    assert data["arrived"] is False and data["moved_to"] == 3


def test_a_plunder_needs_its_target() -> None:
    with pytest.raises(RaceGameError, match=r"^action\.target"):
        ships.ShipAction.from_json({"kind": "plunder", "ship": 0})
    action = ships.ShipAction.from_json({"kind": "plunder", "ship": 0, "target": 1, "target_ship": 2})
    assert (action.target, action.target_ship) == (1, 2)
