"""Playing Cetkaik: applying a move with its stick casts, penalties, hands, declarations, seasons and game end.

A turn (spec §5) is: a ground move (or, for a step-then-ranged move, the announcement, the stepping cast and
then the final square or a pass from the excited position), an optional water-entry cast (§12), then the
resolution: a newly formed hand (or a penalty that counts as a hand) obliges the mover to declare ty mok1 or
ta xot1 (§15); otherwise the turn passes.

Without cast results every possible outcome is returned with its exact probability; cast results given in
:class:`Casts` (or drawn from a seeded generator) fix the outcome. Casts that are not given are enumerated, so
giving none yields the full distribution, which always sums to exactly 1.

Every outcome's position is a whole game state (spec project decision 9): it says when the mover must declare
(:attr:`.Position.awaiting_declaration`, with the hands and penalty hands of the turn) and when the game is over
(:attr:`.Position.game_over`). Nothing is legal after the end of the game, and while a declaration is awaited
only the declarations are.

* :func:`apply_move` — a move from a ground position, or the final decision from an excited position;
* :func:`declare` — ty mok1 or ta xot1 when the position awaits a declaration (it needs nothing else);
* :func:`season_first_mover` — who moves first in a new season (both sides cast five sticks, higher starts);
* :func:`game_result` — how the game ended (or ``None`` while it goes on), also for lack of moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from typing import Final, Literal

from adjudicator.games import sticks
from adjudicator.games.cetkaik.hands import (
    KUT2TAM2,
    TAM2_TY_SAK2,
    FoundHand,
    HandsResult,
    PenaltyKind,
    new_hands,
)
from adjudicator.games.cetkaik.movegen import annotate, is_legal, legal_moves, needs_water_entry, tam2_penalty
from adjudicator.games.cetkaik.moves import (
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
    to_notation,
)
from adjudicator.games.cetkaik.pieces import TAM2, ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import (
    MAX_RATE,
    AwaitedDeclaration,
    Cell,
    GameEndReason,
    GameResult,
    HandPenalty,
    Position,
    Score,
    Stepping,
    coloured_piece,
    piece,
)
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.scoring import hands_of, season_score
from adjudicator.games.cetkaik.squares import Square, distance
from adjudicator.games.cetkaik.stepping_cast import bound_distribution, draw_bound, max_bound
from adjudicator.games.cetkaik.systems import system_of
from adjudicator.games.cetkaik.variants import check_position, initial_position
from adjudicator.games.errors import RulesError

#: The number of sticks cast for every cast of the game.
STICKS: Final = sticks.STANDARD_STICKS
#: The least water-entry cast that lets a piece enter the water (§12).
WATER_ENTRY_THRESHOLD: Final = 3
_TAM_MOVES: Final = (TamNoStep, TamStepsDuringFormer, TamStepsDuringLatter)


class CastError(RulesError):
    """A cast result that is out of range or not needed by the move; ``field`` names it (e.g. ``casts.stepping``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, field)


class DeclarationError(RulesError):
    """A declaration that is neither ``ty_mok1`` nor ``ta_xot1`` (the message names the field)."""


@dataclass(frozen=True, slots=True)
class Casts:
    """Known cast results (marked sticks, 0-5) for a move; a cast left ``None`` is enumerated or drawn."""

    stepping: int | None = None
    water_entry: int | None = None


class TurnState(str, Enum):
    """Where the game stands after an outcome."""

    #: The stepping cast was made; the same side must now choose the final square or pass.
    EXCITED = "excited"
    #: The mover formed a hand (or a penalty counting as one) and must declare ty mok1 or ta xot1.
    MUST_DECLARE = "must_declare"
    #: The turn passed to the opponent.
    TURN_PASSED = "turn_passed"
    #: The game is over.
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty incurred by the mover: its kind, raw points, and whether it counts as a hand (§13).

    ``score_change`` is what the mover lost at once (``points`` × rate, before the 0..40 clamp), or 0 for a
    penalty that counts as a hand (charged only on ta xot1) or that this ruleset does not charge.
    """

    kind: PenaltyKind
    points: int
    is_a_hand: bool
    score_change: Score


@dataclass(frozen=True, slots=True)
class Outcome:
    """One possible result of a move, with its exact probability.

    ``stepping_sticks`` is the stepping cast that leads here (phase 1 of a step-then-ranged move);
    ``water_entry_sticks`` the water-entry cast results that lead here (empty if no water-entry cast).
    ``position`` is the new position: the excited position, the position the mover must declare in (the
    mover still to play), the opponent's turn, or the final position.
    """

    probability: Fraction
    state: TurnState
    position: Position
    stepping_sticks: int | None
    water_entry_sticks: tuple[int, ...]
    water_entry_success: bool | None
    moved: bool
    captured: ColouredPiece | None
    kut2tam2: bool
    penalties: tuple[Penalty, ...]
    hands: HandsResult
    new_hands: tuple[FoundHand, ...]
    game_result: GameResult | None

    @property
    def hand_penalties(self) -> tuple[Penalty, ...]:
        """The penalties that count as hands (the position's awaited declaration carries them too)."""
        return tuple(p for p in self.penalties if p.is_a_hand)


@dataclass(frozen=True, slots=True)
class Adjudication:
    """The verdict on a move: whether it is legal (with the reason if not) and, if so, its outcomes."""

    move: Move
    legal: bool
    reason: str | None
    outcomes: tuple[Outcome, ...]


DeclarationKind = Literal["ty_mok1", "ta_xot1"]


@dataclass(frozen=True, slots=True)
class DeclarationOutcome:
    """One possible result of a declaration (a ta xot1 that starts a new season has one per first mover).

    ``raw_score`` is the declarer's hands plus hand penalties (ta xot1 only) and ``score_change`` that × rate
    (before the clamp). ``first_mover_casts`` are the first-mover casts given or drawn, (IA, A) per round.
    """

    probability: Fraction
    declaration: DeclarationKind
    raw_score: Score | None
    score_change: Score | None
    position: Position
    first_mover_casts: tuple[tuple[int, int], ...]
    game_result: GameResult | None


# ---------------------------------------------------------------------------------------------------------------
# Applying a move


def apply_move(
    position: Position,
    move: Move,
    ruleset: Ruleset,
    *,
    casts: Casts = Casts(),
    rng: random.Random | None = None,
) -> Adjudication:
    """Adjudicate ``move`` in ``position``: legality, then every outcome with its exact probability.

    Casts given in ``casts`` are used; the others are drawn from ``rng`` if one is given, else enumerated.
    Raise :class:`CastError` for a cast out of range or one this move does not need.
    """
    check_position(position, ruleset)
    _check_cast_range(casts, ruleset)
    not_playing = why_no_move(position)
    if not_playing is not None:
        return Adjudication(move, False, not_playing, ())
    legal, reason = is_legal(position, move, ruleset)
    if not legal:
        return Adjudication(move, False, reason, ())
    if isinstance(move, InfAfterStep):
        if casts.water_entry is not None:
            raise CastError("casts.water_entry", "the water-entry cast comes after the final square is chosen")
        outcomes = _stepping_cast_outcomes(position, move, ruleset, casts.stepping, rng)
    else:
        if casts.stepping is not None:
            raise CastError("casts.stepping", f"{to_notation(move)} is not a step-then-ranged move announcement")
        outcomes = _finish_turn_outcomes(position, move, ruleset, casts.water_entry, rng)
    return Adjudication(move, True, None, outcomes)


def why_no_move(position: Position) -> str | None:
    """Why no move at all is legal in ``position`` (the game is over, or a declaration is awaited), or None."""
    if position.game_over is not None:
        return position.game_over.describe()
    awaiting = position.awaiting_declaration
    if awaiting is not None:
        return f"{position.to_play.value} must first declare ty mok1 or ta xot1 ({_formed(awaiting)})"
    return None


def _formed(awaiting: AwaitedDeclaration) -> str:
    """What forced a declaration, e.g. ``formed 獣 and 王`` or ``incurred 撃皇 (-5)``."""
    parts = []
    if awaiting.hands:
        parts.append("formed " + " and ".join(awaiting.hands))
    if awaiting.penalties:
        parts.append("incurred " + " and ".join(f"{p.name} ({p.points})" for p in awaiting.penalties))
    return ", ".join(parts)


def _check_cast_range(casts: Casts, ruleset: Ruleset) -> None:
    """Check the given casts: a water-entry cast is 0-5; the stepping bound is 0-5, or more if chained."""
    for name, top in (("stepping", max_bound(ruleset.stepping_cast)), ("water_entry", STICKS)):
        value = getattr(casts, name)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= top):
            what = "marked sticks" if top == STICKS else "a chained stepping bound"
            raise CastError(f"casts.{name}", f"must be {what} from 0 to {top}, got {value!r}")


def _stepping_cast_outcomes(
    position: Position, move: InfAfterStep, ruleset: Ruleset, given: int | None, rng: random.Random | None
) -> tuple[Outcome, ...]:
    """Phase 1 of a step-then-ranged move: the stepping cast leads to the excited position (§9.3).

    The bound comes from one cast, or from a chained cast (連撃術) under its policy (:mod:`.stepping_cast`).
    """
    mover = position.to_play
    hands = hands_of(position.hop1zuo1(mover), ruleset)
    needed = distance(move.step, move.planned)
    bounds: tuple[tuple[int, Fraction], ...]
    if given is not None:
        bounds = ((given, Fraction(1)),)
    elif rng is not None:
        bounds = ((draw_bound(ruleset.stepping_cast, needed, rng), Fraction(1)),)
    else:
        bounds = bound_distribution(ruleset.stepping_cast, needed)
    return tuple(
        Outcome(
            probability=p,
            state=TurnState.EXCITED,
            position=position.replace(stepping=Stepping(move.src, move.step, move.planned, ciurl)),
            stepping_sticks=ciurl,
            water_entry_sticks=(),
            water_entry_success=None,
            moved=False,
            captured=None,
            kut2tam2=False,
            penalties=(),
            hands=hands,
            new_hands=(),
            game_result=None,
        )
        for ciurl, p in bounds
    )


def _src_dest(position: Position, move: Move) -> tuple[Square, Square] | None:
    """Return the origin and final square of a piece's move; None for a drop, a tam2 move or a pass."""
    if isinstance(move, (SrcDst, SrcStepDstFinite, SrcStepsDst)):
        return move.src, move.dest
    if isinstance(move, AfterHalfAcceptance) and move.dest is not None and position.stepping is not None:
        return position.stepping.src, move.dest
    return None


def _water_entry(position: Position, move: Move) -> bool:
    """Whether the move needs a water-entry cast (the rule of §12 is :func:`.movegen.needs_water_entry`)."""
    path = _src_dest(position, move)
    return path is not None and needs_water_entry(position, *path)


def _finish_turn_outcomes(
    position: Position, move: Move, ruleset: Ruleset, given_water: int | None, rng: random.Random | None
) -> tuple[Outcome, ...]:
    """Complete the turn: the water-entry cast if needed, then penalties, hands and the resolution."""
    if not _water_entry(position, move):
        if given_water is not None:
            raise CastError("casts.water_entry", f"{to_notation(move)} needs no water-entry cast")
        return (_resolve(position, move, ruleset, Fraction(1), (), None),)
    if given_water is not None or rng is not None:
        value = given_water
        if value is None:
            assert rng is not None  # one of the two is given
            value = sticks.cast(STICKS, rng).total
        success = value >= WATER_ENTRY_THRESHOLD
        return (_resolve(position, move, ruleset, Fraction(1), (value,), success),)
    success_values = tuple(range(WATER_ENTRY_THRESHOLD, STICKS + 1))
    failure_values = tuple(range(WATER_ENTRY_THRESHOLD))
    dist = sticks.distribution(STICKS)
    return tuple(
        _resolve(position, move, ruleset, sum((dist[k] for k in values), Fraction(0)), values, success)
        for values, success in ((success_values, True), (failure_values, False))
    )


def _resolve(
    position: Position,
    move: Move,
    ruleset: Ruleset,
    probability: Fraction,
    water_values: tuple[int, ...],
    water_success: bool | None,
) -> Outcome:
    """Carry out the move (unless thwarted) and resolve the end of the turn (§5 step 3, §13, §15.1)."""
    mover = position.to_play
    completed = water_success is not False and move != AfterHalfAcceptance(None)
    system = system_of(ruleset)
    board, mover_hop1zuo1, captured = (position.board, None, None)
    if completed:
        board, mover_hop1zuo1, captured = system.own_carry_out(position, move) or _carry_out(position, move)
    before = hands_of(position.hop1zuo1(mover), ruleset)
    after = before if mover_hop1zuo1 is None else hands_of(mover_hop1zuo1, ruleset)
    kut2tam2 = _kut2tam2(position, move, completed, ruleset)
    penalties = _penalties(position, move, ruleset, kut2tam2)
    ia_score = position.ia_score
    for penalty in penalties:
        ia_score = _transfer(ia_score, mover, penalty.score_change, ruleset)
    hop1zuo1 = position.hop1zuo1(mover) if mover_hop1zuo1 is None else mover_hop1zuo1
    after_move = position.replace(
        board=board,
        ia_hop1zuo1=hop1zuo1 if mover is Side.IA else position.ia_hop1zuo1,
        a_hop1zuo1=hop1zuo1 if mover is Side.A else position.a_hop1zuo1,
        ia_score=ia_score,
        a_score=ruleset.victory_points - ia_score,
        tam_has_moved_previously=isinstance(move, _TAM_MOVES),
        stepping=None,
    )
    outcome = Outcome(
        probability=probability,
        state=TurnState.MUST_DECLARE,
        position=after_move,
        stepping_sticks=None,
        water_entry_sticks=water_values,
        water_entry_success=water_success,
        moved=completed,
        captured=captured,
        kut2tam2=kut2tam2,
        penalties=penalties,
        hands=after,
        new_hands=() if mover_hop1zuo1 is None else new_hands(before, after),
        game_result=None,
    )
    if system.king_capture_wins and captured is not None and captured.profession is Profession.IO:
        # 古机戦 (§20.4): the only "hand" is the king, and completing it wins at once
        return _game_over(outcome, after_move, GameResult(mover, "king_captured"))
    if any(p.score_change for p in penalties) and _score_reached_limit(after_move, ruleset):
        return _game_over(outcome, after_move, _leader_wins(after_move, "score_reached_limit"))
    if outcome.new_hands or outcome.hand_penalties:
        awaiting = AwaitedDeclaration(
            tuple(sorted(h.name for h in outcome.new_hands)),
            tuple(HandPenalty(p.kind.cjk, p.points) for p in outcome.hand_penalties),
        )
        return replace(outcome, position=after_move.replace(awaiting_declaration=awaiting))
    return _pass_turn(outcome, after_move, ruleset)


def _game_over(outcome: Outcome, position: Position, result: GameResult) -> Outcome:
    """The outcome ends the game: its position says so."""
    return replace(outcome, state=TurnState.GAME_OVER, position=position.replace(game_over=result), game_result=result)


def _pass_turn(outcome: Outcome, position: Position, ruleset: Ruleset) -> Outcome:
    """Give the turn to the opponent; the game ends at once if they have no legal move (§5 step 4)."""
    passed = position.replace(to_play=position.to_play.opponent)
    if legal_moves(passed, ruleset):
        return replace(outcome, state=TurnState.TURN_PASSED, position=passed)
    return _game_over(outcome, passed, _leader_wins(passed, "no_move_possible"))


def _carry_out(
    position: Position, move: Move
) -> tuple[tuple[Cell, ...], tuple[ColouredPiece, ...] | None, ColouredPiece | None]:
    """Return the board after the move, the mover's hop1zuo1 if it changed, and the piece captured (§10)."""
    mover = position.to_play
    board = list(position.board)
    hop1zuo1 = position.hop1zuo1(mover)
    if isinstance(move, FromHand):
        dropped = coloured_piece(move.colour, move.profession)
        index = hop1zuo1.index(dropped)
        board[move.dest] = piece(move.colour, move.profession, mover)
        return tuple(board), hop1zuo1[:index] + hop1zuo1[index + 1 :], None
    if isinstance(move, _TAM_MOVES):
        board[move.src] = None
        board[move.second_dest] = TAM2
        return tuple(board), None, None
    path = _src_dest(position, move)
    assert path is not None  # every other completed move moves a piece
    src, dest = path
    target, moving = board[dest], board[src]
    board[src] = None
    board[dest] = moving
    if isinstance(target, Piece) and target.side is not mover:
        captured = coloured_piece(target.colour, target.profession)
        return tuple(board), (*hop1zuo1, captured), captured
    return tuple(board), None, None


def _kut2tam2(position: Position, move: Move, completed: bool, ruleset: Ruleset) -> bool:
    """撃皇 (§13.1): the move stepped over the tam2 (see :func:`.movegen.annotate`).

    It counts even if the move was given up or failed its water entry, unless the ruleset exempts that.
    """
    if not completed and ruleset.failure_to_complete_the_move_means_exempt_from_kut2_tam2:
        return False
    return annotate(position, move, ruleset).steps_on_tam2


def _penalties(position: Position, move: Move, ruleset: Ruleset, kut2tam2: bool) -> tuple[Penalty, ...]:
    """The penalties of this move (§13): 撃皇, and 皇再来 (its triggers summed, :func:`.movegen.tam2_penalty`).

    A penalty that is a hand is charged only on ta xot1; one that is not is charged at once (× rate).
    撃皇 when it is not a hand is charged at once or not at all, per ``kut2tam2_penalty_when_not_a_hand``.
    """
    out: list[Penalty] = []
    if kut2tam2:
        if ruleset.step_tam_is_a_hand:
            out.append(Penalty(KUT2TAM2, KUT2TAM2.points, True, 0))
        else:
            immediate = ruleset.kut2tam2_penalty_when_not_a_hand == "immediate"
            out.append(Penalty(KUT2TAM2, KUT2TAM2.points, False, KUT2TAM2.points * position.rate if immediate else 0))
    if isinstance(move, _TAM_MOVES):
        points, is_a_hand = tam2_penalty(position, move, ruleset)
        if points:
            out.append(Penalty(TAM2_TY_SAK2, points, is_a_hand, 0 if is_a_hand else points * position.rate))
    return tuple(out)


def _transfer(ia_score: Score, side: Side, amount: Score, ruleset: Ruleset) -> Score:
    """Return the IA side's score after ``side`` gains ``amount`` (zero-sum, clamped to 0..40, §15.4).

    The total is the ruleset's ``victory_points`` (40, or 20 in 教育机戦); the clamp holds with or without the
    score cap.
    """
    change = amount if side is Side.IA else -amount
    return min(max(ia_score + change, 0), ruleset.victory_points)


def _score_reached_limit(position: Position, ruleset: Ruleset) -> bool:
    """Whether a score has reached 0 (and the other 40), which ends the game at once (§15.4).

    Never under ``score_cap = false``: all seasons are then played (§20.3).
    """
    return ruleset.score_cap and position.ia_score in (0, ruleset.victory_points)


def game_result(position: Position, ruleset: Ruleset, legal_move_count: int | None = None) -> GameResult | None:
    """How the game ended, or ``None`` while it goes on: the end the position records, or else, when the side to
    move has no legal move at all and no declaration is awaited, the end for lack of moves (§5 step 4): the side
    ahead on points wins, equal points are a draw (``no_move_possible``).

    ``legal_move_count`` is the number of legal moves of the position when the caller has counted them already
    (:func:`.movegen.legal_moves` is called otherwise, and only when it decides the answer).
    """
    if position.game_over is not None or position.awaiting_declaration is not None:
        return position.game_over
    count = len(legal_moves(position, ruleset)) if legal_move_count is None else legal_move_count
    return None if count else _leader_wins(position, "no_move_possible")


def _leader_wins(position: Position, reason: GameEndReason) -> GameResult:
    """End the game: the side ahead on points wins; equal points are a draw."""
    if position.ia_score == position.a_score:
        return GameResult(None, reason)
    return GameResult(Side.IA if position.ia_score > position.a_score else Side.A, reason)


# ---------------------------------------------------------------------------------------------------------------
# Declarations and seasons


@dataclass(frozen=True, slots=True)
class DeclarationAdjudication:
    """The verdict on a declaration: legal only when the position awaits one; then its outcomes."""

    declaration: DeclarationKind
    legal: bool
    reason: str | None
    outcomes: tuple[DeclarationOutcome, ...]


def declare(
    position: Position,
    declaration: DeclarationKind,
    ruleset: Ruleset,
    *,
    first: Side | None = None,
    first_mover_casts: Sequence[tuple[int, int]] | None = None,
    rng: random.Random | None = None,
) -> DeclarationAdjudication:
    """Adjudicate ty mok1 or ta xot1 by the side to move in ``position`` (§15).

    The declaration is legal only when the position awaits one (:attr:`.Position.awaiting_declaration`, which
    carries the turn's new hands and penalty hands); otherwise the answer is ``legal=False`` with the reason. A
    ta xot1 that starts a new season needs its first mover: given (``first``), from the casts of both
    sides (``first_mover_casts``), drawn with ``rng``, or else both possibilities with probability 1/2 each.
    """
    check_position(position, ruleset)
    if declaration not in ("ty_mok1", "ta_xot1"):
        raise DeclarationError(f"declaration: must be 'ty_mok1' or 'ta_xot1', got {declaration!r}")
    awaiting = position.awaiting_declaration
    if position.game_over is not None:
        return DeclarationAdjudication(declaration, False, position.game_over.describe(), ())
    if awaiting is None:
        what = "a move is in progress (stepping)" if position.stepping is not None else "no hand was formed"
        reason = f"no declaration is awaited: {what}; a declaration follows a turn that forms a hand"
        return DeclarationAdjudication(declaration, False, reason, ())
    if declaration == "ty_mok1":
        outcomes: tuple[DeclarationOutcome, ...] = (_ty_mok1(position, ruleset),)
    else:
        outcomes = _ta_xot1(position, awaiting, ruleset, first, first_mover_casts, rng)
    return DeclarationAdjudication(declaration, True, None, outcomes)


def _ty_mok1(position: Position, ruleset: Ruleset) -> DeclarationOutcome:
    """ty mok1 (再行, §15.2): the rate doubles (at most ×64), penalty hands are forgotten, the turn passes."""
    passed = position.replace(
        rate=min(position.rate * 2, MAX_RATE), to_play=position.to_play.opponent, awaiting_declaration=None
    )
    game_result = None
    if not legal_moves(passed, ruleset):
        game_result = _leader_wins(passed, "no_move_possible")
        passed = passed.replace(game_over=game_result)
    return DeclarationOutcome(Fraction(1), "ty_mok1", None, None, passed, (), game_result)


def ta_xot1_raw_score(position: Position, awaiting: AwaitedDeclaration, ruleset: Ruleset) -> Score:
    """The raw score of a ta xot1 (§15.3, project decision 8).

    After a new hand: every hand of the declarer's hop1zuo1 plus the turn's penalty hands. After a penalty alone
    (no new hand): only the penalties, as the reference scores it, unless the ruleset's
    ``ta_xot1_forced_by_penalty_scores`` is ``hands_and_penalties`` (every hand held counts too).
    """
    penalties = sum(p.points for p in awaiting.penalties)
    if awaiting.forced_by_penalty_alone and ruleset.ta_xot1_forced_by_penalty_scores == "penalties_only":
        return penalties
    pieces = position.hop1zuo1(position.to_play)
    return season_score(pieces, hands_of(pieces, ruleset), ruleset) + penalties


def _ta_xot1(
    position: Position,
    awaiting: AwaitedDeclaration,
    ruleset: Ruleset,
    first: Side | None,
    first_mover_casts: Sequence[tuple[int, int]] | None,
    rng: random.Random | None,
) -> tuple[DeclarationOutcome, ...]:
    """ta xot1 (終季, §15.3): the raw score × rate is transferred; then the next season, or the end of the game.

    The game ends when a score reaches 0 or after the ruleset's last season (higher score wins, else a draw).
    """
    declarer = position.to_play
    raw = ta_xot1_raw_score(position, awaiting, ruleset)
    change = raw * position.rate
    ia_score = _transfer(position.ia_score, declarer, change, ruleset)
    scored = position.replace(ia_score=ia_score, a_score=ruleset.victory_points - ia_score, awaiting_declaration=None)
    if _score_reached_limit(scored, ruleset) or scored.season + 1 >= ruleset.seasons:
        reason: GameEndReason = "score_reached_limit" if _score_reached_limit(scored, ruleset) else "last_season_ended"
        result = _leader_wins(scored, reason)
        return (DeclarationOutcome(Fraction(1), "ta_xot1", raw, change, scored.replace(game_over=result), (), result),)
    return tuple(
        DeclarationOutcome(
            p,
            "ta_xot1",
            raw,
            change,
            initial_position(ruleset, side).replace(
                season=scored.season + 1, ia_score=scored.ia_score, a_score=scored.a_score
            ),
            casts,
            None,
        )
        for side, p, casts in season_first_mover(first, first_mover_casts, rng)
    )


def season_first_mover(
    first: Side | None = None,
    casts: Sequence[tuple[int, int]] | None = None,
    rng: random.Random | None = None,
) -> tuple[tuple[Side, Fraction, tuple[tuple[int, int], ...]], ...]:
    """Who moves first in a season (project decision 6): both cast five sticks, the higher starts, ties recast.

    Return (side, probability, casts) for each possibility: the side given, the side the (IA, A) cast rounds
    decide (every round but the last a tie), a side drawn with ``rng``, or else each side with probability
    P(IA higher) / P(not a tie) = 1/2.
    """
    if first is not None:
        return ((first, Fraction(1), ()),)
    if casts is not None:
        return ((_first_mover_from_casts(casts), Fraction(1), tuple(casts)),)
    if rng is not None:
        rounds: list[tuple[int, int]] = []
        while not rounds or rounds[-1][0] == rounds[-1][1]:
            rounds.append((sticks.cast(STICKS, rng).total, sticks.cast(STICKS, rng).total))
        return ((_first_mover_from_casts(rounds), Fraction(1), tuple(rounds)),)
    dist = sticks.distribution(STICKS)
    ia_higher = sum((dist[i] * dist[a] for i in range(STICKS + 1) for a in range(i)), Fraction(0))
    tie = sum((d * d for d in dist), Fraction(0))
    p_ia = ia_higher / (1 - tie)
    return ((Side.IA, p_ia, ()), (Side.A, 1 - p_ia, ()))


def _first_mover_from_casts(casts: Sequence[tuple[int, int]]) -> Side:
    if not casts:
        raise CastError("first_mover_casts", "needs at least one round of (IA, A) casts")
    for i, (ia, a) in enumerate(casts):
        for name, value in (("IA", ia), ("A", a)):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= STICKS:
                raise CastError(f"first_mover_casts[{i}].{name}", f"must be 0 to {STICKS}, got {value!r}")
        last = i == len(casts) - 1
        if (ia == a) == last:
            problem = "is a tie, so the sticks are cast again" if not last else "is a tie; a further round is needed"
            raise CastError(f"first_mover_casts[{i}]", f"({ia}, {a}) {problem}")
    ia, a = casts[-1]
    return Side.IA if ia > a else Side.A
