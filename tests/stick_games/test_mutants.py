"""Tests that kill the mutants the stick games' suite let through (``make mutation``): small plausible bugs."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.stick_games import game_interface, jujai, lutu, lutu_game, renkeki, renkeki_game
from adjudicator.games.stick_games.common import StickGameError


def test_a_game_without_rounds_has_no_winner_and_everyone_throws() -> None:
    game = jujai.settle(["ana", "bo"], [])
    assert (game.rounds, game.pot, dict(game.paid), game.winner) == ((), 0, {"ana": 0, "bo": 0}, None)
    assert game.to_rethrow == ("ana", "bo") and dict(game.net) == {}


def test_the_edge_table_is_net_by_default() -> None:
    assert lutu.edge_table() == lutu.edge_table("net") != lutu.edge_table("gross")
    assert lutu.edge_table()[2] == Fraction(-1, 16)


def test_rules_errors_name_the_rules() -> None:
    for read in (lutu.LutuRules.from_json, renkeki.RenkekiRules.from_json, jujai.JujaiRules.from_json):
        with pytest.raises(StickGameError, match=r"object") as refused:
            read([1])
        assert refused.value.field == "rules"
    with pytest.raises(StickGameError, match=r"^target"):
        renkeki.reach_probability(-1)


def test_a_bust_leaves_a_total_of_zero() -> None:
    turn = renkeki.apply(renkeki.RenkekiTurn((3,), 3, "rolling"), "throw", cast=1).turn
    assert (turn.casts, turn.total, turn.status, turn.result) == ((3, 1), 0, "bust", 0)
    assert turn.to_json() == {"casts": [3, 1], "total": 0, "status": "bust", "result": 0}


def test_the_json_forms_of_the_analyses() -> None:
    tip = renkeki.advice(2, None, 0, 1)
    assert set(tip.to_json()) == {"decision", "share_if_bank", "share_if_throw"}
    assert tip.to_json()["decision"] == tip.decision
    stats = renkeki.policy_stats(13)
    data = stats.to_json()
    assert data["expected"] == f"{stats.expected.numerator}/{stats.expected.denominator}"
    assert data["threshold"] == 13


def _field(call: Callable[[], object]) -> tuple[str | None, str]:
    """The field and text of the error ``call()`` raises."""
    with pytest.raises(StickGameError) as caught:
        call()
    return caught.value.field, str(caught.value)


def test_a_bad_number_of_players_is_the_players_field() -> None:
    calls: list[tuple[Callable[[], object], int]] = [
        (lambda: jujai.win_probability(1, 3), 64),
        (lambda: jujai.stats(65), 64),
        (lambda: renkeki.open_play(1), renkeki.MAX_COMPETITIVE_PLAYERS),
        (lambda: renkeki.hidden_play(renkeki.MAX_COMPETITIVE_PLAYERS + 1), renkeki.MAX_COMPETITIVE_PLAYERS),
    ]
    for call, most in calls:
        field, text = _field(call)
        assert field == "players" and text.startswith(f"players must be a whole number from 2 to {most}, got")


def test_steps_that_are_not_an_array_are_the_steps_field() -> None:
    one_step: Any = {"decision": "bank"}
    assert _field(lambda: renkeki.adjudicate_turn(one_step)) == ("steps", "steps must be an array, got dict")


def test_one_number_per_child_unless_the_rules_say_otherwise() -> None:
    # other-games spec §2.3: one number per child, flag lutu.multi_bets = false.
    for absent in ({}, None, {"payout_mode": "gross"}):
        rules = lutu.LutuRules.from_json(absent)
        assert rules.multi_bets is False and rules.to_json()["multi_bets"] is False
    bets = [{"child": "X", "number": 1, "stake": 1}, {"child": "X", "number": 4, "stake": 1}]
    with pytest.raises(StickGameError) as caught:
        lutu.settle(bets, 1, lutu.LutuRules.from_json({}))  # type: ignore[arg-type]
    assert caught.value.field == "bets[1].child"
    assert lutu.settle(bets, 1, lutu.LutuRules.from_json({"multi_bets": True})).children == {"X": 3}  # type: ignore[arg-type]


def test_the_children_bet_and_the_banker_only_throws() -> None:
    game = lutu_game.new_game(["D", "X"], 7)
    early = lutu_game.place_bets(game, "D", [(1, 1)])
    assert (early.legal, early.reason, early.state) == (False, "it is X's play, not D's", game)
    bet = lutu_game.place_bets(game, "X", [(5, 10)])
    assert (bet.legal, bet.reason) == (True, None)
    assert bet.state.bets == (lutu.Bet("X", 5, 10),) and bet.state.to_play == "D"
    banker = lutu_game.place_bets(bet.state, "D", [(2, 3)])
    assert (banker.legal, banker.reason, banker.state) == (False, "the banker throws and does not bet", bet.state)


def test_a_game_with_an_unfinished_turn_is_not_settled_and_says_which() -> None:
    rounds: list[dict[str, list[dict[str, Any]]]] = [
        {"A": [{"decision": "throw", "cast": 3}, {"decision": "bank"}], "B": [{"decision": "throw", "cast": 4}]}
    ]
    settled = renkeki.settle_game(["A", "B"], rounds)
    assert (settled.legal, settled.settlement) == (False, None)
    assert settled.reason == "rounds[0].B: the turn has not ended (bank or bust)"
    assert settled.turns[0]["B"].turn.to_json() == {"casts": [4], "total": 4, "status": "rolling", "result": None}


# --- third round (0.4, with the game interface's tests): the survivors of `make mutation` (seed 17) ---------------


def test_the_lutu_interface_lists_a_childs_several_bets_apart() -> None:
    """Kills ``LutuGame.describe`` joining a child's bets with ``"XX XX"``: under ``lutu.multi_bets`` (spec §2.3) a
    child may bet on several numbers, and the description lists each bet as ``number x stake``, one space apart."""
    game = game_interface.LutuGame(lutu.LutuRules(multi_bets=True))
    bet = game.apply(game.new(7, 2), ((1, 1), (4, 2)))
    assert bet.legal
    lines = game.describe(bet.state).splitlines()
    assert lines[0] == "新遊: to play: 0 (payout net, multi_bets on)"
    assert lines[3].split() == ["1", "1", "child", "1x1", "4x2", "-"]


def test_the_renkeki_interface_names_the_seat_to_play() -> None:
    """Kills ``RenkekiGame.to_play`` answering ``None`` always: 連撃獣裁 (spec §2.2) is played turn by turn in
    seating order, so seat 0 plays first, seat 1 once seat 0 has banked, and nobody once the game is decided."""
    game = game_interface.RENKEKI
    state = renkeki_game.RenkekiGame(("0", "1"), 7)
    assert game.to_play(state) == 0
    state = game.apply(game.apply(state, "throw").state, "bank").state
    assert game.to_play(state) == 1
    over = renkeki_game.RenkekiGame.from_json({"seats": ["0", "1"], "seed": 7, "rounds": [
        {"0": [{"decision": "throw", "cast": 3}, {"decision": "bank"}],
         "1": [{"decision": "throw", "cast": 2}, {"decision": "bank"}]}]})
    assert over.over and game.to_play(over) is None


def test_unknown_fields_of_a_jujai_state_are_the_state_field() -> None:
    """Kills ``JujaiGame.from_json`` raising ``StickGameError("state")`` (no field, no message) for unknown
    fields: the error names the field ``state`` and lists every unknown key, sorted."""
    field, text = _field(lambda: jujai.JujaiGame.from_json({"seats": ["A", "B"], "seed": 1, "x": 1, "b": 2}))
    assert (field, text) == ("state", "state has unknown field(s): b, x")


def test_a_jujai_settlement_writes_its_rounds() -> None:
    """Kills ``JujaiSettlement.to_json`` renaming ``rounds``: the settlement's JSON carries every throw round under
    ``rounds`` (spec §2.1: a tie 3-3 is rethrown by the tied players, then 4 beats 1 and A takes the pot of 4)."""
    data = jujai.settle(["A", "B"], [{"A": 3, "B": 3}, {"A": 4, "B": 1}]).to_json()
    assert data["rounds"] == [
        {"casts": {"A": 3, "B": 3}, "top": 3, "winner": None, "tied_players": ["A", "B"]},
        {"casts": {"A": 4, "B": 1}, "top": 4, "winner": "A", "tied_players": []},
    ]
    assert (data["pot"], data["winner"], data["net"]) == (4, "A", {"A": "2", "B": "-2"})


def test_a_negative_renkeki_result_is_refused() -> None:
    """Kills ``renkeki.settle`` accepting a negative result (``... or isinstance(r, bool) and r < 0``): a 連撃術
    result is a banked total of throws 0..5 or 0 after a bust (spec §2.2), never below 0."""
    assert _field(lambda: renkeki.settle({"A": -1, "B": 2})) == (
        "results.A", "results.A must be a whole number ≥ 0, got -1")
    assert renkeki.settle({"A": 0, "B": 2}).winner == "B"


def test_unknown_renkeki_rules_are_the_rules_field_and_all_named() -> None:
    """An unknown 連撃術 option is refused naming it under ``rules`` and listing the options there are (the reader
    of every declared ruleset, games/options.py; it killed ``RenkekiRules.from_json`` naming no field and joining
    the names with ``"XX, XX"`` before the options were declared once)."""
    assert _field(lambda: renkeki.RenkekiRules.from_json({"z": 1, "a": 2})) == (
        "rules.z", "rules.z: is not an option (the options are first_throw_can_bust, order, sticks)")


def test_a_cast_given_with_a_bank_is_the_cast_field() -> None:
    """Kills ``renkeki_game.decide`` raising without a field when a bank comes with a cast: 積値 throws nothing
    (spec §2.2), so the cast is the offending field, ``cast`` or under the step's path."""
    game = renkeki_game.new_game(["A", "B"], 7)
    assert _field(lambda: renkeki_game.decide(game, "A", "bank", 3)) == ("cast", "cast must be absent when banking")
    assert _field(lambda: renkeki_game.decide(game, "A", "bank", 3, where="steps[1]")) == (
        "steps[1].cast", "steps[1].cast must be absent when banking")


def test_a_bad_renkeki_seed_is_the_seed_field() -> None:
    """Kills ``renkeki_game.new_game`` raising ``StickGameError("seed")`` (no field, no bound): a seed is a whole
    number -2^63..2^63-1 and the error says so, naming ``seed`` (``state.seed`` in a state)."""
    assert _field(lambda: renkeki_game.new_game(["A", "B"], "7")) == (
        "seed", "seed must be a whole number -2^63..2^63-1, got '7'")
    assert _field(lambda: renkeki_game.RenkekiGame.from_json({"seats": ["A", "B"], "seed": 2**63})) == (
        "state.seed", f"state.seed: expected a seed {-(2**63)}..{2**63 - 1}, got {2**63}")


def test_a_recorded_throw_without_its_cast_is_refused_with_its_reason() -> None:
    """Kills ``RenkekiGame.from_json`` raising with no message for a recorded ``throw`` step without its cast: a
    state records every cast (the seed draws only the casts still to come), and the error says so."""
    state = {"seats": ["A", "B"], "seed": 1, "rounds": [{"A": [{"decision": "throw"}]}]}
    assert _field(lambda: renkeki_game.RenkekiGame.from_json(state)) == (
        "state.rounds[0].A[0].cast", "state.rounds[0].A[0].cast: a recorded throw gives its cast")


def test_a_renkeki_step_with_an_unknown_field_is_refused_naming_the_step() -> None:
    """Kills the unknown fields of a 連撃術 step let through: a step is a decision and, for a throw, its cast."""
    with pytest.raises(StickGameError) as caught:
        renkeki.adjudicate_turn([{"decision": "bank", "colour": 1, "angle": 2}])
    assert (caught.value.field, caught.value.message) == ("steps[0]", "has unknown field(s): angle, colour")


def test_a_settled_renkeki_game_writes_its_turns_and_its_settlement() -> None:
    """Kills the JSON of a settled 連撃獣裁 game (no test wrote one): each round's turns by player, then the pot."""
    rounds = [{"A": [{"decision": "throw", "cast": 3}, {"decision": "bank"}],
               "B": [{"decision": "throw", "cast": 1}, {"decision": "bank"}]}]
    settled = renkeki.settle_game(["A", "B"], rounds)
    data = settled.to_json()
    assert list(data) == ["legal", "reason", "turns", "settlement"]
    assert (data["legal"], data["reason"]) == (True, None)
    assert data["turns"] == [{p: t.to_json() for p, t in settled.turns[0].items()}]
    assert settled.settlement is not None and data["settlement"] == settled.settlement.to_json()
    unfinished = renkeki.settle_game(["A", "B"], [{"A": [{"decision": "throw", "cast": 3}]}]).to_json()
    assert unfinished["legal"] is False and unfinished["settlement"] is None
    assert unfinished["reason"] == "rounds[0].A: the turn has not ended (bank or bust)"


def test_a_number_bet_on_twice_in_one_play_is_refused_saying_to_raise_its_stake() -> None:
    """Kills the words of 新遊's refusal of one number bet twice (only its refusal was tested, not its reason)."""
    game = lutu_game.new_game(["B", "X"], 5, lutu.LutuRules(multi_bets=True))
    banker = game.banker
    child = next(name for name in ("B", "X") if name != banker)
    play = lutu_game.place_bets(game, child, [(3, 1), (3, 2)])
    assert (play.legal, play.reason) == (False, "each number is bet on once: raise its stake instead")
    assert lutu_game.place_bets(game, child, [(3, 1), (4, 2)]).legal


def test_reach_probability_names_a_bad_running_total() -> None:
    """Kills the field of a running total out of range (only the target's was tested)."""
    assert _field(lambda: renkeki.reach_probability(10, 1001)) == (
        "from_total", "from_total must be a whole number from 0 to 1000, got 1001")


# --- the run after the last records were declared (seed 17, 25 of 3,252 mutants) --------------------------------


def test_jujai_statistics_write_every_figure_as_an_exact_fraction_string() -> None:
    """Kills the library's JSON of 獣裁's statistics (no test wrote it): fractions as strings, lists by index."""
    stats = jujai.stats(3)
    data = stats.to_json()
    assert data == {"players": 3, "unique_winner_first_round": str(stats.unique_winner_first_round),
                    "top_tie_sizes": [str(p) for p in stats.top_tie_sizes],
                    "expected_rounds": str(stats.expected_rounds), "expected_stakes": str(stats.expected_stakes),
                    "win_given_first_throw": [str(p) for p in stats.win_given_first_throw]}
    assert data["unique_winner_first_round"] == "10899/16384" and data["top_tie_sizes"][0] == "0"


def test_advice_with_nobody_finished_takes_no_holders_saying_so() -> None:
    """Kills the words of the refusal of holders when nobody has finished (only the field was tested)."""
    assert _field(lambda: renkeki.advice(10, None, 2, 1)) == (
        "holders", "holders must be 0 when best_result is null")


def test_a_renkeki_game_state_with_an_unknown_field_names_it() -> None:
    """Kills the unknown fields of a 連撃獣裁 state let through to the declared reader (whose words differ)."""
    state = renkeki_game.new_game(["A", "B"], 1).to_json()
    assert _field(lambda: renkeki_game.RenkekiGame.from_json({**state, "colour": 1})) == (
        "state", "state has unknown field(s): colour")
