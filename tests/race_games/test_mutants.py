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


# --- the sample of make mutation with the interface's tests in the run (docs/mutation.md) -----------------------------


def _decided(winners: list[int], final_round: bool = True) -> mokzo.MokzoState:
    """Seat 1, the last of the round begun by seat 0, has just ended its turn on the summit: the game is decided."""
    cards = [c.to_json() for c in mokzo_cards.shuffled_deck(3)]
    return mokzo.state_from_json({"seats": [{}, {"position": 24}], "deck": cards, "turn_number": 1,
                                  "done": ["activate", "install_or_discard"], "final_round": final_round,
                                  "winners": winners})


def test_a_half_price_move_outlives_the_shaman_destroyed_after_it_acted() -> None:
    """Kills ``_check_stated_state`` looking for a ``"TUK"`` in the discard pile instead of a ``"tuk"`` (巫): a 巫's
    low throw gives the half-price move, and destroying the 巫 later in the turn does not take it back, so the state
    the play reaches (no 巫 on the board, one in the discard pile) reads back; without a 巫 anywhere it is refused."""
    cards = [c.to_json() for c in mokzo_cards.shuffled_deck(3)]
    shaman = next(c for c in cards if c["kind"] == "tuk")
    rest = [c for c in cards if c != shaman]
    state = mokzo.state_from_json({"seats": [{"board": [{"card": shaman}], "rice": 20, "coin": 20}, {}], "deck": rest})
    low = mokzo.apply(state, 0, mokzo.MokzoAction("activate", casts={shaman["id"]: 0}))
    assert low.legal and low.state.half_move
    gone = mokzo.apply(low.state, 0, mokzo.MokzoAction("destroy", cards=(shaman["id"],)))
    assert gone.legal and gone.state.half_move and not gone.state.seats[0].board
    assert [c.id for c in gone.state.discard] == [shaman["id"]]
    assert mokzo.state_from_json(gone.state.to_json()) == gone.state
    with pytest.raises(RaceGameError) as caught:
        _mokzo_game({}, done=["activate"], half_move=True)
    assert caught.value.field == "state.half_move"


def test_a_decided_game_out_of_its_final_round_is_refused_naming_final_round() -> None:
    """Kills ``_check_turn_progress`` naming another field when a decided game is not in its final round: a horse on
    the summit begins the final round, and the game is decided at its end, so ``final_round`` is the field at odds."""
    assert _decided([1]).winners == (1,) and _decided([1]).final_round
    with pytest.raises(RaceGameError) as caught:
        _decided([1], final_round=False)
    assert caught.value.field == "state.final_round"
    assert caught.value.message == "a decided game is in its final round"


def test_a_winner_named_twice_is_refused_naming_the_winners() -> None:
    """Kills ``state_from_json`` naming another field for a seat listed twice among the winners."""
    with pytest.raises(RaceGameError) as caught:
        _decided([1, 1])
    assert caught.value.field == "state.winners"
    assert caught.value.message == "each winner is a seat, named once"


def test_a_general_s_listed_choices_are_under_the_branch_its_throw_takes() -> None:
    """Kills ``activation_choices`` naming a high throw's branch other than ``"destroy"``: a 将 throwing 4 or more
    destroys the card it aims at (3 or less ages it), and the activation reads its target under that branch's name,
    so each listed choice, sent back as the target, is legal and does what the branch says."""
    cards = [c.to_json() for c in mokzo_cards.shuffled_deck(3)]
    general = next(c for c in cards if c["kind"] == "uai")
    rice = next(c for c in cards if c["kind"] == "mun")
    rest = [c for c in cards if c not in (general, rice)]
    branches = set()
    for seed in range(40):
        state = mokzo.state_from_json({"seats": [{"board": [{"card": general}]}, {"board": [{"card": rice}]}],
                                       "deck": rest, "seed": seed})
        (entry,) = mokzo.activation_choices(state, 0)
        branch = "destroy" if entry["cast"] >= mokzo.HIGH_THROW else "age"
        assert entry["branch"] == branch
        aim = {"seat": 1, "card": rice["id"]}
        assert entry["choices"] == [{branch: {"seat": 0, "card": general["id"]}}, {branch: aim}]
        verdict = mokzo.apply(state, 0, mokzo.MokzoAction("activate", targets={general["id"]: {branch: aim}}))
        assert verdict.legal, verdict.reason
        after = verdict.state.seats[1].board
        assert [i.age for i in after] == ([] if branch == "destroy" else [1])
        branches.add(branch)
    assert branches == {"destroy", "age"}


def test_an_action_s_cards_that_are_not_ids_are_refused_naming_the_cards() -> None:
    """Kills ``MokzoAction.from_json`` naming another field for a card list holding something else than ids."""
    with pytest.raises(RaceGameError) as caught:
        mokzo.MokzoAction.from_json({"kind": "install", "cards": ["b.mun.1", 3]})
    assert caught.value.field == "action.cards"
    assert caught.value.message == "expected a list of card ids"


def test_mokzo_throws_at_most_twenty_sticks() -> None:
    """Kills the ruleset's check of ``sticks`` without its upper bound: 4 to 20 sticks, like its option says."""
    assert mokzo.MokzoRules(sticks=20).sticks == 20
    for bad in (3, 21):
        with pytest.raises(RaceGameError) as caught:
            mokzo.MokzoRules.from_json({"sticks": bad})
        assert caught.value.field == "rules.sticks"
        assert caught.value.message == f"expected an integer 4..20, got {bad}"


def test_a_refused_throw_s_json_gives_its_reason() -> None:
    """Kills ``ThrowResult.to_json`` writing the reason under another key: a throw out of turn is answered
    ``legal: false`` with the reason (the HTTP answer's ``reason``), and a legal one with a null reason."""
    state = netxiju.NetxijuState.new(2)
    refused = netxiju.apply_throw(state, 1, 3).to_json()
    assert refused["legal"] is False and refused["reason"] == "it is seat 0's turn"
    assert refused["state"] == state.to_json()
    allowed = netxiju.apply_throw(state, 0, 3).to_json()
    assert allowed["legal"] is True and "reason" in allowed and allowed["reason"] is None


def test_chariots_lower_a_rice_move_by_one_each_only_when_they_stack() -> None:
    """Kills ``move_cost`` stacking the 車 whatever ``kaun_stack`` says: two working 車 take 2 off the 10 rice of a
    move when they stack (the default) and 1 when they do not; coins are never lowered."""
    cards = [c.to_json() for c in mokzo_cards.shuffled_deck(3)]
    chariots = [c for c in cards if c["kind"] == "kaun"][:2]
    rest = [c for c in cards if c not in chariots]
    state = mokzo.state_from_json({"seats": [{"board": [{"card": c} for c in chariots]}, {}], "deck": rest})
    single = mokzo.MokzoRules(kaun_stack=False)
    assert mokzo.move_cost(state, 0, "rice") == 8
    assert mokzo.move_cost(state, 0, "rice", single) == 9
    assert mokzo.move_cost(state, 0, "coin", single) == mokzo.move_cost(state, 0, "coin") == 2


def test_a_board_card_stated_expired_against_its_age_is_refused_naming_it() -> None:
    """Kills ``state_from_json`` checking a board card's stated ``expired`` with no error type (a ``TypeError``, a
    500 over HTTP): a black card expires after 3 activations, so one of age 0 stated expired is a rules error
    naming the field."""
    cards = [c.to_json() for c in mokzo_cards.shuffled_deck(3)]
    black = next(c for c in cards if c["colour"] == "black")
    rest = [c for c in cards if c != black]
    stated = mokzo.state_from_json({"seats": [{"board": [{"card": black, "age": 0, "expired": False}]}, {}],
                                    "deck": rest})
    assert not stated.seats[0].board[0].expired
    with pytest.raises(RaceGameError) as caught:
        mokzo.state_from_json({"seats": [{"board": [{"card": black, "age": 0, "expired": True}]}, {}], "deck": rest})
    assert caught.value.field == "state.seats[0].board[0].expired"
    assert caught.value.message == "the state makes it false, not true"


def test_the_deck_s_card_ids_are_the_colour_s_initial_the_kind_and_a_number() -> None:
    """Kills ``deck`` building an id from another letter of the colour: the ids are ``b.<kind>.<n>`` for black cards
    and ``r.<kind>.<n>`` for red ones (``b.maun.1``, ``r.maun.2``), the ids a client names cards by."""
    cards = mokzo_cards.deck()
    ids = [c.id for c in cards]
    assert len(set(ids)) == 48 and "b.maun.1" in ids and "r.maun.2" in ids
    for card in cards:
        initial, kind, number = card.id.split(".")
        assert (initial, kind) == ({"black": "b", "red": "r"}[card.colour], card.kind)
        assert 1 <= int(number) <= mokzo_cards.PER_COLOUR[card.kind]


def test_a_ships_seat_past_the_last_is_refused_naming_the_seat() -> None:
    """Kills the ships' input check naming another field for a seat that is not in the game (listing its actions or
    applying one)."""
    state = ships.ShipsState.new(2)
    for call in (lambda: ships.legal_actions(state, 2, 3), lambda: ships.apply(state, 2, 3, ships.ShipAction("pass"))):
        with pytest.raises(RaceGameError) as caught:
            call()
        assert caught.value.field == "seat"
        assert caught.value.message == "expected an integer 0..1, got 2"


def test_a_ships_game_takes_every_64_bit_seed() -> None:
    """Kills the seed's upper bound made one less: 2^63 - 1 is a seed like any other."""
    assert ships.ShipsState.new(2, seed=2**63 - 1).seed == 2**63 - 1
    with pytest.raises(RaceGameError):
        ships.ShipsState.new(2, seed=2**63)


def test_each_15_at_the_goal_is_a_trip_of_the_whole_route() -> None:
    """Kills the trips to the goal rounded the wrong way: 16 brought to the goal took two trips of 20 points, which
    one turn of at most 20 cannot cover."""
    fleet = {"start_store": 0, "goal_store": 16, "turns": 1, "ships": [{"position": 0, "cargo": 0}] * 3}
    other = {"start_store": 20, "goal_store": 0, "turns": 1,
             "ships": [{"position": 0, "cargo": 5}, {"position": 0, "cargo": 0}, {"position": 0, "cargo": 0}]}
    with pytest.raises(RaceGameError) as caught:
        ships.ShipsState.from_json({"fleets": [fleet, other]})
    assert caught.value.field == "state.fleets[0].ships"
    assert "2 trip(s) to the goal" in caught.value.message and "need 40" in caught.value.message


def test_a_new_ships_game_names_a_seed_out_of_range() -> None:
    """Kills the field of a new 連船之遊 game's seed out of range (only the largest seed's acceptance was tested)."""
    with pytest.raises(RaceGameError) as caught:
        ships.ShipsState.new(2, 2**63)
    assert caught.value.field == "seed"
