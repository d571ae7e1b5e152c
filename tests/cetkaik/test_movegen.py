"""Move generation: the initial position, symmetry, stepping, tam2, drops, excited state, annotations, reasons."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.games.cetkaik.movegen import annotate, is_legal, is_tam_hue, legal_moves
from adjudicator.games.cetkaik.moves import (
    PASS,
    AfterHalfAcceptance,
    FromHand,
    InfAfterStep,
    Move,
    SrcDst,
    SrcStepDstFinite,
    SrcStepsDst,
    TamNoStep,
    TamStepsDuringFormer,
    TamStepsDuringLatter,
    parse_notation,
    to_notation,
)
from adjudicator.games.cetkaik.pieces import Piece, Side
from adjudicator.games.cetkaik.position import Position, Stepping, piece
from adjudicator.games.cetkaik.rulesets import CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1, Ruleset
from adjudicator.games.cetkaik.squares import WATER, parse_square

from .movegen_strategies import excited_positions, positions, rulesets, stepping_rulesets

ALPHA, STRICT = CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1
TAM_KINDS = ("TamNoStep", "TamStepsDuringFormer", "TamStepsDuringLatter")


def notations(position: Position, ruleset: Ruleset = ALPHA) -> set[str]:
    return {to_notation(m) for m in legal_moves(position, ruleset)}


@pytest.mark.parametrize("side", list(Side))
@pytest.mark.parametrize("ruleset", [ALPHA, STRICT])
def test_initial_position_has_249_moves(side: Side, ruleset: Ruleset) -> None:
    """Spec §4: 249 = 240 without stepping on tam2 (126 tam2, 36 ranged, 4 water entries) + 9 撃皇 moves."""
    position = Position.initial(side)
    moves = legal_moves(position, ruleset)
    annotations = [annotate(position, m, ruleset) for m in moves]
    kinds = Counter(a.kind for a in annotations)
    assert len(moves) == len(set(moves)) == 249
    assert sum(kinds[k] for k in TAM_KINDS) == 126
    assert sum(a.kind == "InfAfterStep" and not a.steps_on_tam2 for a in annotations) == 36
    assert sum(a.steps_on_tam2 for a in annotations) == 9
    assert kinds["InfAfterStep"] == 36 + 5  # the vessel over the tam2 on ZO, 5 ways
    assert sum(a.water_entry for a in annotations if a.kind != "InfAfterStep") == 4


def rotate_move(move: Move) -> Move:
    """The same move seen from the other side of the board."""
    if isinstance(move, FromHand):
        return FromHand(move.colour, move.profession, 80 - move.dest)
    if isinstance(move, AfterHalfAcceptance):
        return move if move.dest is None else AfterHalfAcceptance(80 - move.dest)
    if isinstance(move, SrcStepsDst):  # 古机戦's consecutive stepping: every via point turns with the board
        return SrcStepsDst(80 - move.src, tuple(80 - sq for sq in move.steps), 80 - move.dest)
    return type(move)(*(80 - sq for sq in move[:-1]))  # type: ignore[arg-type, return-value]


def rotate_position(position: Position) -> Position:
    """Turn the board by 180° and swap the sides (colours kept)."""
    board = tuple(
        piece(c.colour, c.profession, c.side.opponent) if isinstance(c, Piece) else c for c in reversed(position.board)
    )
    s = position.stepping
    return replace(
        position,
        board=board,
        ia_hop1zuo1=position.a_hop1zuo1,
        a_hop1zuo1=position.ia_hop1zuo1,
        to_play=position.to_play.opponent,
        ia_score=position.a_score,
        a_score=position.ia_score,
        stepping=None if s is None else Stepping(80 - s.src, 80 - s.step, 80 - s.planned, s.ciurl),
    )


@pytest.mark.parametrize("ruleset", [ALPHA, STRICT])
def test_initial_position_is_symmetric_under_rotation(ruleset: Ruleset) -> None:
    """Rotating the board and swapping sides maps the initial legal-move set onto the other side's."""
    ia = legal_moves(Position.initial(Side.IA), ruleset)
    a = legal_moves(Position.initial(Side.A), ruleset)
    assert {rotate_move(m) for m in ia} == set(a)
    rotated = rotate_position(Position.initial(Side.IA)).board
    for sq, (x, y) in enumerate(zip(rotated, Position.initial(Side.IA).board, strict=True)):
        if sq % 9 != 4:  # kings and vessels swap colour in the Z column
            assert x == y


@settings(deadline=None)
@given(positions(), rulesets)
def test_rotation_symmetry_of_random_positions(position: Position, ruleset: Ruleset) -> None:
    moves = legal_moves(position, ruleset)
    assert Counter(map(rotate_move, moves)) == Counter(legal_moves(rotate_position(position), ruleset))


@settings(deadline=None)
@given(st.data(), stepping_rulesets)
def test_rotation_symmetry_of_excited_positions(data: st.DataObject, ruleset: Ruleset) -> None:
    position = data.draw(excited_positions(ruleset))
    assert {rotate_move(m) for m in legal_moves(position, ruleset)} == set(
        legal_moves(rotate_position(position), ruleset)
    )


@settings(deadline=None)
@given(positions(), rulesets, st.randoms(use_true_random=False))
def test_generated_moves_are_legal_and_well_annotated(position: Position, ruleset: Ruleset, rnd: object) -> None:
    moves = legal_moves(position, ruleset)
    assert len(moves) == len(set(moves))
    for move in rnd.sample(moves, min(8, len(moves))):  # type: ignore[attr-defined]
        assert is_legal(position, move, ruleset) == (True, "")
    for move in moves:
        a = annotate(position, move, ruleset)
        assert 0 <= a.success_probability <= 1
        if a.kind in ("SrcDst", "SrcStepDstFinite"):
            dest = move.dest  # type: ignore[union-attr]
            assert a.water_entry <= (dest in WATER)
            assert a.success_probability == (Fraction(1, 2) if a.water_entry else 1)
        if a.kind in TAM_KINDS or a.kind == "FromHand":
            assert (a.water_entry, a.captured, a.success_probability) == (False, None, 1)


squares = st.integers(0, 80)


@settings(deadline=None)
@given(positions(), rulesets, squares, squares, squares, squares)
def test_illegal_moves_get_a_reason(position: Position, ruleset: Ruleset, a: int, b: int, c: int, d: int) -> None:
    legal = set(legal_moves(position, ruleset))
    candidates: list[Move] = [
        SrcDst(a, b),
        SrcStepDstFinite(a, b, c),
        InfAfterStep(a, b, c),
        TamNoStep(a, b, c),
        TamStepsDuringFormer(a, b, c, d),
        TamStepsDuringLatter(a, b, c, d),
        AfterHalfAcceptance(a),
    ]
    candidates += [FromHand(p.colour, p.profession, a) for p in position.hop1zuo1(position.to_play)[:1]]
    for move in candidates:
        ok, reason = is_legal(position, move, ruleset)
        assert ok == (move in legal)
        assert bool(reason) != ok


@settings(deadline=None)
@given(st.data(), stepping_rulesets, squares)
def test_illegal_excited_decisions_get_a_reason(data: st.DataObject, ruleset: Ruleset, a: int) -> None:
    position = data.draw(excited_positions(ruleset))
    legal = set(legal_moves(position, ruleset))
    for move in (AfterHalfAcceptance(a), SrcDst(a, a)):
        ok, reason = is_legal(position, move, ruleset)
        assert ok == (move in legal)
        assert bool(reason) != ok


def test_drops_of_identical_pieces_are_listed_once() -> None:
    """Project decision 7: two black pawns in hop1zuo1 give one drop per empty square."""
    position = Position.from_text("*8/9/9/9/9/9/9/9/4k+4 IA pp - 0 20:20 x1 f")
    drops = [m for m in legal_moves(position, ALPHA) if isinstance(m, FromHand)]
    assert len(drops) == len(set(drops)) == 79


def test_step_then_ranged_beyond_any_cast_is_listed_with_probability_zero() -> None:
    """Project decision 4: KIA archer over KAU towards KA (distance 7) is legal but can never succeed."""
    position = Position.from_text("8*/9/9/9/9/9/9/P+8/a+8 IA - - 0 20:20 x1 f")
    move = parse_notation("KIA片KAU心KA")
    assert move in legal_moves(position, ALPHA)
    a = annotate(position, move, ALPHA)
    assert (a.stick_distance, a.stick_probability, a.success_probability) == (7, 0, 0)
    assert (a.kind, a.notation, a.captured, a.water_entry, a.tam2_penalty, a.tam2_penalty_is_a_hand,
            a.steps_on_tam2, a.move) == ("InfAfterStep", "KIA片KAU心KA", None, False, 0, False, False, move)


def test_step_may_return_to_its_own_origin() -> None:
    """Project decision 4: the vacated origin is a legal final square after stepping."""
    assert {"KAU片KAIKAU", "KAU片LAU心KAU"} <= notations(Position.initial())


def test_protection_by_a_hue_general_forbids_capture_not_stepping() -> None:
    """§10.2: the A pawn on TY stands next to the A general on ZO (a hue square), so the IA archer cannot take it."""
    position = Position.from_text("*8/9/9/9/4G-4/3P-5/3A+5/9/9 IA - - 0 20:20 x1 f")
    moves = notations(position)
    assert "TAI片TY" not in moves
    assert any(n.startswith("TAI片TY") for n in moves)
    ok, reason = is_legal(position, parse_notation("TAI片TY"), ALPHA)
    assert not ok and "protected by its general" in reason


def test_tam_hue_follows_the_tam2_and_the_preset() -> None:
    position = Position.from_text("*8/9/9/9/9/9/9/9/4k+4 IA - - 0 20:20 x1 f")
    ka, le, zo, ze = (parse_square(n) for n in ("KA", "LE", "ZO", "ZE"))
    assert is_tam_hue(position, le, ALPHA) and is_tam_hue(position, zo, ALPHA)
    assert not is_tam_hue(position, ze, ALPHA)
    assert is_tam_hue(position, ka, ALPHA) and not is_tam_hue(position, ka, STRICT)


def test_tam2_rules_of_the_presets() -> None:
    moved = replace(Position.initial(), tam_has_moved_previously=True)
    assert not any(m.kind in TAM_KINDS for m in legal_moves(moved, ALPHA))
    ok, reason = is_legal(moved, parse_notation("ZO皇[ZU]ZO"), ALPHA)
    assert not ok and "forbids moving it right after" in reason
    a = annotate(moved, parse_notation("ZO皇[ZU]ZO"), STRICT)
    assert (a.tam2_penalty, a.tam2_penalty_is_a_hand) == (-6, True)  # both triggers add up (§13.2)
    assert annotate(moved, parse_notation("ZO皇[ZU]XU"), STRICT).tam2_penalty == -3
    no_return = Ruleset.resolve({"tam_mun_mok": "forbidden"})
    tam_moves = [m for m in legal_moves(Position.initial(), no_return) if m.kind in TAM_KINDS]
    assert tam_moves and all(m.second_dest != m.src for m in tam_moves)  # type: ignore[union-attr]
    ok, reason = is_legal(Position.initial(), parse_notation("ZO皇[ZU]ZO"), no_return)
    assert not ok and "where it started" in reason


def test_tam2_shapes_in_the_initial_position() -> None:
    moves = set(legal_moves(Position.initial(), ALPHA))
    sq = parse_square
    assert TamNoStep(sq("ZO"), sq("TO"), sq("NO")) in moves
    assert TamStepsDuringFormer(sq("ZO"), sq("TY"), sq("NAI"), sq("LAI")) not in moves  # LAI is occupied
    assert TamStepsDuringLatter(sq("ZO"), sq("TU"), sq("NI"), sq("LU")) in moves
    assert TamNoStep(sq("ZO"), sq("ZU"), sq("ZI")) not in moves  # the tam2 never lands on a piece


@pytest.mark.parametrize(
    ("flags", "ciurl", "expected"),
    [
        ({}, 4, {"LY", "LO", "LU", "LI"}),  # direction (alpha): the announced ray, up to the cast
        ({}, 2, {"LY", "LO"}),
        ({"preset": "strict_y1_huap1"}, 4, {"LU"}),  # exact destination
        ({"preset": "strict_y1_huap1"}, 2, set()),
        ({"what_to_say_before_casting_sticks": "none"}, 4, {"LY", "LO", "LU", "LI", "LAU"}),
        ({}, 0, set()),
    ],
)
def test_excited_state_candidates(flags: dict[str, str], ciurl: int, expected: set[str]) -> None:
    """§9.3: the IA archer on LAU stepped over LAI announcing LU; the red A pawn on LI can be taken."""
    ruleset = Ruleset.resolve(flags)
    sq = parse_square
    position = replace(Position.initial(), stepping=Stepping(sq("LAU"), sq("LAI"), sq("LU"), ciurl))
    moves = legal_moves(position, ruleset)
    assert moves[0] == PASS
    assert {to_notation(m) for m in moves[1:]} == expected


def test_excited_state_reasons_and_annotation() -> None:
    sq = parse_square
    position = replace(Position.initial(), stepping=Stepping(sq("LAU"), sq("LAI"), sq("LU"), 2))
    ok, reason = is_legal(position, parse_notation("LU"), ALPHA)
    assert not ok and "the sticks showed 2" in reason
    ok, reason = is_legal(position, parse_notation("LAU片LAILY"), ALPHA)
    assert not ok and "must name the final square or pass" in reason
    ok, reason = is_legal(position, parse_notation("LIA"), ALPHA)
    assert not ok and "own piece" in reason
    capture = replace(position, stepping=Stepping(sq("LAU"), sq("LAI"), sq("LI"), 4))
    a = annotate(capture, parse_notation("LI"), ALPHA)
    assert a.captured is not None and a.captured.cjk == "赤兵" and a.success_probability == 1


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("LAI片LI", "cannot reach LI"),
        ("ZA片ZE", "belongs to ASide, but IASide is to move"),
        ("ZU片ZY", "there is no piece on ZU"),
        ("ZO片ZU", "holds the tam2"),
        ("黒兵CU", "hop1zuo1 holds no Huok2 Kauk2"),
        ("KIA片KAU", "the mover's own piece"),
        ("ZAI片ZO", "holds the tam2, which can never be captured"),
        ("LAU片LU心LI", "no piece on LU to step over"),
        ("LAU片LAILU", "is a ranged destination"),
        ("ZU皇[ZY]ZO", "the tam2 stands on ZO"),
        ("ZO皇[ZU]ZI", "cannot land on ZI, which holds a Kok1 Nuak1"),
        ("ZO皇[ZU]ZE", "ZE is not next to ZU"),
        ("ZO皇[ZU]XUZO", "no piece on XU for the tam2 to step over"),
        ("ZO皇ZU[ZI]ZE", "no piece on ZU for the tam2 to step over"),
        ("ZO皇[ZU]ZIXE", "cannot land on XE, which holds a Huok2 Dau2"),
        ("LU", "no stepping move"),
    ],
)
def test_illegal_moves_in_the_initial_position(text: str, reason: str) -> None:
    ok, why = is_legal(Position.initial(), parse_notation(text), ALPHA)
    assert not ok
    assert reason in why
