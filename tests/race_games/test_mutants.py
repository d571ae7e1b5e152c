"""Tests that kill the mutants the race games' suite let through (``make mutation``): small plausible bugs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from adjudicator.games.race_games import mokzo, mokzo_cards, netxiju, ships
from adjudicator.games.race_games.errors import RaceGameError


def test_the_river_surcharge_needs_the_river_option_and_a_river_node() -> None:
    game = mokzo.new_game(2, seed=1)
    on_river = replace(game, seats=(replace(game.seats[0], position=2), game.seats[1]))
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
    with pytest.raises(RaceGameError, match=r"^seat"):
        netxiju.apply_throw(netxiju.NetxijuState.new(2), 2, 3)


def test_a_throw_result_says_whether_the_pawn_arrived() -> None:
    data = netxiju.apply_throw(netxiju.NetxijuState.new(2), 0, 3).to_json()
    assert data["arrived"] is False and data["moved_to"] == 3


def test_a_plunder_needs_its_target() -> None:
    with pytest.raises(RaceGameError, match=r"^action\.target"):
        ships.ShipAction.from_json({"kind": "plunder", "ship": 0})
    action = ships.ShipAction.from_json({"kind": "plunder", "ship": 0, "target": 1, "target_ship": 2})
    assert (action.target, action.target_ship) == (1, 2)


def _mokzo_game(me: dict[str, object], **extra: object) -> mokzo.MokzoState:
    """A two-seat 行山 game holding the whole deck, seat 0 described by ``me``."""
    cards = [c.to_json() for c in mokzo_cards.shuffled_deck(3)]
    return mokzo.state_from_json({"seats": [me, {}], "deck": cards, **extra})


def test_a_paid_move_from_a_river_node_costs_the_surcharge_under_the_river_rule() -> None:
    rivers = mokzo.MokzoRules(river=True)
    state = _mokzo_game({"position": 2, "rice": 10}, done=["install_or_discard", "activate"])
    assert mokzo.MANUAL_ROUTE[2].river
    short = mokzo.apply(state, 0, mokzo.MokzoAction("move", pay="rice"), rivers)
    assert not short.legal and short.reason == "a move costs 11 rice; you have 10" and short.state == state
    plain = mokzo.apply(state, 0, mokzo.MokzoAction("move", pay="rice"))  # without the option: 10 rice
    assert plain.legal and plain.state.seats[0].rice == 0
    rich = replace(state, seats=(replace(state.seats[0], rice=12), state.seats[1]))
    verdict = mokzo.apply(rich, 0, mokzo.MokzoAction("move", pay="rice"), rivers)
    assert verdict.legal and verdict.state.seats[0].rice == 1
    assert verdict.events[-1].startswith("pays 11 rice")


def test_a_tiger_s_activation_entry_says_it_is_a_tiger_taking() -> None:
    cards = [c.to_json() for c in mokzo_cards.shuffled_deck(3)]
    tiger = next(c for c in cards if c["kind"] == "dau")
    board = [{"card": tiger}]
    state = mokzo.state_from_json({"seats": [{"board": board}, {}], "deck": [c for c in cards if c != tiger]})
    assert mokzo.activation_choices(state, 0) == [
        {"card": tiger["id"], "kind": "dau", "cast": None, "branch": "take",
         "choices": [{"seat": 1, "resource": "rice"}, {"seat": 1, "resource": "coin"}]}]


def test_resources_over_the_cap_are_refused_naming_the_resource() -> None:
    capped = mokzo.MokzoRules(resource_cap=5)
    mokzo.check_reachable(_mokzo_game({"rice": 5, "coin": 5}), capped)
    for name in ("rice", "coin"):
        with pytest.raises(RaceGameError) as caught:
            mokzo.check_reachable(_mokzo_game({name: 6}), capped)
        assert caught.value.field == f"state.seats[0].{name}"
        assert caught.value.message == "resources are capped at 5 (rules.resource_cap), got 6"
    # a start above the cap is kept: the cap only limits what is gained
    mokzo.check_reachable(_mokzo_game({"rice": 8}), mokzo.MokzoRules(resource_cap=5, start_rice=8))


def test_a_first_player_not_in_the_game_is_refused_naming_the_field() -> None:
    with pytest.raises(RaceGameError) as caught:
        _mokzo_game({}, first=2)
    assert caught.value.field == "state.first"
    assert caught.value.message == "expected an integer 0..1, got 2"


def test_the_resource_cap_is_at_most_ten_thousand() -> None:
    assert mokzo.MokzoRules.from_json({"resource_cap": 10_000}).resource_cap == 10_000
    for bad in (0, 10_001):
        with pytest.raises(RaceGameError) as caught:
            mokzo.MokzoRules.from_json({"resource_cap": bad})
        assert caught.value.field == "rules.resource_cap"
        assert caught.value.message == f"expected an integer 1..10000 or null, got {bad}"


def test_a_ships_game_in_play_names_the_seat_to_play() -> None:
    state = ships.ShipsState.new(3)
    assert state.derived() == {"to_play": 0, "ending": False, "over": False}
    later = replace(state, turn=1, fleets=(replace(state.fleets[0], turns=1), *state.fleets[1:]))
    assert later.to_json()["to_play"] == 1
    assert ships.ShipsState.from_json(later.to_json()) == later  # the seat to play sent back is accepted


# --- the race games' refusals name their field and keep their bounds (survivors of make mutation on 0.4.0) ------------


def test_a_mokzo_seat_past_the_last_is_refused_naming_the_seat() -> None:
    state = mokzo.new_game(2, seed=3)
    with pytest.raises(RaceGameError) as caught:
        mokzo.apply(state, 2, mokzo.MokzoAction("end_turn"))
    assert caught.value.field == "seat"


def test_mokzo_starting_coins_are_bounded_and_named() -> None:
    assert mokzo.MokzoRules(start_coin=1000).start_coin == 1000
    with pytest.raises(RaceGameError) as caught:
        mokzo.MokzoRules(start_coin=1001)
    assert caught.value.field == "rules.start_coin"


def test_a_netxiju_state_that_is_not_an_object_is_refused_naming_the_state() -> None:
    with pytest.raises(RaceGameError) as caught:
        netxiju.NetxijuState.from_json(["pawns"])
    assert caught.value.field == "state"
