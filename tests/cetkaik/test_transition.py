"""Applying moves, penalties, declarations and seasons (spec §5, §9.3, §12, §13, §15, §16)."""

from __future__ import annotations

import gzip
import json
import random
from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.cetkaik.conformance_format import position_from_conformance
from adjudicator.games.cetkaik.movegen import annotate, annotated_moves, legal_moves
from adjudicator.games.cetkaik.moves import PASS, InfAfterStep, parse_notation
from adjudicator.games.cetkaik.pieces import Colour, Piece, Profession, Side
from adjudicator.games.cetkaik.position import (
    AwaitedDeclaration,
    Cell,
    GameResult,
    HandPenalty,
    Position,
    PositionError,
    coloured_piece,
    piece,
)
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, Ruleset
from adjudicator.games.cetkaik.squares import parse_square
from adjudicator.games.cetkaik.transition import (
    CastError,
    Casts,
    DeclarationError,
    TurnState,
    apply_move,
    declare,
    season_first_mover,
)
from adjudicator.games.cetkaik.variants import check_position
from adjudicator.games.sticks import distribution

REPO_ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = REPO_ROOT.parent / "shared" / "conformance" / "cetkaik"
RED, BLACK = Colour.KOK1, Colour.HUOK2
P = Profession
RED_HORSE = coloured_piece(RED, P.MAUN1)


def edit(position: Position, changes: Mapping[str, Cell], **fields: Any) -> Position:
    board = list(position.board)
    for name, cell in changes.items():
        board[parse_square(name)] = cell
    return position.replace(board=tuple(board), **fields)


def only(adjudication: Any) -> Any:
    assert adjudication.legal, adjudication.reason
    (outcome,) = adjudication.outcomes
    return outcome


# --- worked examples of §16 ------------------------------------------------------------------------------------


def tiger_capture_position(rate: int = 1) -> Position:
    """IA holds a red horse; an A-side black tiger stands on LY, in front of IA's pawn on LAI."""
    start = Position.initial(Side.IA)
    return edit(
        start, {"MA": None, "XE": None, "LY": piece(BLACK, P.DAU2, Side.A)}, ia_hop1zuo1=(RED_HORSE,), rate=rate
    )


def test_example_1_new_hand_forces_a_declaration_and_ta_xot1_scores_it() -> None:
    position = tiger_capture_position()
    outcome = only(apply_move(position, parse_notation("LAI片LY"), CERKE_ONLINE_ALPHA))
    assert outcome.state is TurnState.MUST_DECLARE
    assert outcome.captured is not None and outcome.captured.cjk == "黒虎"
    assert [h.name for h in outcome.new_hands] == ["獣"]
    assert outcome.position.to_play is Side.IA
    results = declare(outcome.position, "ta_xot1", CERKE_ONLINE_ALPHA).outcomes
    assert [r.probability for r in results] == [Fraction(1, 2), Fraction(1, 2)]
    assert {r.position.to_play for r in results} == {Side.IA, Side.A}
    for r in results:
        assert (r.raw_score, r.score_change) == (3, 3)
        assert (r.position.ia_score, r.position.a_score, r.position.season, r.position.rate) == (23, 17, 1, 1)
        assert r.position.board == Position.initial().board
        assert r.position.hop1zuo1(Side.IA) == () and r.position.hop1zuo1(Side.A) == ()


def test_example_2_rate_four_gives_twelve() -> None:
    outcome = only(apply_move(tiger_capture_position(rate=4), parse_notation("LAI片LY"), CERKE_ONLINE_ALPHA))
    (result, _) = declare(outcome.position, "ta_xot1", CERKE_ONLINE_ALPHA).outcomes
    assert result.score_change == 12
    assert (result.position.ia_score, result.position.a_score) == (32, 8)


def test_example_3_strict_stepping_over_tam2_is_a_minus_five_hand() -> None:
    start = Position.initial(Side.IA)
    outcome = only(apply_move(start, parse_notation("ZAI片ZOXO"), STRICT_Y1_HUAP1))
    assert outcome.kut2tam2 and outcome.state is TurnState.MUST_DECLARE
    assert [p.kind.cjk for p in outcome.hand_penalties] == ["撃皇"]
    (taxot, *_) = declare(outcome.position, "ta_xot1", STRICT_Y1_HUAP1).outcomes
    assert (taxot.raw_score, taxot.position.ia_score, taxot.position.a_score) == (-5, 15, 25)
    (tymok,) = declare(outcome.position, "ty_mok1", STRICT_Y1_HUAP1).outcomes
    assert (tymok.position.rate, tymok.position.ia_score, tymok.position.to_play) == (2, 20, Side.A)


@pytest.mark.parametrize(
    ("flag", "rate", "scores", "state"),
    [
        ("none", 1, (20, 20), TurnState.TURN_PASSED),
        ("immediate", 1, (15, 25), TurnState.TURN_PASSED),
        ("immediate", 4, (0, 40), TurnState.GAME_OVER),
    ],
)
def test_example_4_alpha_stepping_over_tam2(flag: str, rate: int, scores: tuple[int, int], state: TurnState) -> None:
    ruleset = Ruleset.resolve({"preset": "cerke_online_alpha", "kut2tam2_penalty_when_not_a_hand": flag})
    outcome = only(apply_move(Position.initial(Side.IA).replace(rate=rate), parse_notation("ZAI片ZOXO"), ruleset))
    assert outcome.kut2tam2 and outcome.state is state
    assert (outcome.position.ia_score, outcome.position.a_score) == scores
    assert outcome.hand_penalties == ()
    if state is TurnState.GAME_OVER:
        assert outcome.game_result.victor is Side.A
        assert outcome.game_result.reason == "score_reached_limit"


# --- tam2 ty sak2 -----------------------------------------------------------------------------------------------


def test_tam2_ty_sak2_both_triggers_add_up_under_strict() -> None:
    position = Position.initial(Side.IA).replace(tam_has_moved_previously=True)
    outcome = only(apply_move(position, parse_notation("ZO皇[ZU]ZO"), STRICT_Y1_HUAP1))
    assert outcome.state is TurnState.MUST_DECLARE
    assert [(p.kind.cjk, p.points, p.is_a_hand) for p in outcome.penalties] == [("皇再来", -6, True)]
    assert outcome.position.tam_has_moved_previously


def test_non_hand_tam2_penalty_is_charged_at_once() -> None:
    ruleset = Ruleset.resolve({"preset": "cerke_online_alpha", "tam_mun_mok": {"penalty": -3, "is_a_hand": False}})
    outcome = only(apply_move(Position.initial(Side.IA).replace(rate=2), parse_notation("ZO皇[ZU]ZO"), ruleset))
    assert outcome.state is TurnState.TURN_PASSED
    assert (outcome.position.ia_score, outcome.position.a_score) == (14, 26)


def test_alpha_forbids_moving_tam2_right_after_it_moved() -> None:
    position = Position.initial(Side.IA).replace(tam_has_moved_previously=True)
    verdict = apply_move(position, parse_notation("ZO皇[ZU]ZI"), CERKE_ONLINE_ALPHA)
    assert not verdict.legal and verdict.reason and verdict.outcomes == ()


# --- casts ------------------------------------------------------------------------------------------------------


def test_water_entry_distribution_and_given_casts() -> None:
    start = Position.initial(Side.IA)
    move = parse_notation("NAI片NO")
    success, failure = apply_move(start, move, CERKE_ONLINE_ALPHA).outcomes
    assert (success.probability, success.water_entry_sticks, success.moved) == (Fraction(1, 2), (3, 4, 5), True)
    assert (failure.probability, failure.water_entry_sticks, failure.moved) == (Fraction(1, 2), (0, 1, 2), False)
    assert failure.position.board == start.board and failure.position.to_play is Side.A
    assert success.position.at(parse_square("NO")) == start.at(parse_square("NAI"))
    assert only(apply_move(start, move, CERKE_ONLINE_ALPHA, casts=Casts(water_entry=2))).moved is False
    assert only(apply_move(start, move, CERKE_ONLINE_ALPHA, casts=Casts(water_entry=3))).moved is True


def test_cast_errors_name_the_field() -> None:
    start = Position.initial(Side.IA)
    with pytest.raises(CastError, match=r"casts\.water_entry") as info:
        apply_move(start, parse_notation("LAI片LY"), CERKE_ONLINE_ALPHA, casts=Casts(water_entry=3))
    assert info.value.field == "casts.water_entry"
    with pytest.raises(CastError, match=r"casts\.stepping"):
        apply_move(start, parse_notation("LAI片LY"), CERKE_ONLINE_ALPHA, casts=Casts(stepping=3))
    with pytest.raises(CastError, match=r"casts\.stepping.*0 to 5"):
        apply_move(start, parse_notation("ZAI片ZO心ZAU"), CERKE_ONLINE_ALPHA, casts=Casts(stepping=6))


def test_step_then_ranged_move_two_phases() -> None:
    start = Position.initial(Side.IA)
    announce = parse_notation("ZAI片ZO心ZAU")
    outcomes = apply_move(start, announce, STRICT_Y1_HUAP1).outcomes
    assert [o.stepping_sticks for o in outcomes] == [0, 1, 2, 3, 4, 5]
    assert tuple(o.probability for o in outcomes) == distribution(5)
    assert all(o.state is TurnState.EXCITED and o.position.stepping is not None for o in outcomes)
    low = outcomes[2].position
    assert low.stepping is not None and low.stepping.ciurl == 2
    verdict = apply_move(low, parse_notation("ZAU"), STRICT_Y1_HUAP1)
    assert not verdict.legal and verdict.reason
    given_up = only(apply_move(low, PASS, STRICT_Y1_HUAP1))
    assert not given_up.moved and given_up.kut2tam2 and given_up.state is TurnState.MUST_DECLARE
    high = outcomes[3].position
    done = only(apply_move(high, parse_notation("ZAU"), STRICT_Y1_HUAP1))
    assert done.moved and done.position.at(parse_square("ZAU")) == start.at(parse_square("ZAI"))
    assert done.position.stepping is None


def test_illegal_move_is_an_adjudication_not_an_error() -> None:
    verdict = apply_move(Position.initial(Side.IA), parse_notation("ZA片ZE"), CERKE_ONLINE_ALPHA)
    assert verdict.legal is False
    assert verdict.reason
    assert verdict.outcomes == ()


# --- declarations, seasons, end of game -------------------------------------------------------------------------


def test_unknown_declaration_is_rejected() -> None:
    with pytest.raises(DeclarationError, match="declaration"):
        declare(Position.initial(Side.IA), "tymok", CERKE_ONLINE_ALPHA)  # type: ignore[arg-type]


def test_ty_mok1_rate_is_capped_at_64() -> None:
    outcome = only(apply_move(tiger_capture_position(rate=64), parse_notation("LAI片LY"), CERKE_ONLINE_ALPHA))
    (result,) = declare(outcome.position, "ty_mok1", CERKE_ONLINE_ALPHA).outcomes
    assert result.position.rate == 64 and result.position.to_play is Side.A


@pytest.mark.parametrize(("seasons", "season", "ends"), [(1, 0, True), (2, 0, False), (2, 1, True), (4, 3, True)])
def test_last_season_ends_the_game(seasons: int, season: int, ends: bool) -> None:
    ruleset = replace(CERKE_ONLINE_ALPHA, seasons=seasons)
    position = tiger_capture_position().replace(season=season)
    outcome = only(apply_move(position, parse_notation("LAI片LY"), ruleset))
    (result,) = declare(outcome.position, "ta_xot1", ruleset, first=Side.A).outcomes
    assert (result.game_result is not None) is ends
    if ends:
        assert result.game_result is not None
        assert (result.game_result.victor, result.game_result.reason) == (Side.IA, "last_season_ended")
    else:
        assert result.position.season == season + 1 and result.position.to_play is Side.A


def test_equal_scores_after_the_last_season_are_a_draw() -> None:
    ruleset = replace(STRICT_Y1_HUAP1, seasons=1, ta_xot1_forced_by_penalty_scores="hands_and_penalties")
    # IA holds a red king (王 = 5) and steps over the tam2 (撃皇 = -5): raw 0 when every hand held counts
    position = edit(Position.initial(Side.IA), {"ZA": None}, ia_hop1zuo1=(coloured_piece(RED, P.IO),))
    outcome = only(apply_move(position, parse_notation("ZAI片ZOXO"), ruleset))
    (result,) = declare(outcome.position, "ta_xot1", ruleset).outcomes
    assert result.raw_score == 0
    assert result.game_result is not None and result.game_result.victor is None
    assert result.position.game_over == result.game_result


ISSUE_EXAMPLE = (
    "o-h-c-g-G-1C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/1*7/9/9/p+P+p+P+1P+p+P+p+/s+a+1t+1T+1A+S+/"
    "O+H+C+G+k+g+c+h+o+ IA K v 0 20:20 x8 f"
)


@pytest.mark.parametrize(
    ("reading", "raw", "scores", "victor"),
    [("penalties_only", -3, (0, 40), Side.A), ("hands_and_penalties", 2, (36, 4), None)],
)
def test_ta_xot1_forced_by_a_penalty_alone(
    reading: str, raw: int, scores: tuple[int, int], victor: Side | None
) -> None:
    """Strict: IA holds 王 (5) and moves the tam2 back onto its square (皇再来): the reference scores -3 × 8."""
    ruleset = Ruleset.resolve({"preset": "strict_y1_huap1", "ta_xot1_forced_by_penalty_scores": reading})
    outcome = only(apply_move(Position.from_text(ISSUE_EXAMPLE), parse_notation("LU皇KI[KU]LU"), ruleset))
    awaiting = outcome.position.awaiting_declaration
    assert awaiting is not None and awaiting.hands == () and [p.points for p in awaiting.penalties] == [-3]
    assert outcome.position.to_text().endswith(" await:皇再来-3")
    (result, *_) = declare(outcome.position, "ta_xot1", ruleset, first=Side.IA).outcomes
    assert (result.raw_score, result.score_change) == (raw, raw * 8)
    assert (result.position.ia_score, result.position.a_score) == scores
    if victor is not None:
        assert result.game_result == GameResult(victor, "score_reached_limit")
        assert result.position.game_over == result.game_result
    else:
        assert result.game_result is None and result.position.season == 1


def test_first_mover_from_casts() -> None:
    assert season_first_mover(casts=[(3, 3), (4, 1)])[0][:2] == (Side.IA, 1)
    assert season_first_mover(casts=[(1, 4)])[0][0] is Side.A
    assert season_first_mover() == ((Side.IA, Fraction(1, 2), ()), (Side.A, Fraction(1, 2), ()))
    assert season_first_mover(first=Side.A) == ((Side.A, Fraction(1), ()),)
    drawn = season_first_mover(rng=random.Random(7))
    assert drawn == season_first_mover(rng=random.Random(7))
    (side, _, rounds) = drawn[0]
    assert rounds[-1][0] != rounds[-1][1] and side is (Side.IA if rounds[-1][0] > rounds[-1][1] else Side.A)
    for bad, field in (
        ([(3, 3)], r"first_mover_casts\[0\]"),
        ([(2, 3), (4, 4)], r"first_mover_casts\[0\]"),
        ([(6, 1)], r"first_mover_casts\[0\]\.IA"),
        ([], "first_mover_casts"),
    ):
        with pytest.raises(CastError, match=field):
            season_first_mover(casts=bad)


# --- properties over the conformance positions ------------------------------------------------------------------


@cache
def sample_positions() -> tuple[tuple[Position, Ruleset], ...]:
    out = []
    for name in ("moves-strict.jsonl.gz", "moves-alpha-long.jsonl.gz"):
        with gzip.open(CONFORMANCE / name, "rt", encoding="utf-8") as f:
            out.extend(position_from_conformance(json.loads(line)) for i, line in enumerate(f) if i % 7 == 0)
    return tuple(out)


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_outcome_distribution_sums_to_one(data: st.DataObject) -> None:
    position, ruleset = data.draw(st.sampled_from(sample_positions()))
    move = data.draw(st.sampled_from(legal_moves(position, ruleset)))
    adjudication = apply_move(position, move, ruleset)
    assert adjudication.legal
    probabilities = [o.probability for o in adjudication.outcomes]
    assert sum(probabilities) == 1 and all(p > 0 for p in probabilities)
    if not isinstance(move, InfAfterStep):
        moved = sum((o.probability for o in adjudication.outcomes if o.moved), Fraction(0))
        assert moved == annotate(position, move, ruleset).success_probability or move == PASS
    seed = data.draw(st.integers(0, 2**32))
    (drawn,) = apply_move(position, move, ruleset, rng=random.Random(seed)).outcomes
    (again,) = apply_move(position, move, ruleset, rng=random.Random(seed)).outcomes
    assert drawn == again and drawn.probability == 1
    assert drawn.position in {o.position for o in adjudication.outcomes}
    for outcome in adjudication.outcomes:
        assert outcome.position.ia_score + outcome.position.a_score == 40
        mover_kept = outcome.state in (TurnState.EXCITED, TurnState.MUST_DECLARE)
        assert (
            outcome.position.to_play is position.to_play
        ) is mover_kept or outcome.state is TurnState.GAME_OVER
        pieces = sum(isinstance(c, Piece) for c in outcome.position.board) + sum(
            len(outcome.position.hop1zuo1(s)) for s in Side
        )
        assert pieces == sum(isinstance(c, Piece) for c in position.board) + sum(
            len(position.hop1zuo1(s)) for s in Side
        )


# --- game states: nothing after the end, only declarations while one is awaited ---------------------------------

OVER = {
    "score_reached_limit": (" over:A:score_reached_limit", "0:40", CERKE_ONLINE_ALPHA),
    "last_season_ended": (" over:IA:last_season_ended", "25:15", replace(CERKE_ONLINE_ALPHA, seasons=1)),
    "no_move_possible": (" over:A:no_move_possible", "15:25", CERKE_ONLINE_ALPHA),
}


@pytest.mark.parametrize("reason", list(OVER))
def test_nothing_is_legal_after_the_end_of_the_game(reason: str) -> None:
    suffix, scores, ruleset = OVER[reason]
    if reason == "no_move_possible":
        text = f"9/9/9/9/4*4/9/9/9/4k+4 A - - 0 {scores} x1 t{suffix}"
        move = parse_notation("ZO皇[ZU]ZI")
    else:
        text = Position.initial(Side.IA).to_text().replace("20:20", scores) + suffix
        move = parse_notation("LAI片LY")
    position = Position.from_text(text)
    assert position.game_over is not None and position.game_over.reason == reason
    assert legal_moves(position, ruleset) == []
    verdict = apply_move(position, move, ruleset)
    assert verdict.legal is False and verdict.outcomes == ()
    assert verdict.reason is not None and verdict.reason.startswith("the game is over") and reason in verdict.reason
    for declaration in ("ty_mok1", "ta_xot1"):
        assert declare(position, declaration, ruleset).legal is False  # type: ignore[arg-type]


def test_only_declarations_are_legal_while_one_is_awaited() -> None:
    outcome = only(apply_move(tiger_capture_position(), parse_notation("LAI片LY"), CERKE_ONLINE_ALPHA))
    awaiting = outcome.position
    assert awaiting.awaiting_declaration is not None and awaiting.awaiting_declaration.hands == ("獣",)
    assert legal_moves(awaiting, CERKE_ONLINE_ALPHA) == []
    assert annotated_moves(awaiting, CERKE_ONLINE_ALPHA) == []
    verdict = apply_move(awaiting, parse_notation("LY片LU"), CERKE_ONLINE_ALPHA)
    assert verdict.legal is False and verdict.reason == "IASide must first declare ty mok1 or ta xot1 (formed 獣)"
    for declaration in ("ty_mok1", "ta_xot1"):
        assert declare(awaiting, declaration, CERKE_ONLINE_ALPHA).legal is True  # type: ignore[arg-type]


def test_declarations_are_refused_when_none_is_awaited() -> None:
    for position in (Position.initial(Side.IA), tiger_capture_position()):
        for declaration in ("ty_mok1", "ta_xot1"):
            verdict = declare(position, declaration, CERKE_ONLINE_ALPHA)  # type: ignore[arg-type]
            assert verdict.legal is False and verdict.outcomes == ()
            assert verdict.reason is not None and verdict.reason.startswith("no declaration is awaited")


def test_impossible_game_states_are_refused() -> None:
    initial = Position.initial(Side.IA)
    with pytest.raises(PositionError, match="does not hold 獣"):
        check_position(initial.replace(awaiting_declaration=AwaitedDeclaration(("獣",))), CERKE_ONLINE_ALPHA)
    with pytest.raises(PositionError, match="not a hand under this ruleset"):
        check_position(initial.replace(awaiting_declaration=AwaitedDeclaration((), (HandPenalty("撃皇", -5),))),
                       CERKE_ONLINE_ALPHA)
    with pytest.raises(PositionError, match="do not end the game"):
        initial.replace(game_over=GameResult(Side.A, "score_reached_limit"))
    with pytest.raises(PositionError, match="must say so"):
        check_position(initial.replace(ia_score=0, a_score=40), CERKE_ONLINE_ALPHA)
    with pytest.raises(PositionError, match="not the last"):
        check_position(initial.replace(game_over=GameResult(None, "last_season_ended")), CERKE_ONLINE_ALPHA)
    with pytest.raises(PositionError, match="has legal moves"):
        check_position(initial.replace(game_over=GameResult(None, "no_move_possible")), CERKE_ONLINE_ALPHA)
