"""The Cetkaik variants of the Book as ruleset flags and presets (spec §20)."""

from __future__ import annotations

import random
import re
from fractions import Fraction

import pytest

from adjudicator.games.cetkaik.hands import evaluate_hands
from adjudicator.games.cetkaik.movegen import annotate, is_legal, is_tam_hue, legal_moves
from adjudicator.games.cetkaik.moves import InfAfterStep, SrcStepsDst, parse_notation, to_notation
from adjudicator.games.cetkaik.pieces import TAM2, Colour, ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import Cell, Position, PositionError, piece
from adjudicator.games.cetkaik.rulesets import (
    CERKE_ONLINE_ALPHA,
    EDUCATIONAL,
    OLD_CETKAIK,
    STRICT_Y1_HUAP1,
    Ruleset,
    RulesetError,
)
from adjudicator.games.cetkaik.scoring import hand_value, hands_of, per_piece_score
from adjudicator.games.cetkaik.squares import parse_square, square_name
from adjudicator.games.cetkaik.stepping_cast import bound_distribution, draw_bound, probability_bound_at_least
from adjudicator.games.cetkaik.transition import CastError, Casts, TurnState, apply_move, declare
from adjudicator.games.cetkaik.variants import check_position, initial_position
from adjudicator.games.sticks import distribution, probability_at_least

HARD = Ruleset.resolve({"movement": "hard_tam2"})
CHAINED = Ruleset.resolve({"stepping_cast": "chained"})


def _position(
    board: str, *, turn: str = "IA", hop: str = "-", scores: str = "20:20", awaiting: str = ""
) -> Position:
    """A position from the rows of the text form (A first), IA to move by default (``awaiting``: e.g. ``獣``)."""
    extra = f" await:{awaiting}" if awaiting else ""
    return Position.from_text(f"{board} {turn} {hop} - 0 {scores} x1 f{extra}")


def _hop(text: str) -> list[ColouredPiece]:
    return [ColouredPiece.from_cjk(text[i : i + 2]) for i in range(0, len(text), 2)]


def _destinations(position: Position, ruleset: Ruleset, src: str) -> set[str]:
    return {
        to_notation(m).split("片")[1]
        for m in legal_moves(position, ruleset)
        if getattr(m, "src", None) == parse_square(src) and m.kind == "SrcDst"
    }


# --- defaults --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", [CERKE_ONLINE_ALPHA, STRICT_Y1_HUAP1])
def test_standard_presets_keep_the_standard_variant_flags(preset: Ruleset) -> None:
    assert (preset.movement, preset.stepping_cast, preset.scoring, preset.hand_system) == (
        "standard", "single", "hands", "standard"
    )
    assert (preset.count_duplicate_hands, preset.score_cap, preset.victory_points) == (False, True, 40)
    assert (preset.fixed_tam_hue, preset.initial_position) == ("standard", "standard")


@pytest.mark.parametrize(
    ("flags", "field"),
    [
        ({"movement": "soft"}, "movement"),
        ({"stepping_cast": 2}, "stepping_cast"),
        ({"scoring": "per_piece"}, "scoring"),
        ({"hand_system": "ludii"}, "hand_system"),
        ({"count_duplicate_hands": "yes"}, "count_duplicate_hands"),
        ({"score_cap": 1}, "score_cap"),
        ({"victory_points": 30}, "victory_points"),
        ({"fixed_tam_hue": "none"}, "fixed_tam_hue"),
        ({"initial_position": "random"}, "initial_position"),
        ({"game": "shogi"}, "game"),
        ({"old_cetkaik_runners": "tiger"}, "old_cetkaik_runners"),
    ],
)
def test_bad_variant_flags_name_the_field(flags: dict[str, object], field: str) -> None:
    with pytest.raises(RulesetError) as e:
        Ruleset.resolve(flags)
    assert e.value.field == field


@pytest.mark.parametrize("preset", ["educational", "old_cetkaik"])
def test_variant_presets_round_trip(preset: str) -> None:
    ruleset = Ruleset.resolve(preset)
    assert Ruleset.resolve(ruleset.to_json()) == ruleset


# --- 1. 硬皇力 (hard tam2 power) -----------------------------------------------------------------------------------

# An IA horse on TY (fixed hue, next to the tam2 on ZO), an IA chariot on KIA, an A king far away.
_HORSE = "4K-4/9/9/9/4*4/3H+5/9/9/C+8"


def test_hard_tam2_hue_horse_reaches_two_squares_straight() -> None:
    position = _position(_HORSE)
    standard = _destinations(position, CERKE_ONLINE_ALPHA, "TY")
    hard = _destinations(position, HARD, "TY")
    # standard hue horse: the diagonals from distance 2 on; hard: leaps to (±2,±2), (±2,0), (0,±2)
    assert {"TU", "TAU", "LY", "XY"}.isdisjoint(standard)
    assert hard == {"TU", "TAU", "LY", "XY", "LU", "XU", "LAU", "XAU"}
    assert {"KI", "CI"} <= standard  # long diagonals exist only in the standard rule


def test_hard_tam2_normal_chariot_runs_diagonally() -> None:
    position = _position(_HORSE)
    assert _destinations(position, CERKE_ONLINE_ALPHA, "KIA") == {"KAI", "NIA"}
    assert _destinations(position, HARD, "KIA") == {"LAU", "NAI"}  # up the diagonal to its own horse on TY


def test_hard_tam2_counts_the_tam2_square_as_hue() -> None:
    position = _position("4K-4/9/9/1*7/9/9/9/9/9")  # the tam2 on LU, not a fixed hue square
    strict_hard = Ruleset.resolve({"preset": "strict_y1_huap1", "movement": "hard_tam2"})
    assert not is_tam_hue(position, parse_square("LU"), STRICT_Y1_HUAP1)
    assert is_tam_hue(position, parse_square("LU"), strict_hard)


@pytest.mark.parametrize("side", list(Side))
@pytest.mark.parametrize("profession", list(Profession))
def test_hard_tam2_piece_in_hue_is_always_stronger(side: Side, profession: Profession) -> None:
    """硬皇力: from the same square of an otherwise empty board, the hue moves include the normal ones."""
    board: list[Cell] = [None] * 81
    board[parse_square("TU")] = piece(Colour.KOK1, profession, side)
    board[parse_square("PIA")] = TAM2
    position = Position(board=tuple(board), to_play=side)
    in_hue = _destinations(position, HARD, "TU")  # TU is a fixed hue square
    outside = _destinations(position, Ruleset.resolve({"movement": "hard_tam2", "fixed_tam_hue": "centre"}), "TU")
    assert outside <= in_hue
    assert (outside == in_hue) == (profession is Profession.IO)  # the king is the same everywhere


# --- 2. 連撃術 (chained stepping cast) ---------------------------------------------------------------------------


@pytest.mark.parametrize("needed", range(1, 9))
def test_chained_bound_distribution_is_exact_and_sums_to_one(needed: int) -> None:
    dist = dict(bound_distribution("chained", needed))
    assert sum(dist.values()) == 1
    assert all(b == 0 or needed <= b <= needed + 4 for b in dist)


def test_chained_bound_for_distance_one_and_two() -> None:
    # distance 1: only a first throw of 0 continues; a second throw of 0 or 1 wipes it
    assert dict(bound_distribution("chained", 1))[0] == Fraction(1, 32) * Fraction(6, 32)
    assert probability_bound_at_least("chained", 1) == 1 - Fraction(6, 1024)
    # distance 2: first throw 0 or 1 continues (6/32), then 0 or 1 wipes (6/32)
    assert dict(bound_distribution("chained", 2))[0] == Fraction(6, 32) * Fraction(6, 32)
    # the single cast is the binomial, whatever the distance
    assert [p for _, p in bound_distribution("single", 7)] == [Fraction(k, 32) for k in (1, 5, 10, 10, 5, 1)]
    assert probability_bound_at_least("single", 6) == 0 < probability_bound_at_least("chained", 6)


def _chained_by_enumeration(needed: int, total: int = 0, first: bool = True) -> dict[int, Fraction]:
    """The chained bound, enumerating every throw sequence (an independent check of the module)."""
    out: dict[int, Fraction] = {}
    for value, p in enumerate(distribution()):
        if not first and value <= 1:
            results = {0: Fraction(1)}
        elif total + value >= needed:
            results = {total + value: Fraction(1)}
        else:
            results = _chained_by_enumeration(needed, total + value, first=False)
        for bound, q in results.items():
            out[bound] = out.get(bound, Fraction(0)) + p * q
    return out


@pytest.mark.parametrize("needed", range(1, 9))
def test_chained_bound_agrees_with_enumeration(needed: int) -> None:
    assert dict(bound_distribution("chained", needed)) == _chained_by_enumeration(needed)


def test_drawn_chained_bound_follows_the_policy() -> None:
    rng = random.Random(7)
    for _ in range(200):
        bound = draw_bound("chained", 6, rng)
        assert bound == 0 or 6 <= bound <= 10


# An IA archer on KAU steps over its pawn on KAI and runs up the K file: KY is at distance 1 ... KA at 6.
_ARCHER = "9/9/9/9/4*4/9/P+8/A+8/4k-4"


def test_chained_cast_changes_the_success_probability_and_the_outcomes() -> None:
    position = _position(_ARCHER)
    far = InfAfterStep(parse_square("KAU"), parse_square("KAI"), parse_square("KA"))
    assert annotate(position, far, CERKE_ONLINE_ALPHA).stick_probability == probability_at_least(6) == 0
    assert annotate(position, far, CHAINED).stick_probability == probability_bound_at_least("chained", 6) > 0
    outcomes = apply_move(position, far, CHAINED).outcomes
    assert sum(o.probability for o in outcomes) == 1
    assert {o.stepping_sticks: o.probability for o in outcomes} == dict(bound_distribution("chained", 6))
    excited = next(o.position for o in outcomes if o.stepping_sticks == 8)
    assert "KA" in {to_notation(m) for m in legal_moves(excited, CHAINED)}


def test_chained_bound_above_five_is_refused_by_the_single_cast() -> None:
    position = _position(_ARCHER)
    far = InfAfterStep(parse_square("KAU"), parse_square("KAI"), parse_square("KA"))
    (outcome,) = apply_move(position, far, CHAINED, casts=Casts(stepping=7)).outcomes
    assert outcome.position.stepping is not None and outcome.position.stepping.ciurl == 7
    with pytest.raises(CastError) as e:
        apply_move(position, far, CERKE_ONLINE_ALPHA, casts=Casts(stepping=7))
    assert e.value.field == "casts.stepping"
    with pytest.raises(PositionError) as p:
        apply_move(outcome.position, parse_notation("KA"), CERKE_ONLINE_ALPHA)
    assert p.value.field == "stepping.ciurl"


# --- 3. old per-piece scoring -----------------------------------------------------------------------------------


def test_per_piece_scoring_of_the_animals() -> None:
    pieces = _hop("黒虎赤馬黒船")
    hands = evaluate_hands(pieces)
    assert per_piece_score(pieces, hands, "per_piece_2x4x") == Fraction(31, 10)  # 1.1 + 2 × 1.0
    assert per_piece_score(pieces, hands, "per_piece_3x5x") == Fraction(41, 10)  # 1.1 + 3 × 1.0
    assert per_piece_score(pieces, hands, "per_piece_3x5x_unused") == Fraction(31, 10)  # 0.1 (vessel) + 3 × 1.0


def test_per_piece_large_multiple_for_hands_without_pawn_of_three_pieces() -> None:
    pieces = _hop("赤馬黒車赤船")  # 行行: three pieces, no pawn → 4 × (0.4 + 0.5 + 0.1)
    (hand,) = evaluate_hands(pieces).hands
    assert hand_value(hand, "per_piece_2x4x") == 4
    assert hand_value(hand, "per_piece_3x5x") == 5


def test_book_sanren_numbers_where_consistent() -> None:
    ruleset = Ruleset.resolve({"hand_system": "sanren", "scoring": "per_piece_2x4x"})
    pieces = _hop("赤王赤将赤巫赤筆赤馬赤虎赤車赤弓赤兵赤船")
    values = {h.kind.cjk: hand_value(h, "per_piece_2x4x") for h in hands_of(pieces, ruleset).hands}
    book = {"王": 2, "将巫筆": 5.6, "巫筆馬": 4.8, "筆馬虎": 5.2, "馬虎車": 6}
    assert {k: values[k] for k in book} == {k: Fraction(str(v)) for k, v in book.items()}
    assert values["虎車弓"] == 6  # missing from the Book's list
    # the Book prints 4.4 and 2.8 (4×); the stated rule (hands with a pawn take 2×) gives these
    assert (values["車弓兵"], values["弓兵船"]) == (Fraction(22, 10), Fraction(14, 10))


def test_per_piece_scoring_at_ta_xot1_gives_decimal_scores() -> None:
    ruleset = Ruleset.resolve({"scoring": "per_piece_2x4x"})
    position = _position(_HORSE, hop="tHv", awaiting="獣")
    (first, _) = declare(position, "ta_xot1", ruleset).outcomes
    assert (first.raw_score, first.score_change) == (Fraction(31, 10), Fraction(31, 10))
    assert (first.position.ia_score, first.position.a_score) == (Fraction(231, 10), Fraction(169, 10))
    assert first.position.to_text().split()[5] == "23.1:16.9"
    assert Position.from_text(first.position.to_text()) == first.position
    assert first.position.to_json()["scores"] == {"IASide": "23.1", "ASide": "16.9"}


# --- 4. hand systems and duplicate hands ------------------------------------------------------------------------


def test_hand_systems_without_points_need_per_piece_scoring() -> None:
    with pytest.raises(RulesetError) as e:
        Ruleset.resolve({"hand_system": "sanren"})
    assert e.value.field == "hand_system"


def test_renjuren_and_gushou_hands() -> None:
    pieces = _hop("赤将黒馬赤弓黒兵黒虎赤船赤車")
    renjuren = hands_of(pieces, Ruleset.resolve({"hand_system": "renjuren", "scoring": "per_piece_2x4x"}))
    assert {h.kind.cjk for h in renjuren.hands} == {"獣", "車弓兵", "船車馬"}
    gushou = hands_of(pieces, Ruleset.resolve({"hand_system": "gushou", "scoring": "per_piece_3x5x"}))
    assert [h.kind.cjk for h in gushou.hands] == ["光戦王集"]
    assert hand_value(gushou.hands[0], "per_piece_3x5x") == 3 * Fraction(16, 10)  # it has a pawn


def test_educational_hands_with_the_king_in_two_roles() -> None:
    result = hands_of(_hop("赤王黒車黒兵赤船"), EDUCATIONAL)
    assert {h.name: h.points for h in result.hands} == {"王": 5, "車弓兵": 5, "船兵兵": 3}
    assert result.score == 13


def test_educational_hand_counted_once_unless_duplicates_count() -> None:
    pieces = _hop("赤船黒船赤兵黒兵赤兵黒兵")
    once = hands_of(pieces, EDUCATIONAL)
    assert [(h.name, h.points, h.copies) for h in once.hands] == [("同色船兵兵", 5, 1)]
    twice = hands_of(pieces, Ruleset.resolve({"preset": "educational", "count_duplicate_hands": True}))
    assert [(h.name, h.points, h.copies) for h in twice.hands] == [("同色船兵兵", 3 * 2 + 2, 2)]


def test_standard_duplicate_hands() -> None:
    ruleset = Ruleset.resolve({"count_duplicate_hands": True})
    result = hands_of(_hop("赤虎黒虎赤馬黒馬赤兵"), ruleset)
    assert [(h.name, h.copies, h.points) for h in result.hands] == [("同色獣", 2, 3 * 2 + 2)]
    assert hands_of(_hop("赤虎黒虎赤馬黒馬赤兵"), CERKE_ONLINE_ALPHA).score == 5


# --- 5. score cap -------------------------------------------------------------------------------------------------


def test_without_score_cap_the_game_goes_on_at_forty() -> None:
    position = _position(_HORSE, hop="k", scores="38:2", awaiting="王")
    (capped,) = declare(position, "ta_xot1", CERKE_ONLINE_ALPHA).outcomes
    assert capped.game_result is not None and capped.game_result.reason == "score_reached_limit"
    uncapped = declare(position, "ta_xot1", Ruleset.resolve({"score_cap": False}), first=Side.A).outcomes
    (outcome,) = uncapped
    assert outcome.game_result is None
    assert (outcome.position.season, outcome.position.ia_score, outcome.position.a_score) == (1, 40, 0)


# --- 6. 教育机戦 (educational) ---------------------------------------------------------------------------------------


def test_educational_initial_position_lacks_horses_tigers_and_officers() -> None:
    position = initial_position(EDUCATIONAL, Side.A)
    pieces = [c for c in position.board if isinstance(c, Piece)]
    assert len(pieces) == 36 and position.to_play is Side.A
    assert {p.profession for p in pieces}.isdisjoint({Profession.MAUN1, Profession.DAU2, Profession.KUA2})
    assert (position.ia_score, position.a_score) == (10, 10)


def test_educational_hue_is_the_centre_and_around_the_tam2_only() -> None:
    position = initial_position(EDUCATIONAL)
    hue = {sq for sq in range(81) if is_tam_hue(position, sq, EDUCATIONAL)}
    assert hue == {parse_square(n) for n in ("ZO", "TU", "ZU", "XU", "TO", "XO", "TY", "ZY", "XY")}
    # a pawn on NAI (orange in the standard rule) moves like a plain pawn here
    pawn = _position("4K-4/9/9/9/4*4/9/2P+6/9/9", scores="10:10")
    assert _destinations(pawn, EDUCATIONAL, "NAI") == {"NY"}
    assert _destinations(pawn, CERKE_ONLINE_ALPHA, "NAI") == {"NY", "NO", "LAI", "TAI", "NAU"}


def test_educational_game_ends_at_twenty_points() -> None:
    position = _position(_HORSE, hop="k", scores="15:5", awaiting="王")
    (result,) = declare(position, "ta_xot1", EDUCATIONAL).outcomes
    assert (result.position.ia_score, result.position.a_score) == (20, 0)
    assert result.game_result is not None and result.game_result.victor is Side.IA
    assert result.game_result.reason == "score_reached_limit"


def test_educational_rejects_forty_point_scores() -> None:
    with pytest.raises(PositionError) as e:
        check_position(Position.initial(), EDUCATIONAL)
    assert e.value.field == "scores"
    check_position(initial_position(EDUCATIONAL), EDUCATIONAL)


# --- 7. 古机戦 (old cetkaik) ----------------------------------------------------------------------------------------

OLD = OLD_CETKAIK


def _sided(board: str) -> str:
    """A board text with each piece in its side's colour, as in old cetkaik (A red: upper case; IA black)."""
    return re.sub(r"([A-Za-z])([+-])", lambda m: (m[1].upper() if m[2] == "-" else m[1].lower()) + m[2], board)


def _old(board: str, turn: str = "IA") -> Position:
    return Position.from_text(f"{_sided(board)} {turn} - - 0 20:20 x1 f")


def test_old_cetkaik_initial_position_and_moves() -> None:
    position = initial_position(OLD)
    assert position.to_text().split()[0] == (
        "A-T-C-G-K-G-C-T-A-/9/P-P-P-P-V-P-P-P-P-/9/*8/9/p+p+p+p+v+p+p+p+p+/9/a+t+c+g+k+g+c+t+a+"
    )
    moves = {to_notation(m) for m in legal_moves(position, OLD)}
    assert len(moves) == 30
    assert not any("皇" in m for m in moves)  # the tam2 takes no part
    # the vessel moves anywhere in the water it can reach, but not past the opponent's vessel on ZI
    water = ("ZU", "NO", "TO", "ZO", "XO", "CO", "ZY")
    assert {m for m in moves if m.startswith("ZAI")} == {f"ZAI片{sq}" for sq in water}
    swapped = initial_position(Ruleset.resolve({"preset": "old_cetkaik", "initial_position": "old_cetkaik_swapped"}))
    assert swapped.to_text().split()[0].startswith("A-C-T-")


def test_old_cetkaik_no_drops_and_only_the_vessel_enters_water() -> None:
    # an IA general on TU next to water; an IA archer on KO whose rank runs through the water row
    position = _old("4k-4/9/9/3G+5/A+8/9/9/9/8*", turn="IA").replace(ia_hop1zuo1=(ColouredPiece.from_cjk("赤兵"),))
    moves = {to_notation(m) for m in legal_moves(position, OLD)}
    assert not any(m.startswith("赤") for m in moves)  # no drops
    assert not {"TU片TO", "TU片ZU", "TU片ZO"} & moves  # water squares are for the vessel only
    assert {"KO片LO", "KO片MO", "KO片PO"} <= moves  # an archer may cross the water row but not stop in it
    assert "KO片NO" not in moves and "KO片ZO" not in moves


def test_old_cetkaik_chariot_and_tiger_capture_like_checkers() -> None:
    # IA tiger on LE, IA chariot on TY (own pawn on TAU); A pawns on KI, NI, NY, XY, TAI
    position = _old("4k-4/1T+7/P-1P-6/9/9/2P-C+1P-3/3P-5/3P+5/4K+3*")
    moves = {to_notation(m) for m in legal_moves(position, OLD)}
    assert "TY片LY" in moves  # over the pawn on NY to the empty square beyond
    assert "TY片XY" not in moves  # no capture by landing
    assert "TY片TAU" not in moves  # the square beyond TAI is occupied
    assert "LE片TU" in moves and not {"LE片KI", "LE片NI"} & moves
    assert annotate(position, parse_notation("LE片TU"), OLD).captured == ColouredPiece.from_cjk("赤兵")
    (outcome,) = apply_move(position, parse_notation("TY片LY"), OLD).outcomes
    assert outcome.captured == ColouredPiece.from_cjk("赤兵")
    assert outcome.position.board[parse_square("NY")] is None
    assert outcome.position.ia_hop1zuo1 == ()  # captured pieces leave the game
    runners = Ruleset.resolve({"preset": "old_cetkaik", "old_cetkaik_runners": "both"})
    assert "TY片TI" in {to_notation(m) for m in legal_moves(position, runners)}  # the chariot runs up the T file


def test_old_cetkaik_stepping_only_over_vessels() -> None:
    # IA pawn on KI, IA archers on KU and KO, the A vessel on NO (water), the tam2 on PO
    position = _old("4k-4/9/P+8/A+8/A+1v-5*/9/9/9/9")
    moves = {to_notation(m) for m in legal_moves(position, OLD)}
    assert {"KO片NOMO", "KO片NONU", "KO片NONY"} <= moves  # over the vessel, then on (no cast), not into water
    assert "KO片NOTO" not in moves and "KO片NO" not in moves  # the vessel can be neither landed on nor taken
    assert not any(m.startswith("KU片KI") for m in moves)  # the pawn cannot be stepped over
    assert all(m.kind != "InfAfterStep" for m in legal_moves(position, OLD))  # no sticks


# An IA archer on KO, the A vessel on NO and the IA vessel on TO (water), an A pawn on TI, the tam2 on PO
CONSECUTIVE = "4k-4/9/3P-5/9/A+1v-V+4*/9/9/9/4K+4"


def test_old_cetkaik_consecutive_stepping_over_vessels() -> None:
    position = _old(CONSECUTIVE)
    moves = {to_notation(m) for m in legal_moves(position, OLD)}
    assert {"KO片NOLO", "KO片NOKO", "KO片NONIA"} <= moves  # one vessel (back to the vacated origin too)
    # over both vessels, then the archer's leg from TO: up to the pawn, down the T file, across the water to MO
    assert {"KO片NOTOTU", "KO片NOTOTI", "KO片NOTOTIA", "KO片NOTOMO"} <= moves
    assert "KO片NOTOTE" not in moves  # the leg ends at the first piece
    assert not any(m.startswith("KO片NOTONO") for m in moves)  # a vessel is stepped on once per move
    assert not {"KO片NOTOZO", "KO片NOTO"} & moves  # no ending in water or on a vessel
    several = [m for m in legal_moves(position, OLD) if isinstance(m, SrcStepsDst)]
    assert several and all(len(m.steps) == 2 for m in several)
    assert len(legal_moves(position, OLD)) == len(set(legal_moves(position, OLD)))
    move = parse_notation("KO片NOTOTI")
    assert is_legal(position, move, OLD) == (True, "")
    assert annotate(position, move, OLD).captured == ColouredPiece.from_cjk("赤兵")  # capturing after stepping
    (outcome,) = apply_move(position, move, OLD).outcomes
    assert outcome.captured == ColouredPiece.from_cjk("赤兵") and outcome.state is TurnState.TURN_PASSED
    assert outcome.position.to_text().split()[0] == _sided("4k-4/9/3A+5/9/2v-V+4*/9/9/9/4K+4")


def test_old_cetkaik_consecutive_stepping_ends_with_a_jump() -> None:
    # an IA chariot on TAI, the IA vessel on TO and the A vessel on XO (water), an A pawn on XU above XO
    position = _old("4k-4/9/9/5P-3/3V+1v-2*/9/3C+5/9/4K+4")
    moves = {to_notation(m) for m in legal_moves(position, OLD)}
    assert {"TAI片TOTI", "TAI片TOXOXAI", "TAI片TOXOMO"} <= moves
    move = parse_notation("TAI片TOXOXI")  # two vessels, then the chariot's checkers-like capture of the pawn
    assert move in legal_moves(position, OLD)
    (outcome,) = apply_move(position, move, OLD).outcomes
    assert outcome.captured == ColouredPiece.from_cjk("赤兵")
    assert outcome.position.to_text().split()[0] == _sided("4k-4/9/5C+3/9/3V+1v-2*/9/9/9/4K+4")


def test_old_cetkaik_stepping_back_to_the_origin_keeps_the_piece() -> None:
    # an IA chariot on TAI, the IA vessel on TO, an A pawn on TY between them
    position = _old("4k-4/9/9/9/3V+4*/3P-5/3C+5/9/4K+4")
    (outcome,) = apply_move(position, parse_notation("TAI片TOTAI"), OLD).outcomes  # back over the pawn: a jump
    assert outcome.captured == ColouredPiece.from_cjk("赤兵")
    assert outcome.position.to_text().split()[0] == _sided("4k-4/9/9/9/3V+4*/9/3C+5/9/4K+4")
    (outcome,) = apply_move(_old(CONSECUTIVE), parse_notation("KO片NOKO"), OLD).outcomes
    assert outcome.captured is None and outcome.position.board == _old(CONSECUTIVE).board


def test_consecutive_stepping_is_old_cetkaik_only() -> None:
    position = _old(CONSECUTIVE)
    legal, reason = is_legal(position, parse_notation("KO片NOTOTI"), CERKE_ONLINE_ALPHA)
    assert not legal and "only in old cetkaik" in reason
    assert not any(isinstance(m, SrcStepsDst) for m in legal_moves(position, CERKE_ONLINE_ALPHA))


def test_old_cetkaik_king_capture_wins() -> None:
    position = _old("4k-4/4G+4/9/9/*8/9/9/9/4K+4")
    (outcome,) = apply_move(position, parse_notation("ZE片ZA"), OLD).outcomes
    assert outcome.state is TurnState.GAME_OVER
    assert outcome.game_result is not None and outcome.game_result.reason == "king_captured"
    assert outcome.game_result.victor is Side.IA


# --- states no game reaches (spec §9, §15.4, §20.4): refused where a referee would refuse them -------------------

INITIAL_TEXT = Position.initial().to_text()


def _refused(text: str, ruleset: Ruleset, field: str) -> str:
    with pytest.raises(PositionError) as refused:
        check_position(Position.from_text(text), ruleset)
    assert refused.value.field == field
    return str(refused.value)


def test_an_excited_state_follows_a_legal_announcement_only() -> None:
    # IA's archer on LAU cannot reach KE to step over it, let alone go on to LE and take A's archer
    message = _refused(f"{INITIAL_TEXT} LAU,KE,LE,5", CERKE_ONLINE_ALPHA, "stepping")
    assert "LAU片KE心LE" in message
    with pytest.raises(PositionError):
        apply_move(Position.from_text(f"{INITIAL_TEXT} LAU,KE,LE,5"), parse_notation("LE"), CERKE_ONLINE_ALPHA)
    # every announcement the generator lists gives an excited state that is accepted
    announced = [m for m in legal_moves(Position.initial(), CERKE_ONLINE_ALPHA) if isinstance(m, InfAfterStep)]
    assert announced
    for move in announced:
        names = ",".join(map(square_name, move[:3]))
        check_position(Position.from_text(f"{INITIAL_TEXT} {names},3"), CERKE_ONLINE_ALPHA)


def test_a_season_the_ruleset_does_not_have_is_refused() -> None:
    one_season = Ruleset.resolve({"preset": "cerke_online_alpha", "seasons": 1})
    text = INITIAL_TEXT.replace(" 0 20:20 ", " 3 20:20 ")
    assert "season 4 does not exist in a 1-season game" in _refused(text, one_season, "season")
    check_position(Position.from_text(text), CERKE_ONLINE_ALPHA)  # the last of four seasons


def test_scores_are_whole_numbers_under_hand_scoring() -> None:
    text = INITIAL_TEXT.replace("20:20", "20.5:19.5")
    assert "whole number" in _refused(text, CERKE_ONLINE_ALPHA, "scores.IASide")
    check_position(Position.from_text(text), Ruleset.resolve({"scoring": "per_piece_2x4x"}))  # tenths of a point


def test_old_cetkaik_states_have_no_hop1zuo1_no_declaration_and_sided_colours() -> None:
    start = initial_position(OLD).to_text()
    check_position(Position.from_text(start), OLD)
    _refused(start.replace(" IA - - ", " IA h - "), OLD, "hop1zuo1.IASide")
    # the standard initial position mixes the colours of each side
    assert "the colour shows the side" in _refused(INITIAL_TEXT, OLD, "board.KA")
    # a king gone without the end of the game, and a hand awaiting a declaration
    kingless = start.replace("A-T-C-G-K-G-C-T-A-/", "A-T-C-G-1G-C-T-A-/")
    assert "king_captured" in _refused(kingless, OLD, "game_over")
    _refused(f"{start} await:王", OLD, "awaiting_declaration")
