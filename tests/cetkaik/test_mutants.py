"""Tests that pin Cetkaik rules a small plausible bug would break (each named after what it guards)."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from adjudicator.games.cetkaik.hands import KingSubstitution, evaluate_hands
from adjudicator.games.cetkaik.kiaak import KiaakWriteError, Play, extend_record, write_record
from adjudicator.games.cetkaik.movegen import annotate, tam2_penalty
from adjudicator.games.cetkaik.moves import parse_notation
from adjudicator.games.cetkaik.pieces import Colour, ColouredPiece, Profession, Side
from adjudicator.games.cetkaik.position import Position, PositionError, score_to_json
from adjudicator.games.cetkaik.rulesets import (
    ALLOWED,
    CERKE_ONLINE_ALPHA,
    FORBIDDEN,
    Consequence,
    Ruleset,
    penalized,
)

from .test_kiaak_forms import next_play

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


# --- found by `make mutation` (docs/mutation.md) ----------------------------------------------------------------


def test_a_flash_completed_by_a_king_uses_the_king_of_its_colour() -> None:
    black, red = Colour.HUOK2, Colour.KOK1
    hop1zuo1 = [ColouredPiece(black, Profession.KAUK2)] * 2 + [ColouredPiece(red, Profession.IO),
                                                               ColouredPiece(black, Profession.IO)]
    hands = {h.name: h for h in evaluate_hands(hop1zuo1).hands}
    flash = hands["同色助友"]
    assert sorted(p.cjk for p in flash.pieces) == ["黒兵", "黒兵", "黒王"]
    assert flash.substitutions == (KingSubstitution(ColouredPiece(black, Profession.IO), Profession.KAUN1),)
    for hand in hands.values():  # every king standing in is one of the hand's pieces
        assert all(s.king in hand.pieces for s in hand.substitutions)


def test_a_per_piece_score_cannot_be_written_into_a_record() -> None:
    ruleset = Ruleset.resolve({"preset": "cerke_online_alpha", "scoring": "per_piece_2x4x"})
    rng = random.Random(3)
    record, position = "", Position.initial(Side.IA)
    while position.awaiting_declaration is None:
        extension = extend_record(record, next_play(position, ruleset, rng, False), ruleset, first=Side.IA,
                                  rng=rng)
        record, position = extension.record, extension.position
    with pytest.raises(KiaakWriteError) as caught:
        extend_record(record, "ta_xot1", ruleset, rng=rng)
    assert caught.value.field == "ruleset"
    assert caught.value.message == "records hold whole-number scores; per-piece scoring is not supported"


def test_a_play_that_is_neither_a_movement_nor_a_declaration_is_named() -> None:
    with pytest.raises(KiaakWriteError) as caught:
        write_record([Play(parse_notation("NAI片NY")), "pass"], [Side.IA], CERKE_ONLINE_ALPHA)  # type: ignore[list-item]
    assert caught.value.field is not None and "1" in caught.value.field


def test_an_awaited_declaration_may_leave_out_its_hands() -> None:
    data = MOVED.to_json()
    data["awaiting_declaration"] = {"penalties": [{"name": "皇再来", "points": -5}]}
    awaiting = Position.from_json(data).awaiting_declaration
    assert awaiting is not None and awaiting.hands == ()


def test_an_unknown_reason_for_the_end_lists_the_known_ones() -> None:
    data = Position.initial().to_json()
    data["game_over"] = {"victor": "IASide", "reason": "resigned"}
    with pytest.raises(PositionError) as caught:
        Position.from_json(data)
    assert "score_reached_limit, " in caught.value.message and "'resigned'" in caught.value.message


@pytest.mark.parametrize(("score", "text"), [(Fraction(-34, 10), "-3.4"), (Fraction(206, 10), "20.6"), (-3, -3)])
def test_a_score_is_written_as_a_whole_number_or_an_exact_decimal(score: Fraction | int, text: str | int) -> None:
    assert score_to_json(score) == text
