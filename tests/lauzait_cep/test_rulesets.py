"""Ruleset options and presets: JSON in and out, precise errors."""

from __future__ import annotations

import pytest

from adjudicator.games.lauzait_cep.rulesets import ActionOrder, Ruleset, RulesetError


def test_defaults_follow_the_spec() -> None:
    default = Ruleset.from_json(None)
    assert default.action_order is ActionOrder.SEED
    assert default.layered_bridges_points == 2
    assert Ruleset.from_json("english").layered_bridges_points == 3


def test_preset_with_overrides_round_trips() -> None:
    ruleset = Ruleset.from_json({"preset": "english", "action_order": "any", "mountain_is_water": True})
    assert ruleset.action_order is ActionOrder.ANY and ruleset.mountain_is_water
    assert Ruleset.from_json(ruleset.to_json()) == ruleset


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("chinese", "unknown preset 'chinese'"),
        ({"layered_bridges_points": 4}, r"ruleset\.layered_bridges_points: expected an integer 2\.\.3, got 4"),
        ({"action_order": "random"}, r"ruleset\.action_order: expected one of seed, designers, any, got 'random'"),
        ({"may_take_back_discard": "yes"}, r"ruleset\.may_take_back_discard: expected true or false"),
        ({"bridges": 3}, r"ruleset\.bridges: is not an option \(the options are action_order, "),
    ],
)
def test_errors_name_the_option(data: object, message: str) -> None:
    with pytest.raises(RulesetError, match=message):
        Ruleset.from_json(data)
