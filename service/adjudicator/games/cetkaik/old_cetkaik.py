"""古机戦 (old cetkaik, spec §20.4): legal moves and captures under the ruleset flag ``game = "old_cetkaik"``.

What the Book states, as implemented:

* colour shows the side; there is no hop1zuo1 and no drop; captured pieces leave the game;
* no sticks: no water-entry cast, and a ranged move after stepping needs no cast (it is written as a
  ``SrcStepDstFinite`` move);
* water (the nine blue/green squares): only the vessel (船) may enter it, and it may not leave it. It moves to any
  empty water square it can reach through the water without passing the opponent's vessel; it cannot be
  captured and cannot step;
* a soldier (兵) in the opponent's three home rows may also move one square forward, backward, left or right;
* only vessels can be stepped on (own or opponent's); a capture may end a stepping move, but nothing follows a
  capture;
* consecutive stepping: after stepping on a vessel the piece may step on a further vessel reachable from there,
  and so on, before its final leg; a move over two or more vessels is a ``SrcStepsDst`` move
  (``src片step1step2…dest``); each leg is the piece's movement from the square it leaves;
* the chariot (車) and the beast (虎, the tiger: the Book's 獣; the back row it gives has no horse) capture like
  checkers: over an adjacent opponent piece, in one of their own directions (orthogonal for the chariot,
  diagonal for the tiger), to the square just beyond it, which must be on the board, not water and empty; the
  jumped piece is captured. They never capture by landing on a piece;
* capturing the king (王) wins the game at once (handled by :mod:`.transition`).

Decisions where the Book is silent or illegible:

* the pieces move as outside tam2 hue in the standard rule (§6.2); there is no tam2 hue and no protection;
* "runs" (走る) is read as "moves any distance along its directions": flag ``old_cetkaik_runners`` (``"none"``
  default, ``"chariot"``, ``"both"``) makes the chariot (orthogonal) and/or the tiger (diagonal) ranged; a
  runner still captures only by jumping;
* a piece other than the vessel may pass over empty water in a ranged move but never end on water;
* the position format always holds the tam2; in old cetkaik it takes no part in the game: it never moves, and
  its square counts as occupied by a neutral piece that can be neither captured nor stepped on (the initial
  position puts it on KO, at the edge of the empty middle row);
* consecutive stepping visits each vessel at most once per move (the Book does not say; it keeps the moves
  finite), and the origin counts as empty for every leg after the first (as for the single step);
* not implemented: chained jumps (one move capturing several pieces, which the annotations and outcomes, with
  one captured piece each, cannot report), and the variant that lets a jump capture onto a blocked square at
  the price of the jumper.
"""

from __future__ import annotations

from typing import Final

from adjudicator.games.cetkaik.moves import Move, SrcDst, SrcStepDstFinite, SrcStepsDst
from adjudicator.games.cetkaik.pieces import TAM2, Colour, ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import Cell, Position, coloured_piece, piece
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import WATER, Square, parse_square

_P = Profession
_Delta = tuple[int, int]
Board = tuple[Cell, ...]
_ORTHOGONAL: Final[tuple[_Delta, ...]] = ((1, 0), (-1, 0), (0, 1), (0, -1))
_DIAGONAL: Final[tuple[_Delta, ...]] = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_KING: Final = _ORTHOGONAL + _DIAGONAL

#: (step deltas, ranged directions) outside hue (spec §6.2), deltas as (forward, sideways).
_MOVES: Final[dict[Profession, tuple[tuple[_Delta, ...], tuple[_Delta, ...]]]] = {
    _P.KAUK2: (((1, 0),), ()),
    _P.GUA2: ((), _ORTHOGONAL),
    _P.KAUN1: (((2, 0), (-2, 0), (0, 2), (0, -2)), ()),
    _P.DAU2: (_DIAGONAL, ()),
    _P.MAUN1: (((2, 2), (2, -2), (-2, 2), (-2, -2)), ()),
    _P.KUA2: (((0, 1), (0, -1)), ((1, 0), (-1, 0))),
    _P.TUK2: (((1, 0), (-1, 0)), ((0, 1), (0, -1))),
    _P.UAI1: (((1, -1), (1, 0), (1, 1), (0, -1), (0, 1), (-1, -1), (-1, 1)), ()),
    _P.IO: (_KING, ()),
}
#: The directions in which the chariot and the tiger jump to capture (and run, when they run).
JUMPERS: Final[dict[Profession, tuple[_Delta, ...]]] = {_P.KAUN1: _ORTHOGONAL, _P.DAU2: _DIAGONAL}
#: The rows of each side's home (its three starting rows).
HOME_ROWS: Final[dict[Side, range]] = {Side.A: range(0, 3), Side.IA: range(6, 9)}


def _forward(side: Side) -> int:
    return -1 if side is Side.IA else 1


def _at(sq: Square, forward: int, delta: _Delta, k: int = 1) -> Square | None:
    r, c = divmod(sq, 9)
    r, c = r + delta[0] * forward * k, c + delta[1] * k
    return r * 9 + c if 0 <= r < 9 and 0 <= c < 9 else None


def _runs(profession: Profession, ruleset: Ruleset) -> bool:
    runners = ruleset.old_cetkaik_runners
    return (runners == "both" and profession in JUMPERS) or (runners == "chariot" and profession is _P.KAUN1)


def _reach(board: Board, piece: Piece, src: Square, ruleset: Ruleset) -> list[Square]:
    """The squares one leg of ``piece`` from ``src`` reaches (empty or occupied), ignoring what may end there."""
    forward = _forward(piece.side)
    steps, rays = _MOVES[piece.profession]
    if piece.profession is _P.KAUK2 and src // 9 in HOME_ROWS[piece.side.opponent]:
        steps = _ORTHOGONAL
    if _runs(piece.profession, ruleset):
        steps, rays = (), JUMPERS[piece.profession]
    out = [d for delta in steps if (d := _at(src, forward, delta)) is not None]
    for delta in rays:
        k = 1
        while (d := _at(src, forward, delta, k)) is not None:
            out.append(d)
            if board[d] is not None:
                break
            k += 1
    return out


def _vessel_moves(position: Position, src: Square) -> list[Square]:
    """Every empty water square the vessel reaches through the water without passing the opponent's vessel."""
    seen = {src}
    frontier = [src]
    while frontier:
        sq = frontier.pop()
        for delta in _ORTHOGONAL:
            d = _at(sq, 1, delta)
            if d is None or d in seen or d not in WATER or position.board[d] is not None:
                continue
            seen.add(d)
            frontier.append(d)
    return sorted(seen - {src})


def _may_end(board: Board, piece: Piece, dest: Square) -> bool:
    """Whether a leg may end on ``dest``: not water, and empty or (except for jumpers) an opponent's non-vessel."""
    if dest in WATER:
        return False
    cell = board[dest]
    if cell is None:
        return True
    return (
        isinstance(cell, Piece)
        and cell.side is not piece.side
        and cell.profession is not _P.NUAK1
        and piece.profession not in JUMPERS
    )


def _jumps(board: Board, piece: Piece, src: Square) -> list[Square]:
    """The landing squares of the chariot's or tiger's jump captures."""
    out = []
    for delta in JUMPERS.get(piece.profession, ()):
        over, land = _at(src, 1, delta), _at(src, 1, delta, 2)
        if over is None or land is None or land in WATER or board[land] is not None:
            continue
        victim = board[over]
        if isinstance(victim, Piece) and victim.side is not piece.side and victim.profession is not _P.NUAK1:
            out.append(land)
    return out


def legal_moves(position: Position, ruleset: Ruleset) -> list[Move]:
    """Return every legal move of the side to move under old cetkaik, each once."""
    me = position.to_play
    board = position.board
    moves: list[Move] = []
    for src, cell in enumerate(board):
        if not isinstance(cell, Piece) or cell.side is not me:
            continue
        if cell.profession is _P.NUAK1:
            if src in WATER:
                moves.extend(SrcDst(src, d) for d in _vessel_moves(position, src))
            continue
        moves.extend(SrcDst(src, d) for d in _final_leg(board, cell, src, ruleset))
        vacated = (*board[:src], None, *board[src + 1 :])  # the origin is empty for the legs after a vessel
        _add_stepping_moves(vacated, cell, src, (), ruleset, moves)
    return moves


def _final_leg(board: Board, piece: Piece, at: Square, ruleset: Ruleset) -> list[Square]:
    """The squares a leg from ``at`` may end on (moves and captures, jumps included), each once."""
    finals = dict.fromkeys(d for d in _reach(board, piece, at, ruleset) if _may_end(board, piece, d))
    finals.update(dict.fromkeys(_jumps(board, piece, at)))
    return list(finals)


def _add_stepping_moves(
    board: Board, piece: Piece, src: Square, steps: tuple[Square, ...], ruleset: Ruleset, moves: list[Move]
) -> None:
    """Consecutive stepping (§20.4): add the moves that step on a further vessel after ``steps`` (none yet: from
    ``src``), then end their final leg or step on again; each vessel is stepped on at most once per move."""
    at = steps[-1] if steps else src
    for via in _reach(board, piece, at, ruleset):
        if not _is_vessel(board[via]) or via in steps:
            continue
        path = (*steps, via)
        finals = _final_leg(board, piece, via, ruleset)
        if len(path) == 1:
            moves.extend(SrcStepDstFinite(src, via, d) for d in finals)
        else:
            moves.extend(SrcStepsDst(src, path, d) for d in finals)
        _add_stepping_moves(board, piece, src, path, ruleset, moves)


def _is_vessel(cell: object) -> bool:
    return isinstance(cell, Piece) and cell.profession is _P.NUAK1


def captured_square(position: Position, move: Move) -> Square | None:
    """Return the square whose piece the (legal) move captures: the jumped square of a jump, else the final one."""
    if not isinstance(move, SrcDst | SrcStepDstFinite | SrcStepsDst):
        return None
    mover = position.board[move.src]
    if isinstance(move, SrcDst):
        leg_start = move.src
    else:
        leg_start = move.step if isinstance(move, SrcStepDstFinite) else move.steps[-1]
    if isinstance(mover, Piece) and mover.profession in JUMPERS:
        r, c = divmod(leg_start, 9)
        dr, dc = move.dest // 9 - r, move.dest % 9 - c
        if max(abs(dr), abs(dc)) == 2 and dr % 2 == 0 and dc % 2 == 0:
            over = (r + dr // 2) * 9 + c + dc // 2
            victim = position.board[over]
            landing_empty = move.dest == move.src or position.board[move.dest] is None  # the origin is vacated
            if isinstance(victim, Piece) and victim.side is not mover.side and landing_empty:
                return over
        return None
    target = position.board[move.dest]
    return move.dest if isinstance(target, Piece) and target.side is not position.to_play else None


def carry_out(
    position: Position, move: Move
) -> tuple[tuple[Cell, ...], tuple[ColouredPiece, ...] | None, ColouredPiece | None]:
    """Move the piece; the piece captured (landed on or jumped over) leaves the game (no hop1zuo1).

    Returns the board after the move, ``None`` for the mover's unchanged hop1zuo1, and the piece captured.
    """
    assert isinstance(move, SrcDst | SrcStepDstFinite | SrcStepsDst)  # old cetkaik has only piece moves
    board = list(position.board)
    taken = captured_square(position, move)
    target = board[taken] if taken is not None else None
    moving, board[move.src] = board[move.src], None
    board[move.dest] = moving  # after vacating the origin: a stepping move may come back to it
    if taken is not None and taken != move.dest:
        board[taken] = None
    captured = coloured_piece(target.colour, target.profession) if isinstance(target, Piece) else None
    return tuple(board), None, captured


#: Where the tam2 stands in the old-cetkaik initial position (it takes no part in the game).
TAM2_PARKING: Final = parse_square("KO")
#: The back row of the old-cetkaik initial position, from column K to P (spec §20.4, the legible back row).
BACK_ROW: Final = (_P.GUA2, _P.DAU2, _P.KAUN1, _P.UAI1, _P.IO, _P.UAI1, _P.KAUN1, _P.DAU2, _P.GUA2)


def initial_board(swap_chariot_and_tiger: bool) -> tuple[Cell, ...]:
    """The old-cetkaik initial board (see :func:`.variants.initial_position`).

    The A side is red and the IA side black; each has the Book's legible back row on its edge row and a row of
    soldiers on its third row with the vessel in the middle, on the water square ZI / ZAI (as in the standard
    rule); the tam2 stands on KO. ``swap_chariot_and_tiger`` is the variant that swaps 車 and 虎.
    """
    swap = {_P.KAUN1: _P.DAU2, _P.DAU2: _P.KAUN1} if swap_chariot_and_tiger else {}
    cells: list[Cell] = [None] * 81
    for side, colour, back, soldiers in ((Side.A, Colour.KOK1, 0, 2), (Side.IA, Colour.HUOK2, 8, 6)):
        for col, prof in enumerate(BACK_ROW):
            cells[back * 9 + col] = piece(colour, swap.get(prof, prof), side)
        for col in range(9):
            cells[soldiers * 9 + col] = piece(colour, _P.NUAK1 if col == 4 else _P.KAUK2, side)
    cells[TAM2_PARKING] = TAM2
    return tuple(cells)
