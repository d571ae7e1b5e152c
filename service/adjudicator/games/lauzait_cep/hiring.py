"""Hiring (登用), the mandatory action of a Day: discard, move a corresponding piece, obtain a piece.

Rules (spec §4.2-4.4): discard a concealed piece onto the empty square; move a board piece that corresponds to
it (same colour and a number one more or one less; a discarded joker lets any piece move; a joker on the board
may move after any discard) to a neighbouring square, or from the Mountain to a square of the Tam diamond; obtain
the piece standing there. Entering water needs a throw of the five sticks: on 0-2 you obtain the piece that
tried to move instead (it leaves the board and its origin becomes the empty square). A discard after which
nothing could move is forbidden.

An outcome's position is the start of the next player's Day (``to_play`` advanced in play order), so it can be sent
back as it is; with an action order that allows declaring after Hiring, the player who hired declares on that
position's previous ``to_play`` (see :func:`adjudicator.games.lauzait_cep.game.apply` for the whole flow).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Annotated, Final

from adjudicator.games.errors import RulesError

from .. import sticks
from ..jsonform import json_doc, json_form
from .board import MOUNTAIN, WATER, Square, destinations, square_name
from .day import REASON
from .pieces import Piece, lowest_number, piece_key
from .position import Hand, Position
from .rulesets import Ruleset

#: Casts of the five sticks with which a move into water fails: the mover is obtained instead of the target.
WATER_FAILURE_CASTS: Final = (0, 1, 2)
#: Casts with which a move into water succeeds.
WATER_SUCCESS_CASTS: Final = (3, 4, 5)


class HiringError(RulesError):
    """A malformed Hiring request (e.g. a stick result outside 0..5)."""


def corresponds(discard: Piece, board_piece: Piece) -> bool:
    """Return whether discarding ``discard`` lets ``board_piece`` move.

    Either is a joker, or both have the same colour and numbers differing by exactly one.
    """
    if discard.is_joker or board_piece.is_joker:
        return True
    assert discard.number is not None and board_piece.number is not None  # non-jokers have numbers
    return discard.colour is board_piece.colour and abs(discard.number - board_piece.number) == 1


def is_water(square: Square, ruleset: Ruleset) -> bool:
    """Return whether entering ``square`` needs the throw (water; the Mountain only by option)."""
    return square in WATER or (ruleset.mountain_is_water and square == MOUNTAIN)


def movers(board: Sequence[Piece | None], discard: Piece, empty: Square, ruleset: Ruleset) -> list[Square]:
    """Return the squares of the pieces that may move after ``discard`` has been placed on ``empty``."""
    return [
        sq
        for sq, piece in enumerate(board)
        if piece is not None and corresponds(discard, piece) and (sq != empty or ruleset.discarded_joker_may_move)
    ]


def legal_discards(pieces: Sequence[Piece], board: Sequence[Piece | None], ruleset: Ruleset) -> list[Piece]:
    """Return the distinct pieces among ``pieces`` that may be discarded onto the board's empty square."""
    empty = board.index(None)
    result = []
    for piece in sorted(set(pieces), key=piece_key):
        after = list(board)
        after[empty] = piece
        if movers(after, piece, empty, ruleset):
            result.append(piece)
    return result


@dataclass(frozen=True, slots=True)
class Outcome:
    """One outcome of a move: the stick casts that lead to it (``()`` if no throw), its probability, the result."""

    casts: tuple[int, ...]
    probability: Fraction
    obtained: Piece
    position: Position

    def to_json(self, with_position: bool = True) -> dict[str, object]:
        """Return the outcome as JSON (probability as an exact fraction string), the position optionally."""
        data: dict[str, object] = {
            "casts": list(self.casts),
            "probability": str(self.probability),
            "obtained": str(self.obtained),
        }
        if with_position:
            data["position"] = self.position.to_json()
        return data


@dataclass(frozen=True, slots=True)
class Move:
    """A piece moving from ``origin`` to ``destination`` and the possible outcomes."""

    origin: Square
    destination: Square
    mover: Piece
    target: Piece
    water: bool
    outcomes: tuple[Outcome, ...]

    def to_json(self, with_positions: bool = True) -> dict[str, object]:
        """Return the move as JSON; ``with_positions=False`` leaves out the resulting positions."""
        return {
            "from": square_name(self.origin),
            "to": square_name(self.destination),
            "mover": str(self.mover),
            "target": str(self.target),
            "water": self.water,
            "outcomes": [o.to_json(with_positions) for o in self.outcomes],
        }


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """A concealed piece the player might discard: whether it is legal (with the reason if not) and its moves."""

    discard: Piece
    legal: bool
    reason: str
    moves: tuple[Move, ...]

    def to_json(self, with_positions: bool = True) -> dict[str, object]:
        """Return the option as JSON; ``with_positions=False`` leaves out the resulting positions."""
        return {
            "discard": str(self.discard),
            "legal": self.legal,
            "reason": self.reason,
            "moves": [m.to_json(with_positions) for m in self.moves],
        }


def _result(position: Position, discard: Piece, board: list[Piece | None], obtained: Piece) -> Position:
    hand = position.hand
    concealed = list(hand.concealed)
    concealed.remove(discard)
    concealed.append(obtained)
    return position.exchanged(Hand(tuple(concealed), hand.revealed), tuple(board), position.next_turn)


def _move(position: Position, discard: Piece, origin: Square, destination: Square, ruleset: Ruleset) -> Move:
    board = list(position.board)
    board[position.empty_square] = discard
    mover, target = board[origin], board[destination]
    assert mover is not None and target is not None  # the board is full after the discard
    success = list(board)
    success[origin], success[destination] = None, mover
    succeeded = _result(position, discard, success, target)
    if not is_water(destination, ruleset):
        return Move(origin, destination, mover, target, False, (Outcome((), Fraction(1), target, succeeded),))
    failure = list(board)
    failure[origin] = None
    odds = sticks.distribution(sticks.STANDARD_STICKS)
    outcomes = (
        Outcome(
            WATER_FAILURE_CASTS,
            sum((odds[k] for k in WATER_FAILURE_CASTS), Fraction(0)),
            mover,
            _result(position, discard, failure, mover),
        ),
        Outcome(WATER_SUCCESS_CASTS, sum((odds[k] for k in WATER_SUCCESS_CASTS), Fraction(0)), target, succeeded),
    )
    return Move(origin, destination, mover, target, True, outcomes)


def _destinations(origin: Square, discard_square: Square, ruleset: Ruleset) -> list[Square]:
    return [sq for sq in destinations(origin) if ruleset.may_take_back_discard or sq != discard_square]


def _refusal(discard: Piece, players: int) -> str:
    """Explain why nothing could move after a discard (never a joker: it lets every other piece move)."""
    number = discard.number or 0
    wanted = [str(Piece(discard.colour, n)) for n in (number - 1, number + 1) if lowest_number(players) <= n <= 9]
    return f"nothing could move after discarding {discard}: no {' or '.join(wanted)} and no joker on the board"


def _squares(position: Position, discard: Piece, ruleset: Ruleset) -> list[tuple[Square, Square]]:
    """Each (origin, destination) of a move that discarding ``discard`` allows."""
    empty = position.empty_square
    board = list(position.board)
    board[empty] = discard
    return [(origin, destination) for origin in movers(board, discard, empty, ruleset)
            for destination in _destinations(origin, empty, ruleset)]


def discard_option(position: Position, discard: Piece, ruleset: Ruleset | None = None) -> DiscardOption:
    """Return whether the current player may discard ``discard`` and, if so, every move and outcome it allows."""
    ruleset = ruleset or Ruleset()
    if discard not in position.hand.concealed:
        return DiscardOption(discard, False, f"{discard} is not among your concealed pieces", ())
    moves = tuple(_move(position, discard, origin, destination, ruleset)
                  for origin, destination in _squares(position, discard, ruleset))
    if not moves:
        return DiscardOption(discard, False, _refusal(discard, position.players), ())
    return DiscardOption(discard, True, "", moves)


def hiring_options(position: Position, ruleset: Ruleset | None = None) -> list[DiscardOption]:
    """Return, for each distinct concealed piece of the current player, its discard option (legal or refused)."""
    return [discard_option(position, piece, ruleset) for piece in sorted(set(position.hand.concealed), key=piece_key)]


def hiring_moves(position: Position, ruleset: Ruleset | None = None) -> list[tuple[Piece, Square, Square, bool]]:
    """Each Hiring the current player may make, as (discard, origin, destination, into water), in the order of
    :func:`hiring_options`: the moves of its legal options without their outcomes (no positions or odds), for
    listing them."""
    ruleset = ruleset or Ruleset()
    return [(piece, origin, destination, is_water(destination, ruleset))
            for piece in sorted(set(position.hand.concealed), key=piece_key)
            for origin, destination in _squares(position, piece, ruleset)]


@dataclass(frozen=True, slots=True)
class HiringAdjudication:
    """The verdict on one Hiring: legal or not (with the reason), and the outcomes with their probabilities."""

    legal: bool
    reason: Annotated[str, str | None] = field(metadata=REASON)
    move: Move | None = field(metadata=json_doc(
        "the move and its outcomes (only the one the throw selects when a throw was given); null when illegal"))

    def to_json(self) -> dict[str, object]:
        """The JSON form: every field under its name (derived by :func:`~adjudicator.games.jsonform.json_form`)."""
        return json_form(self)


def adjudicate_hiring(
    position: Position,
    discard: Piece,
    origin: Square,
    destination: Square,
    ruleset: Ruleset | None = None,
    cast: int | None = None,
) -> HiringAdjudication:
    """Judge one Hiring; with ``cast`` (the sticks' result, 0..5) only the outcome it selects is kept."""
    if cast is not None and (type(cast) is not int or not 0 <= cast <= sticks.STANDARD_STICKS):
        raise HiringError(f"the five sticks give 0..5, got {cast!r}", "cast")
    ruleset = ruleset or Ruleset()
    option = discard_option(position, discard, ruleset)
    if not option.legal:
        return HiringAdjudication(False, option.reason, None)
    for move in option.moves:
        if (move.origin, move.destination) == (origin, destination):
            if cast is not None and move.water:
                move = replace(move, outcomes=tuple(o for o in move.outcomes if cast in o.casts))
            return HiringAdjudication(True, "", move)
    empty = position.empty_square
    board = list(position.board)
    board[empty] = discard
    if origin not in movers(board, discard, empty, ruleset):
        what = "the piece just discarded" if origin == empty else f"{board[origin]} on {square_name(origin)}"
        return HiringAdjudication(False, f"{what} may not move after discarding {discard}", None)
    reach = ", ".join(square_name(sq) for sq in _destinations(origin, empty, ruleset))
    return HiringAdjudication(
        False,
        f"{board[origin]} on {square_name(origin)} cannot move to {square_name(destination)} (only {reach})",
        None,
    )
