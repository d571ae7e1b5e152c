"""Tests that kill the mutants the stick games' suite let through (``make mutation``): small plausible bugs."""

from __future__ import annotations

from fractions import Fraction

import pytest

from adjudicator.games.stick_games import jujai, lutu, renkeki
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
        with pytest.raises(StickGameError, match=r"^rules must be an object"):
            read([1])
    with pytest.raises(StickGameError, match=r"^target"):
        renkeki.reach_probability(-1)


def test_a_bust_leaves_a_total_of_zero() -> None:
    turn = renkeki.apply(renkeki.RenkekiTurn((3,), 3, "rolling"), "throw", throw=1).turn
    assert (turn.throws, turn.total, turn.status, turn.result) == ((3, 1), 0, "bust", 0)
    assert turn.to_json() == {"throws": [3, 1], "total": 0, "status": "bust", "result": 0}


def test_the_json_forms_of_the_analyses() -> None:
    tip = renkeki.advice(2, None, 0, 1)
    assert set(tip.to_json()) == {"decision", "share_if_bank", "share_if_throw"}
    assert tip.to_json()["decision"] == tip.decision
    stats = renkeki.policy_stats(13)
    data = stats.to_json()
    assert data["expected"] == f"{stats.expected.numerator}/{stats.expected.denominator}"
    assert data["threshold"] == 13
