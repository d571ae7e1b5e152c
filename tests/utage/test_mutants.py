"""Tests that kill the mutants Utage's suite let through (``make mutation``): small plausible bugs."""

from __future__ import annotations

import pytest

from adjudicator.games.utage import UtageError, UtageRules, UtageState, new_game


def test_a_player_without_a_name_is_refused_naming_the_field() -> None:
    data = new_game(["ana", "bo"]).to_json()
    data["players"][1]["name"] = 7
    with pytest.raises(UtageError, match=r"^state\.players\[1\]\.name: expected a string"):
        UtageState.from_json(data)


def test_the_rules_json_lists_every_option() -> None:
    rules = UtageRules(total_cups=12, dice_per_player=5)
    data = rules.to_json()
    assert data["total_cups"] == 12 and data["dice_per_player"] == 5
    assert UtageRules.from_json(data) == rules
