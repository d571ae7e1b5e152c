"""Tests that kill the mutants the stick games' suite let through (``make mutation``): small plausible bugs."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from adjudicator.games.stick_games import jujai, lutu, lutu_game, renkeki
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
