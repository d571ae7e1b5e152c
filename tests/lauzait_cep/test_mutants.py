"""Tests that pin Lauzait Cep! scoring rules a small plausible bug would break."""

from __future__ import annotations

from adjudicator.games.lauzait_cep.declaring import layered_bridges
from adjudicator.games.lauzait_cep.rulesets import Ruleset

from .test_declaring import scores


def test_layered_bridges_score_once_even_with_three_equal_departments() -> None:
    assert scores("G3 G4 G5 W3 W4 W5 J J J")["Layered Bridges"] == 2
    assert scores("G3 G4 G5 W3 W4 W5 J J J", Ruleset.from_json("english"))["Layered Bridges"] == 3


def test_layered_bridges_each_pair() -> None:
    each = Ruleset.from_json({"layered_bridges_each_pair": True})
    assert scores("G3 G4 G5 W3 W4 W5 J J J", each)["Layered Bridges"] == 6  # three pairs of equal Departments
    assert scores("G0 G1 G2 G0 G1 G2 W9 W9 J", each)["Layered Bridges"] == 2  # one pair
    english_each = Ruleset.from_json({"preset": "english", "layered_bridges_each_pair": True})
    assert scores("G3 G4 G5 W3 W4 W5 J J J", english_each)["Layered Bridges"] == 9


def test_no_layered_bridges_without_equal_departments() -> None:
    assert "Layered Bridges" not in scores("G0 G1 G2 G3 G4 G5 W6 W7 W8")
    assert layered_bridges([], Ruleset()) == 0
