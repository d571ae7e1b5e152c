"""Tests that pin Cetkaik rules a small plausible bug would break (each named after what it guards)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from adjudicator.games.cetkaik.movegen import annotate, tam2_penalty
from adjudicator.games.cetkaik.moves import parse_notation
from adjudicator.games.cetkaik.position import Position
from adjudicator.games.cetkaik.rulesets import ALLOWED, FORBIDDEN, Consequence, Ruleset, penalized

MOVED = replace(Position.initial(), tam_has_moved_previously=True)
BACK_HOME = parse_notation("ZO皇[ZU]ZO")  # the tam2 returns to its square: 皇再来 (tam_mun_mok)
ELSEWHERE = parse_notation("ZO皇[ZU]XU")


def ruleset(after_moved: Consequence, mun_mok: Consequence) -> Ruleset:
    return Ruleset.resolve(
        {
            "preset": "strict_y1_huap1",
            "moving_tam_immediately_after_tam_has_moved": after_moved.to_json(),
            "tam_mun_mok": mun_mok.to_json(),
        }
    )


@pytest.mark.parametrize(
    "after_moved,mun_mok,expected",
    [
        (penalized(-3, True), penalized(-2, False), (-5, True)),  # the first trigger is a hand, the last is not
        (penalized(-2, False), penalized(-3, True), (-5, True)),
        (penalized(-2, False), penalized(-4, False), (-6, False)),
        (penalized(-3, True), penalized(-3, True), (-6, True)),
        (penalized(-3, True), ALLOWED, (-3, True)),
        (ALLOWED, penalized(-1, False), (-1, False)),
        (ALLOWED, ALLOWED, (0, False)),
    ],
)
def test_mixed_tam2_penalties_any_hand_trigger_makes_it_a_hand(
    after_moved: Consequence, mun_mok: Consequence, expected: tuple[int, bool]
) -> None:
    rules = ruleset(after_moved, mun_mok)
    assert tam2_penalty(MOVED, BACK_HOME, rules) == expected
    a = annotate(MOVED, BACK_HOME, rules)
    assert (a.tam2_penalty, a.tam2_penalty_is_a_hand) == expected


def test_only_the_triggered_rules_count() -> None:
    rules = ruleset(penalized(-3, False), penalized(-5, True))
    assert tam2_penalty(MOVED, ELSEWHERE, rules) == (-3, False)  # not back home: only the first rule
    assert tam2_penalty(Position.initial(), BACK_HOME, rules) == (-5, True)  # the tam2 did not move before
    assert tam2_penalty(Position.initial(), ELSEWHERE, rules) == (0, False)
    assert tam2_penalty(MOVED, parse_notation("LIA片LY"), rules) == (0, False)  # not a tam2 move


def test_a_forbidden_rule_carries_no_penalty() -> None:
    rules = ruleset(FORBIDDEN, penalized(-2, True))
    assert tam2_penalty(MOVED, BACK_HOME, rules) == (-2, True)
