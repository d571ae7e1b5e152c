"""Hypothesis strategies for Cetkaik positions, shared by the position, moves and movegen tests."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from adjudicator.games.cetkaik.hands import evaluate_hands
from adjudicator.games.cetkaik.movegen import legal_moves
from adjudicator.games.cetkaik.moves import InfAfterStep
from adjudicator.games.cetkaik.pieces import TAM2, ColouredPiece, Piece, Side
from adjudicator.games.cetkaik.position import (
    AwaitedDeclaration,
    Cell,
    GameResult,
    HandPenalty,
    Position,
    Stepping,
    coloured_piece,
    piece,
)
from adjudicator.games.cetkaik.rulesets import PRESETS, STRICT_Y1_HUAP1, Ruleset

INITIAL_PIECES = [cell for cell in Position.initial().board if isinstance(cell, Piece)]
sides = st.sampled_from(list(Side))
#: Every preset, and the variant flags of the standard game that change movement or the stepping cast.
ALL_RULESETS = [
    *PRESETS.values(),
    Ruleset.resolve({"movement": "hard_tam2"}),
    Ruleset.resolve({"preset": "strict_y1_huap1", "movement": "hard_tam2", "stepping_cast": "chained"}),
    Ruleset.resolve({"stepping_cast": "chained", "fixed_tam_hue": "centre"}),
]
rulesets = st.sampled_from(ALL_RULESETS)
#: The rulesets with step-then-ranged moves (old cetkaik has none: it has no sticks).
stepping_rulesets = st.sampled_from([r for r in ALL_RULESETS if r.game == "cetkaik"])


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """Draw a ground position: some of the 48 pieces captured, the rest and the tam2 anywhere, any side."""
    pieces = draw(st.permutations(INITIAL_PIECES))
    captured = draw(st.integers(0, len(pieces)))
    on_board = pieces[captured:]
    squares = draw(st.permutations(range(81)))
    board: list[Cell] = [None] * 81
    for sq, p in zip(squares, on_board, strict=False):
        board[sq] = piece(p.colour, p.profession, draw(sides))
    board[squares[len(on_board)]] = TAM2
    hop: dict[Side, list[ColouredPiece]] = {Side.IA: [], Side.A: []}
    for p in pieces[:captured]:
        hop[draw(sides)].append(coloured_piece(p.colour, p.profession))
    ia_score = draw(st.integers(0, 40))
    return Position(
        board=tuple(board),
        ia_hop1zuo1=tuple(hop[Side.IA]),
        a_hop1zuo1=tuple(hop[Side.A]),
        to_play=draw(sides),
        season=draw(st.integers(0, 3)),
        ia_score=ia_score,
        a_score=40 - ia_score,
        rate=2 ** draw(st.integers(0, 6)),
        tam_has_moved_previously=draw(st.booleans()),
    )


@st.composite
def excited_positions(draw: st.DrawFn, ruleset: Ruleset) -> Position:
    """Draw a position in the excited state: a legal step-then-ranged move has been announced and cast."""
    position = draw(positions())
    announced = [m for m in legal_moves(position, ruleset) if isinstance(m, InfAfterStep)]
    if not announced:
        position = Position.initial(draw(sides))
        announced = [m for m in legal_moves(position, ruleset) if isinstance(m, InfAfterStep)]
    move = draw(st.sampled_from(announced))
    top = 5 if ruleset.stepping_cast == "single" else 12
    return replace(position, stepping=Stepping(move.src, move.step, move.planned, draw(st.integers(0, top))))


@st.composite
def game_states(draw: st.DrawFn) -> Position:
    """Draw a whole game state: a ground or excited position, one awaiting a declaration, or a finished game.

    Awaited declarations name hands the side to move holds (or none, with a penalty) and penalties with the
    points the strict preset gives them; finished games have a victor that agrees with the scores.
    """
    kind = draw(st.sampled_from(["ground", "excited", "awaiting", "over"]))
    if kind == "excited":
        return draw(excited_positions(STRICT_Y1_HUAP1))
    position = draw(positions())
    if kind == "ground":
        return position
    if kind == "awaiting":
        held = sorted(evaluate_hands(position.hop1zuo1(position.to_play)).names)
        hands = draw(st.lists(st.sampled_from(held), unique=True)) if held else []
        penalties = draw(
            st.lists(st.sampled_from([HandPenalty("撃皇", -5), HandPenalty("皇再来", -3), HandPenalty("皇再来", -6)]),
                     min_size=0 if hands else 1, max_size=2)
        )
        return replace(position, awaiting_declaration=AwaitedDeclaration(tuple(sorted(hands)), tuple(penalties)))
    reason = draw(st.sampled_from(["score_reached_limit", "last_season_ended", "no_move_possible"]))
    if reason == "score_reached_limit":
        ia_score = draw(st.sampled_from([0, 40]))
        position = replace(position, ia_score=ia_score, a_score=40 - ia_score)
    ia, a = position.ia_score, position.a_score
    victor = None if ia == a else Side.IA if ia > a else Side.A
    return replace(position, game_over=GameResult(victor, reason))
