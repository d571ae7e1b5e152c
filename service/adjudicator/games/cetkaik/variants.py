"""Initial positions of the Cetkaik rule systems of the Book (spec §20), chosen by the ruleset.

* ``initial_position = "standard"``: the standard initial position (spec §4), both sides at half the
  ruleset's ``victory_points``.
* ``initial_position = "educational"`` (教育机戦, §20.1): the Book's diagram is not legible. The educational set
  has the pieces 兵 弓 車 将 巫 王 船 and the tam2; the standard set is described as the educational one plus
  additional pieces (馬, and by the hands 虎 and 筆). The position used here is therefore the standard initial
  position without its horses, tigers and officers (馬 虎 筆), every other piece on its standard square.
  Clients may pass any other position to every endpoint.
* ``initial_position = "old_cetkaik"`` / ``"old_cetkaik_swapped"`` (古机戦, §20.4): see
  :func:`.old_cetkaik.initial_board` (the swapped form exchanges the chariots and the tigers).
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from adjudicator.games.cetkaik.hands import HandsError
from adjudicator.games.cetkaik.movegen import legal_moves
from adjudicator.games.cetkaik.moves import InfAfterStep, to_notation
from adjudicator.games.cetkaik.old_cetkaik import initial_board
from adjudicator.games.cetkaik.pieces import ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import (
    AwaitedDeclaration,
    GameResult,
    Position,
    PositionError,
    Stepping,
    score_to_json,
)
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.scoring import hands_of
from adjudicator.games.cetkaik.squares import square_name
from adjudicator.games.cetkaik.stepping_cast import max_bound
from adjudicator.games.cetkaik.systems import system_of

#: The professions of the standard set that the educational set lacks.
NOT_IN_EDUCATIONAL_SET: Final = frozenset({Profession.MAUN1, Profession.DAU2, Profession.KUA2})


def _educational(position: Position) -> Position:
    board = tuple(
        None if isinstance(cell, Piece) and cell.profession in NOT_IN_EDUCATIONAL_SET else cell
        for cell in position.board
    )
    return position.replace(board=board)


def initial_position(ruleset: Ruleset, to_play: Side = Side.IA) -> Position:
    """Return the initial position of a season under ``ruleset`` with ``to_play`` to move (spring, rate 1)."""
    half = ruleset.victory_points // 2
    position = Position.initial(to_play).replace(ia_score=half, a_score=half)
    if ruleset.initial_position == "educational":
        return _educational(position)
    if ruleset.initial_position in ("old_cetkaik", "old_cetkaik_swapped"):
        board = initial_board(swap_chariot_and_tiger=ruleset.initial_position == "old_cetkaik_swapped")
        return position.replace(board=board)
    return position


def check_position(position: Position, ruleset: Ruleset) -> None:
    """Raise :class:`PositionError` where a valid position does not fit the ruleset.

    The scores must add up to the ruleset's ``victory_points``, and a recorded stepping bound must be one its
    stepping cast can give (0-5 for a single cast). An awaited declaration must name hands the declarer's
    hop1zuo1 holds and penalties the ruleset counts as hands; the end of a game must be one the ruleset allows
    (a score at 0 only with the score cap, the last season's end only in the ruleset's last season, no legal
    move only when there is none); and a game whose score reached 0 under the score cap must say it is over.
    """
    if position.season >= ruleset.seasons:
        raise PositionError(
            "season", f"season {position.season + 1} does not exist in a {ruleset.seasons}-season game (seasons)"
        )
    if ruleset.scoring == "hands":
        _check_whole_scores(position)
    if system_of(ruleset).has_own_moves:
        _check_old_cetkaik(position, ruleset)
    total = position.ia_score + position.a_score
    if total != ruleset.victory_points:
        raise PositionError(
            "scores",
            f"must sum to {ruleset.victory_points} under this ruleset (victory_points), got "
            f"{score_to_json(position.ia_score)} + {score_to_json(position.a_score)}",
        )
    top = max_bound(ruleset.stepping_cast)
    if position.stepping is not None and position.stepping.ciurl > top:
        raise PositionError(
            "stepping.ciurl",
            f"must be from 0 to {top} under the {ruleset.stepping_cast} stepping cast, got {position.stepping.ciurl}",
        )
    if position.stepping is not None:
        _check_stepping_announced(position, position.stepping, ruleset)
    if position.awaiting_declaration is not None:
        _check_awaited(position, position.awaiting_declaration, ruleset)
    if position.game_over is not None:
        _check_game_over(position, position.game_over, ruleset)
    elif ruleset.score_cap and 0 in (position.ia_score, position.a_score):
        raise PositionError(
            "game_over",
            f"a score of 0 ends the game under the score cap: the position must say so (game_over with reason "
            f"score_reached_limit), got {score_to_json(position.ia_score)}:{score_to_json(position.a_score)}",
        )


def check_game_state(position: Position, ruleset: Ruleset) -> None:
    """Raise :class:`PositionError` where ``position`` is not a state of a game played from its start.

    Everything :func:`check_position` checks, and the conservation of the pieces: every piece of the ruleset's
    set (its initial position: 48 coloured pieces and the tam2 under the standard rule) is on the board or in
    exactly one hop1zuo1, none is missing and none is added. Under old cetkaik (古机戦), where a captured piece
    leaves the game, only the pieces beyond the set are refused. :func:`check_position` alone accepts a composed
    position (a study or a problem) that holds fewer pieces.
    """
    check_position(position, ruleset)
    expected = piece_set(ruleset)
    places: dict[ColouredPiece, list[str]] = {}
    for square, cell in enumerate(position.board):
        if isinstance(cell, Piece):
            places.setdefault(ColouredPiece(cell.colour, cell.profession), []).append(f"board.{square_name(square)}")
    for side in Side:
        for i, held in enumerate(position.hop1zuo1(side)):
            places.setdefault(ColouredPiece(held.colour, held.profession), []).append(f"hop1zuo1.{side.value}[{i}]")
    for kind, found in places.items():
        if len(found) > expected[kind]:
            raise PositionError(
                found[expected[kind]],
                f"the set has {expected[kind]} {kind.cjk} ({kind.colour.value} {kind.profession.value}), but "
                f"{len(found)} are on the board or in a hop1zuo1",
            )
    if system_of(ruleset).has_own_moves:
        return
    for kind, count in expected.items():
        found_count = len(places.get(kind, ()))
        if found_count < count:
            raise PositionError(
                "board",
                f"{count - found_count} {kind.cjk} ({kind.colour.value} {kind.profession.value}) missing: every "
                f"piece of the set is on the board or in one hop1zuo1 (the set has {count}, {found_count} found)",
            )


def piece_set(ruleset: Ruleset) -> Counter[ColouredPiece]:
    """The coloured pieces of the ruleset's set (those of its initial position), counted by colour and profession."""
    return Counter(
        ColouredPiece(cell.colour, cell.profession)
        for cell in initial_position(ruleset).board
        if isinstance(cell, Piece)
    )


def _check_whole_scores(position: Position) -> None:
    """Under hand scoring every score change is a whole number (raw points times the rate, §15.4)."""
    for side, score in ((Side.IA, position.ia_score), (Side.A, position.a_score)):
        if not isinstance(score, int) and score.denominator != 1:
            raise PositionError(
                f"scores.{side.value}",
                f"must be a whole number under hand scoring (scoring: hands), got {score_to_json(score)}",
            )


def _check_stepping_announced(position: Position, stepping: Stepping, ruleset: Ruleset) -> None:
    """The excited state follows a legal announcement: from ``src``, over ``step``, towards ``planned`` (§9)."""
    announced = InfAfterStep(stepping.src, stepping.step, stepping.planned)
    if announced not in legal_moves(position.replace(stepping=None), ruleset):
        raise PositionError(
            "stepping",
            f"{to_notation(announced)} is not a legal step-then-ranged announcement in this position: no excited "
            "state follows it",
        )


def _check_old_cetkaik(position: Position, ruleset: Ruleset) -> None:
    """古机戦 (§20.4): no hop1zuo1, no sticks, no hand but the king, and each side's pieces of its own colour."""
    for side in Side:
        if position.hop1zuo1(side):
            raise PositionError(f"hop1zuo1.{side.value}", "must be empty: old cetkaik (古机戦) has no hop1zuo1")
    if position.stepping is not None:
        raise PositionError("stepping", "old cetkaik (古机戦) has no stepping cast, so no excited state")
    if position.awaiting_declaration is not None:
        raise PositionError(
            "awaiting_declaration", "old cetkaik (古机戦) has no hands to declare: its one hand, the king, wins at once"
        )
    colours = {cell.side: cell.colour for cell in initial_position(ruleset).board if isinstance(cell, Piece)}
    kings: set[Side] = set()
    for square, cell in enumerate(position.board):
        if not isinstance(cell, Piece):
            continue
        if cell.colour is not colours[cell.side]:
            raise PositionError(
                f"board.{square_name(square)}",
                f"a {cell.colour.value} piece of {cell.side.value}: in old cetkaik (古机戦) the colour shows the side "
                f"({cell.side.value} plays {colours[cell.side].value})",
            )
        if cell.profession is Profession.IO:
            kings.add(cell.side)
    for side in Side:
        if side not in kings and position.game_over is None:
            raise PositionError(
                "game_over",
                f"{side.value}'s king has been captured, which ends a game of old cetkaik (古机戦): the position must "
                "say so (game_over with reason king_captured)",
            )


def _check_awaited(position: Position, awaiting: AwaitedDeclaration, ruleset: Ruleset) -> None:
    field = "awaiting_declaration"
    try:
        held = hands_of(position.hop1zuo1(position.to_play), ruleset).names
    except HandsError as e:
        raise PositionError(f"hop1zuo1.{position.to_play.value}", str(e)) from None
    for i, name in enumerate(awaiting.hands):
        if name not in held:
            raise PositionError(
                f"{field}.hands[{i}]",
                f"{position.to_play.value}'s hop1zuo1 does not hold {name} "
                f"(it holds {', '.join(sorted(held)) or 'no hand'})",
            )
    for i, penalty in enumerate(awaiting.penalties):
        allowed = _hand_penalty_points(penalty.name, ruleset)
        if penalty.points not in allowed:
            what = f"one of {sorted(allowed)}" if allowed else "not a hand under this ruleset"
            raise PositionError(f"{field}.penalties[{i}]", f"{penalty.name} {penalty.points}: {what}")


def _hand_penalty_points(name: str, ruleset: Ruleset) -> set[int]:
    """The raw points a penalty counting as a hand may have under the ruleset (§13)."""
    if name == "撃皇":
        return {-5} if ruleset.step_tam_is_a_hand else set()
    triggers = [
        c.penalty
        for c in (ruleset.moving_tam_immediately_after_tam_has_moved, ruleset.tam_mun_mok)
        if c.is_penalized and c.is_a_hand and c.penalty
    ]
    sums = set(triggers)
    if len(triggers) == 2:
        sums.add(triggers[0] + triggers[1])
    return sums


def _check_game_over(position: Position, result: GameResult, ruleset: Ruleset) -> None:
    field = "game_over.reason"
    if result.reason == "king_captured" and not system_of(ruleset).king_capture_wins:
        raise PositionError(field, "capturing the king ends only a game of old cetkaik (古机戦)")
    if result.reason == "score_reached_limit" and not ruleset.score_cap:
        raise PositionError(field, "without the score cap a score of 0 does not end the game")
    if result.reason == "last_season_ended" and position.season != ruleset.seasons - 1:
        raise PositionError(
            field, f"season {position.season + 1} is not the last of a {ruleset.seasons}-season game"
        )
    if result.reason == "no_move_possible" and legal_moves(position.replace(game_over=None), ruleset):
        raise PositionError(field, f"{position.to_play.value}, to move, has legal moves")
