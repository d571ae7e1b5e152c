"""Tests that pin Cetkaik rules a small plausible bug would break (each named after what it guards)."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from adjudicator.games.cetkaik.hands import KingSubstitution, evaluate_hands
from adjudicator.games.cetkaik.kiaak import (
    KiaakSyntaxError,
    KiaakWriteError,
    Play,
    extend_record,
    parse_record,
    write_record,
)
from adjudicator.games.cetkaik.movegen import annotate, is_legal, legal_moves, tam2_penalty
from adjudicator.games.cetkaik.moves import AfterHalfAcceptance, InfAfterStep, parse_notation, to_notation
from adjudicator.games.cetkaik.pieces import Colour, ColouredPiece, Profession, Side
from adjudicator.games.cetkaik.position import GameResult, Position, PositionError, Stepping, score_to_json
from adjudicator.games.cetkaik.rulesets import (
    ALLOWED,
    CERKE_ONLINE_ALPHA,
    FORBIDDEN,
    OLD_CETKAIK,
    Consequence,
    Ruleset,
    penalized,
)
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.transition import Casts, TurnState, apply_move
from adjudicator.games.cetkaik.variants import check_position, initial_position

from .test_kiaak_forms import next_play
from .test_variants import _old

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


# --- second round (0.2.0) -------------------------------------------------------------------------------------


def test_a_move_other_than_the_final_square_in_the_excited_state_is_refused_saying_what_is_awaited() -> None:
    position = replace(Position.initial(), stepping=Stepping(parse_square("LAU"), parse_square("LAI"),
                                                             parse_square("LU"), 2))
    assert is_legal(position, parse_notation("LAU片LAILY"), CERKE_ONLINE_ALPHA) == (
        False, "IASide is in the middle of a stepping move (LAU over LAI); it must name the final square or pass")


def test_old_cetkaik_refuses_a_hand_awaiting_declaration_saying_its_one_hand_wins_at_once() -> None:
    start = initial_position(OLD_CETKAIK).to_text()
    with pytest.raises(PositionError) as refused:
        check_position(Position.from_text(f"{start} await:王"), OLD_CETKAIK)
    assert refused.value.field == "awaiting_declaration"
    assert refused.value.message == "old cetkaik (古机戦) has no hands to declare: its one hand, the king, wins at once"


def test_old_cetkaik_chariot_runners_let_the_chariot_move_any_distance() -> None:
    # IA tiger on LE, IA chariot on TY (own pawn on TAU); A pawns on KI, NI, NY, XY, TAI
    position = _old("4k-4/1T+7/P-1P-6/9/9/2P-C+1P-3/3P-5/3P+5/4K+3*")
    chariot = Ruleset.resolve({"preset": "old_cetkaik", "old_cetkaik_runners": "chariot"})
    fixed = {to_notation(m) for m in legal_moves(position, OLD_CETKAIK)}
    running = {to_notation(m) for m in legal_moves(position, chariot)}
    assert running - fixed == {"TY片TA", "TY片TE", "TY片TI"}  # up the T file, beyond one square
    assert fixed <= running


def test_a_final_square_beyond_the_stepping_cast_is_refused_with_the_record_unchanged() -> None:
    move = parse_notation("ZAI片ZO心ZAU")  # the IA vessel steps over ZO and announces a ranged move to ZAU
    assert isinstance(move, InfAfterStep)
    play = Play(move, Casts(stepping=2), AfterHalfAcceptance(move.planned))
    extension = extend_record("", play, CERKE_ONLINE_ALPHA, first=Side.IA)
    assert extension.legal is False
    assert extension.reason == "ZAU is illegal: ZAU is 3 squares from ZO but the sticks showed 2"
    assert (extension.record, extension.added, extension.header, extension.written) == ("", "", None, "")
    assert extension.position == extension.before == Position.initial(Side.IA)
    assert extend_record("", replace(play, casts=Casts(stepping=3)), CERKE_ONLINE_ALPHA, first=Side.IA).legal


def test_a_players_line_naming_one_player_is_refused_saying_what_it_must_name() -> None:
    with pytest.raises(KiaakSyntaxError) as caught:
        parse_record("{始時:2020-10-15T12:00:00Z}\n[SY]二十\n")
    assert caught.value.reason == "the players line must name two players: [name]score [name]score"
    assert (caught.value.line, caught.value.column) == (2, 1)


@pytest.mark.parametrize(("scores", "victor"), [("22:18", Side.IA), ("18:22", Side.A), ("20:20", None)])
def test_a_move_leaving_the_opponent_no_legal_move_ends_the_game_won_by_the_leader(
    scores: str, victor: Side | None
) -> None:
    # IA (a king on ZIA) moves the tam2; A has no piece and may not move the tam2 right after IA did (§5 step 4)
    position = Position.from_text(f"9/9/9/9/4*4/9/9/9/4k+4 IA - - 0 {scores} x1 f")
    verdict = apply_move(position, parse_notation("ZO皇[ZU]ZI"), CERKE_ONLINE_ALPHA)
    assert verdict.legal is True
    (outcome,) = verdict.outcomes
    expected = GameResult(victor, "no_move_possible")
    assert outcome.state is TurnState.GAME_OVER and outcome.game_result == expected
    assert outcome.position.game_over == expected and outcome.position.to_play is Side.A
    assert outcome.position.tam_has_moved_previously and outcome.probability == 1
    # the king's move instead leaves A the tam2 to move: the turn passes and the game goes on
    (king,) = apply_move(position, parse_notation("ZIA片ZAU"), CERKE_ONLINE_ALPHA).outcomes
    assert king.state is TurnState.TURN_PASSED and king.game_result is None and king.position.game_over is None


# --- the run after the records were declared (seed 17, 25 of 10,076 mutants) -----------------------------------


def test_a_tam2_movement_written_by_extend_record_reads_back_as_the_same_element() -> None:
    """The element a tam2 move is written as (``kiaak._tam_movement``) is the one its record line is read as: a
    movement without a step says no half (as the parser reads it), and each half is the one the move took."""
    from adjudicator.games.cetkaik import kiaak
    from adjudicator.games.cetkaik.moves import TamNoStep, TamStepsDuringFormer, TamStepsDuringLatter

    start = initial_position(CERKE_ONLINE_ALPHA)
    kinds = (TamNoStep, TamStepsDuringFormer, TamStepsDuringLatter)
    seen = set()
    for move in legal_moves(start, CERKE_ONLINE_ALPHA):
        if not isinstance(move, kinds) or type(move) in seen:
            continue
        seen.add(type(move))
        extension = extend_record("", Play(move), CERKE_ONLINE_ALPHA, first=Side.IA)
        assert extension.legal, extension.reason
        written = kiaak._tam_movement(move)
        read = parse_record(extension.record).body[-1]
        assert replace(read, where=written.where) == written, (move, extension.added)
    assert {TamNoStep, TamStepsDuringLatter} <= seen  # (no step in the former half is legal at the start)
