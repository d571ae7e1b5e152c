"""Legal moves of a Cetkaik position (spec §5-§13), their annotations, and the legality check of one move.

* :func:`legal_moves` lists every legal move (ground state) or every decision (excited state: ``pass`` plus the
  allowed final squares), each exactly once.
* :func:`annotate` describes one move: capture, water-entry cast, success probability, tam2 penalty, 撃皇.
* :func:`is_legal` says whether a move is legal and, if not, why.

Speed matters (the service lists ~250 moves per request and the bench measures it), so movement is read from
tables precomputed per side, profession, tam2-hue status and square, and the board is scanned as a list of
small integers (:data:`EMPTY`, :data:`OWN`, :data:`CAPTURABLE`, :data:`PROTECTED`, :data:`TAM`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final, NamedTuple

from adjudicator.games.cetkaik.moves import (
    PASS,
    AfterHalfAcceptance,
    FromHand,
    InfAfterStep,
    Move,
    MoveType,
    SrcDst,
    SrcStepDstFinite,
    SrcStepsDst,
    TamNoStep,
    TamStepsDuringFormer,
    TamStepsDuringLatter,
    to_notation,
)
from adjudicator.games.cetkaik.moves import to_json as move_json
from adjudicator.games.cetkaik.pieces import TAM2, Colour, ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import Position, Stepping, coloured_piece
from adjudicator.games.cetkaik.rulesets import Plan, Ruleset
from adjudicator.games.cetkaik.squares import CENTRE, FIXED_TAM_HUE, WATER, Square, distance, square_name
from adjudicator.games.cetkaik.stepping_cast import probability_bound_at_least
from adjudicator.games.cetkaik.systems import system_of
from adjudicator.games.jsonform import JSON_INLINE, json_doc, json_form, json_name, json_written_by

# --- movement tables (spec §6.2, §6.3) ------------------------------------------------------------------------

# A movement pattern: step deltas that leap, step deltas with the one square that must be empty on the way,
# ranged directions, the distance a ranged move starts at, and how many pieces a ranged move may jump.
# Deltas are (forward, sideways); every pattern is left-right symmetric.
_Delta = tuple[int, int]
_ORTHOGONAL: Final[tuple[_Delta, ...]] = ((1, 0), (-1, 0), (0, 1), (0, -1))
_DIAGONAL: Final[tuple[_Delta, ...]] = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_KING: Final = _ORTHOGONAL + _DIAGONAL


@dataclass(frozen=True)
class _Pattern:
    leaps: tuple[_Delta, ...] = ()
    blockable: tuple[_Delta, ...] = ()
    rays: tuple[_Delta, ...] = ()
    ray_start: int = 1
    jumps: int = 0


_P = Profession
#: Movement outside tam2 hue (§6.2).
_NORMAL: Final[dict[Profession, _Pattern]] = {
    _P.NUAK1: _Pattern(rays=((1, 0),)),
    _P.KAUK2: _Pattern(leaps=((1, 0),)),
    _P.GUA2: _Pattern(rays=_ORTHOGONAL),
    _P.KAUN1: _Pattern(leaps=((2, 0), (-2, 0), (0, 2), (0, -2))),
    _P.DAU2: _Pattern(leaps=_DIAGONAL),
    _P.MAUN1: _Pattern(leaps=((2, 2), (2, -2), (-2, 2), (-2, -2))),
    _P.KUA2: _Pattern(leaps=((0, 1), (0, -1)), rays=((1, 0), (-1, 0))),
    _P.TUK2: _Pattern(leaps=((1, 0), (-1, 0)), rays=((0, 1), (0, -1))),
    _P.UAI1: _Pattern(leaps=((1, -1), (1, 0), (1, 1), (0, -1), (0, 1), (-1, -1), (-1, 1))),
    _P.IO: _Pattern(leaps=_KING),
}
#: Movement from a tam2-hue square (§6.3): the hue horse starts its diagonals at distance 2 (it leaps the
#: neighbour), the hue shaman may jump one piece.
_IN_HUE: Final[dict[Profession, _Pattern]] = {
    _P.NUAK1: _Pattern(leaps=((0, 1), (0, -1)), blockable=((0, 2), (0, -2)), rays=((1, 0), (-1, 0))),
    _P.KAUK2: _Pattern(leaps=_ORTHOGONAL, blockable=((2, 0),)),
    _P.GUA2: _Pattern(rays=_DIAGONAL),
    _P.KAUN1: _Pattern(leaps=((2, 2), (2, -2), (-2, 2), (-2, -2))),
    _P.DAU2: _Pattern(rays=_DIAGONAL),
    _P.MAUN1: _Pattern(rays=_DIAGONAL, ray_start=2),
    _P.KUA2: _Pattern(rays=_ORTHOGONAL),
    _P.TUK2: _Pattern(rays=_KING, jumps=1),
    _P.UAI1: _Pattern(leaps=_KING),
    _P.IO: _Pattern(leaps=_KING),
}

# Per square: (leap destinations, ((destination, square that must be empty), ...), rays, jumps)
_Entry = tuple[tuple[Square, ...], tuple[tuple[Square, Square], ...], tuple[tuple[Square, ...], ...], int]


def _on_board(row: int, col: int) -> bool:
    return 0 <= row < 9 and 0 <= col < 9


def _entry(pattern: _Pattern, forward: int, sq: Square) -> _Entry:
    r, c = divmod(sq, 9)
    leaps = tuple((r + f * forward) * 9 + c + s for f, s in pattern.leaps if _on_board(r + f * forward, c + s))
    blockable = tuple(
        ((r + f * forward) * 9 + c + s, (r + f * forward // 2) * 9 + c + s // 2)
        for f, s in pattern.blockable
        if _on_board(r + f * forward, c + s)
    )
    rays = []
    for f, s in pattern.rays:
        dr, dc = f * forward, s
        ray = tuple(
            (r + k * dr) * 9 + c + k * dc for k in range(pattern.ray_start, 9) if _on_board(r + k * dr, c + k * dc)
        )
        if ray:
            rays.append(ray)
    return leaps, blockable, tuple(rays), pattern.jumps


#: Movement outside tam2 hue under 硬皇力 (hard tam2 power, spec §20.3).
_HARD_TAM2_NORMAL: Final[dict[Profession, _Pattern]] = {
    _P.NUAK1: _Pattern(rays=((1, 0),)),
    _P.KAUK2: _Pattern(leaps=((1, 0),)),
    _P.GUA2: _Pattern(rays=_ORTHOGONAL),
    _P.KAUN1: _Pattern(rays=_DIAGONAL),
    _P.DAU2: _Pattern(leaps=_DIAGONAL),
    _P.MAUN1: _Pattern(leaps=((2, 2), (2, -2), (-2, 2), (-2, -2))),
    _P.KUA2: _Pattern(leaps=((0, 1), (0, -1)), rays=((1, 0), (-1, 0))),
    _P.TUK2: _Pattern(leaps=_ORTHOGONAL),
    _P.UAI1: _Pattern(leaps=((1, -1), (1, 0), (1, 1), (0, -1), (0, 1), (-1, -1), (-1, 1))),
    _P.IO: _Pattern(leaps=_KING),
}
#: Movement from a tam2-hue square under 硬皇力: always at least as strong as outside hue.
_HARD_TAM2_IN_HUE: Final[dict[Profession, _Pattern]] = {
    _P.NUAK1: _Pattern(leaps=((0, 1), (0, -1)), blockable=((0, 2), (0, -2)), rays=((1, 0), (-1, 0))),
    _P.KAUK2: _Pattern(leaps=_ORTHOGONAL, blockable=((2, 0),)),
    _P.GUA2: _Pattern(leaps=_DIAGONAL, rays=_ORTHOGONAL),
    _P.KAUN1: _Pattern(leaps=_ORTHOGONAL, rays=_DIAGONAL),
    _P.DAU2: _Pattern(rays=_DIAGONAL),
    _P.MAUN1: _Pattern(leaps=((2, 2), (2, -2), (-2, 2), (-2, -2), (2, 0), (-2, 0), (0, 2), (0, -2))),
    _P.KUA2: _Pattern(rays=_ORTHOGONAL),
    _P.TUK2: _Pattern(rays=_KING, jumps=1),
    _P.UAI1: _Pattern(leaps=_KING),
    _P.IO: _Pattern(leaps=_KING),
}

_Table = tuple[tuple[tuple[tuple[_Entry, ...], ...], ...], ...]


def _table(normal: dict[Profession, _Pattern], in_hue: dict[Profession, _Pattern]) -> _Table:
    """Return table[side index][profession index][in hue][square]; side index 0 = IASide (forward = row A)."""
    return tuple(
        tuple(
            tuple(tuple(_entry(patterns[prof], forward, sq) for sq in range(81)) for patterns in (normal, in_hue))
            for prof in Profession
        )
        for forward in (-1, 1)
    )


#: The movement tables of each ``movement`` flag value.
_TABLES: Final[dict[str, _Table]] = {
    "standard": _table(_NORMAL, _IN_HUE),
    "hard_tam2": _table(_HARD_TAM2_NORMAL, _HARD_TAM2_IN_HUE),
}
_SIDE_INDEX: Final = {Side.IA: 0, Side.A: 1}
_PROF_INDEX: Final = {p: i for i, p in enumerate(Profession)}

_NEIGHBOURS: Final[tuple[tuple[Square, ...], ...]] = tuple(
    tuple((r + dr) * 9 + c + dc for dr, dc in _KING if _on_board(r + dr, c + dc))
    for r, c in (divmod(sq, 9) for sq in range(81))
)


def _hue_table(fixed: frozenset[Square], tam: Square, tam_itself: bool) -> tuple[bool, ...]:
    hue = set(fixed) | set(_NEIGHBOURS[tam])
    if tam_itself:
        hue.add(tam)
    return tuple(sq in hue for sq in range(81))


#: The fixed hue squares of each ``fixed_tam_hue`` flag value: the nine orange squares, or the centre only.
_FIXED_HUE: Final[dict[str, frozenset[Square]]] = {"standard": FIXED_TAM_HUE, "centre": frozenset({CENTRE})}
#: _HUE[fixed_tam_hue][tam2 square][tam2's own square is hue][square]: whether the square is tam2 hue (spec §7).
_HUE: Final = {
    name: tuple((_hue_table(fixed, t, False), _hue_table(fixed, t, True)) for t in range(81))
    for name, fixed in _FIXED_HUE.items()
}


def _hue_of(position: Position, ruleset: Ruleset) -> tuple[bool, ...]:
    """Return the tam2-hue status of every square (spec §7; under 硬皇力 tam2's own square is always hue)."""
    tam_itself = ruleset.tam_itself_is_tam_hue or ruleset.movement == "hard_tam2"
    return _HUE[ruleset.fixed_tam_hue][position.tam2_square][tam_itself]


def is_tam_hue(position: Position, sq: Square, ruleset: Ruleset) -> bool:
    """Return whether ``sq`` is tam2 hue in ``position`` (spec §7)."""
    return _hue_of(position, ruleset)[sq]


# --- board classification ---------------------------------------------------------------------------------------

#: Square classes, from the point of view of the side to move. A move may end exactly on the classes below
#: :data:`OWN` (``k < OWN``); every class but :data:`EMPTY` can be stepped over.
EMPTY: Final = 0
CAPTURABLE: Final = 1
OWN: Final = 2
PROTECTED: Final = 3
TAM: Final = 4


def _classify(position: Position, hue: tuple[bool, ...]) -> list[int]:
    """Classify every square for the side to move; an opponent piece next to its own hue general is protected."""
    me = position.to_play
    kinds = [EMPTY] * 81
    generals = []
    for sq, cell in enumerate(position.board):
        if cell is None:
            continue
        if cell is TAM2:
            kinds[sq] = TAM
        elif cell.side is me:
            kinds[sq] = OWN
        else:
            kinds[sq] = CAPTURABLE
            if cell.profession is Profession.UAI1 and hue[sq]:
                generals.append(sq)
    for g in generals:  # spec §10.2
        for n in _NEIGHBOURS[g]:
            if kinds[n] == CAPTURABLE:
                kinds[n] = PROTECTED
    return kinds


def _first_leg(kinds: list[int], entry: _Entry) -> tuple[list[Square], list[Square]]:
    """Return the final squares (empty or capturable) and the via points (occupied) one leg reaches."""
    leaps, blockable, rays, jumps = entry
    finals = []
    vias = []
    for d in leaps:
        k = kinds[d]
        if k < OWN:
            finals.append(d)
        if k:
            vias.append(d)
    for d, block in blockable:
        if kinds[block] == EMPTY:
            k = kinds[d]
            if k < OWN:
                finals.append(d)
            if k:
                vias.append(d)
    for ray in rays:
        left = jumps
        for d in ray:
            k = kinds[d]
            if k == EMPTY:
                finals.append(d)
                continue
            if k == CAPTURABLE:
                finals.append(d)
            vias.append(d)
            if not left:
                break
            left -= 1
    return finals, vias


def _second_leg(kinds: list[int], entry: _Entry) -> tuple[list[Square], list[Square]]:
    """Return the step (finite) and the ranged final squares of the leg after a via point."""
    leaps, blockable, rays, jumps = entry
    finite = [d for d in leaps if kinds[d] < OWN]
    for d, block in blockable:
        if kinds[block] == EMPTY and kinds[d] < OWN:
            finite.append(d)
    ranged = []
    for ray in rays:
        left = jumps
        for d in ray:
            k = kinds[d]
            if k == EMPTY:
                ranged.append(d)
                continue
            if k == CAPTURABLE:
                ranged.append(d)
            if not left:
                break
            left -= 1
    return finite, ranged


def _entry_for(piece: Piece, sq: Square, hue: tuple[bool, ...], ruleset: Ruleset) -> _Entry:
    return _TABLES[ruleset.movement][_SIDE_INDEX[piece.side]][_PROF_INDEX[piece.profession]][hue[sq]][sq]


# --- legal moves ------------------------------------------------------------------------------------------------

_new = tuple.__new__
#: Every plain move, shared: _SRC_DST[src][dest].
_SRC_DST: Final = tuple(tuple(SrcDst(src, dest) for dest in range(81)) for src in range(81))


def legal_moves(position: Position, ruleset: Ruleset) -> list[Move]:
    """Return every legal move of the side to move (spec §5-§13), each once.

    In the excited state (``position.stepping`` set) the moves are :data:`PASS` followed by an
    :class:`AfterHalfAcceptance` for every allowed final square.
    """
    if position.game_over is not None or position.awaiting_declaration is not None:
        return []  # nothing is legal after the end of the game, only a declaration while one is awaited
    if position.stepping is not None:
        return _excited_moves(position, position.stepping, ruleset)
    own = system_of(ruleset).own_legal_moves(position, ruleset)
    if own is not None:
        return own
    board = position.board
    me = position.to_play
    hue = _hue_of(position, ruleset)
    kinds = _classify(position, hue)
    table = _TABLES[ruleset.movement][_SIDE_INDEX[me]]
    moves: list[Move] = []
    extend = moves.extend
    for src in range(81):
        if kinds[src] != OWN:
            continue
        piece: Piece = board[src]  # type: ignore[assignment]
        by_hue = table[_PROF_INDEX[piece.profession]]
        kinds[src] = EMPTY  # the origin is vacated for the leg after a via point (§6.4)
        finals, vias = _first_leg(kinds, by_hue[hue[src]][src])
        plain = _SRC_DST[src]
        extend([plain[d] for d in finals])
        for via in vias:
            finite, ranged = _second_leg(kinds, by_hue[hue[via]][via])
            extend([_new(SrcStepDstFinite, (src, via, d, "SrcStepDstFinite")) for d in finite])
            extend([_new(InfAfterStep, (src, via, d, "InfAfterStep")) for d in ranged])
        kinds[src] = OWN
    _add_drops(position, kinds, moves)
    _add_tam_moves(position, ruleset, kinds, moves)
    return moves


def _drops(position: Position, kinds: list[int]) -> tuple[list[ColouredPiece], list[Square]]:
    """What may be dropped, and where: every distinct piece of the mover's hop1zuo1, on every empty square (§10.3,
    decision 7); nothing when the hop1zuo1 is empty."""
    hop = position.hop1zuo1(position.to_play)
    if not hop:
        return [], []
    return list(dict.fromkeys(hop)), [sq for sq in range(81) if kinds[sq] == EMPTY]


def _add_drops(position: Position, kinds: list[int], moves: list[Move]) -> None:
    """Add every drop (:func:`_drops`)."""
    pieces, empties = _drops(position, kinds)
    for cp in pieces:
        colour, prof = cp.colour, cp.profession
        moves.extend(_new(FromHand, (colour, prof, d, "FromHand")) for d in empties)


def _tam_moves_forbidden(position: Position, ruleset: Ruleset) -> bool:
    """Whether the ruleset forbids moving tam2 now because the opponent's previous move moved it (§13.2)."""
    return position.tam_has_moved_previously and ruleset.moving_tam_immediately_after_tam_has_moved.is_forbidden


#: The squares a tam2 move from each square can reach or pass (within three king steps), the square itself left out.
_TAM_AREA: Final[tuple[tuple[Square, ...], ...]] = tuple(
    tuple(sq for sq in range(81) if sq != t and max(abs(sq // 9 - t // 9), abs(sq % 9 - t % 9)) <= 3)
    for t in range(81)
)
#: The tam2's moves by (its square, whether it may return to it, which squares of its area are occupied): they
#: depend on nothing else, and recur from position to position. Bounded by :data:`MAX_TAM_LAYOUTS`.
_TAM_MOVES: dict[tuple[int, bool, int], tuple[Move, ...]] = {}
MAX_TAM_LAYOUTS: Final = 8192  # about 1 KB a layout (some 130 shared moves): 8 MB at most
#: Each tam2 move met, shared by the layouts that list it (a bounded set: the board has some 90,000).
_TAM_MOVE_OBJECTS: dict[Move, Move] = {}
#: The codes (:func:`move_code`) of the tam2's moves by layout, as :data:`_TAM_MOVES` holds the moves.
_TAM_CODES: dict[tuple[int, bool, int], tuple[int, ...]] = {}


_Layout = tuple[int, bool, int]


def _tam_layout(position: Position, ruleset: Ruleset, kinds: list[int]) -> tuple[_Layout, tuple[Move, ...]]:
    """The tam2's layout (its square, whether it may return there, which squares of its area are occupied) and its
    moves there (§8; its start square counts as empty during the move)."""
    t = position.tam2_square
    may_return = not ruleset.tam_mun_mok.is_forbidden
    occupied = 0
    for sq in _TAM_AREA[t]:
        occupied = occupied << 1 | (kinds[sq] != EMPTY)
    key = (t, may_return, occupied)
    known = _TAM_MOVES.get(key)
    if known is None:
        if len(_TAM_MOVES) >= MAX_TAM_LAYOUTS:
            _TAM_MOVES.clear()
        found: list[Move] = []
        _tam_moves(t, may_return, kinds, found)
        shared = _TAM_MOVE_OBJECTS.setdefault
        known = _TAM_MOVES[key] = tuple([shared(m, m) for m in found])
    return key, known


def _add_tam_moves(position: Position, ruleset: Ruleset, kinds: list[int], moves: list[Move]) -> None:
    """Add the tam2's moves of the three shapes (§8), unless the ruleset forbids moving it now."""
    if not _tam_moves_forbidden(position, ruleset):
        moves.extend(_tam_layout(position, ruleset, kinds)[1])


def _tam_moves(t: Square, may_return: bool, kinds: list[int], moves: list[Move]) -> None:
    """The tam2's moves from ``t`` over the board ``kinds`` (only which squares are empty matters)."""
    kinds[t] = EMPTY
    add = moves.append
    nb = _NEIGHBOURS
    for first in nb[t]:
        if kinds[first]:
            continue
        for second in nb[first]:
            if kinds[second] == EMPTY:
                if second != t or may_return:
                    add(_new(TamNoStep, (t, first, second, "TamNoStep")))
            else:
                for final in nb[second]:
                    if kinds[final] == EMPTY and (final != t or may_return):
                        add(_new(TamStepsDuringLatter, (t, first, second, final, "TamStepsDuringLatter")))
    for step in nb[t]:
        if not kinds[step]:
            continue
        for first in nb[step]:
            if kinds[first]:
                continue
            for second in nb[first]:
                if kinds[second] == EMPTY and (second != t or may_return):
                    add(_new(TamStepsDuringFormer, (t, step, first, second, "TamStepsDuringFormer")))
    kinds[t] = TAM


def _direction(a: Square, b: Square) -> tuple[int, int] | None:
    """Return the unit step from ``a`` towards ``b`` if they share a line (row, column or diagonal)."""
    dr, dc = b // 9 - a // 9, b % 9 - a % 9
    if dr and dc and abs(dr) != abs(dc):
        return None
    return (dr > 0) - (dr < 0), (dc > 0) - (dc < 0)


def _excited_moves(position: Position, s: Stepping, ruleset: Ruleset) -> list[Move]:
    """Return pass plus the final squares allowed by the cast and the announcement policy (§9.3)."""
    moves: list[Move] = [PASS]
    moves.extend(AfterHalfAcceptance(d) for d in _allowed_final_squares(position, s, ruleset))
    return moves


def _ranged_continuations(position: Position, s: Stepping, ruleset: Ruleset) -> list[Square]:
    """Return the ranged final squares from the via point, with the origin vacated (§9.1)."""
    piece = position.board[s.src]
    assert isinstance(piece, Piece)  # guaranteed by Position validation
    hue = _hue_of(position, ruleset)
    kinds = _classify(position, hue)
    kinds[s.src] = EMPTY
    return _second_leg(kinds, _entry_for(piece, s.step, hue, ruleset))[1]


def _allowed_final_squares(position: Position, s: Stepping, ruleset: Ruleset) -> list[Square]:
    policy = ruleset.what_to_say_before_casting_sticks
    planned_direction = _direction(s.step, s.planned)
    allowed = []
    for d in _ranged_continuations(position, s, ruleset):
        if distance(s.step, d) > s.ciurl:
            continue
        if policy is Plan.EXACT_DESTINATION and d != s.planned:
            continue
        if policy is Plan.DIRECTION and _direction(s.step, d) != planned_direction:
            continue
        allowed.append(d)
    return allowed


# --- annotations ------------------------------------------------------------------------------------------------

_HALF: Final = Fraction(1, 2)
_ONE: Final = Fraction(1)


@dataclass(frozen=True, slots=True)
class NotatedMove:
    """A move with its 片 notation and its kind: the first entries of an annotated move's JSON form."""

    notation: str = field(metadata=json_doc("片 notation", example="LAI片ZAI"))
    kind: MoveType = field(metadata=json_name("type"))
    move: Move = field(metadata=json_written_by(move_json))

    @classmethod
    def of(cls, move: Move) -> NotatedMove:
        """The move with its notation and kind."""
        return cls(to_notation(move), move.kind, move)

    def to_json(self) -> dict[str, Any]:
        """``{"notation": ..., "type": ..., "move": <the move's object form>}``."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class MoveEffects:
    """What resolving a legal move involves: the casts it needs and their exact probabilities, what it captures
    if it succeeds, the tam2 penalty it incurs.

    * ``water_entry``: whether the final square (``planned`` for ``InfAfterStep``) needs a water-entry cast (§12).
    * ``stick_distance`` / ``stick_probability``: for ``InfAfterStep``, the distance from the via point to
      ``planned`` and P(bound >= distance) under the ruleset's stepping cast (:mod:`.stepping_cast`).
    * ``success_probability``: the exact probability that the move reaches its final square (stepping cast times
      water cast); 1 for moves without any cast.
    * ``tam2_penalty``: the sum of the ruleset's penalties a tam2 move incurs (§13.2, negative or 0).
    * ``steps_on_tam2``: whether the move steps over the tam2 (撃皇, §13.1); for an excited-state decision, whether
      the move being finished stepped over it.
    """

    captured: ColouredPiece | None = field(metadata=json_doc(
        "the piece taken if the move succeeds (for InfAfterStep: if it ends on planned)"))
    water_entry: bool = field(metadata=json_doc("a water-entry cast is needed (>= 3)"))
    stick_distance: int | None = field(metadata=json_doc("InfAfterStep: distance from the via point"))
    stick_probability: Fraction | None = field(metadata=json_doc("InfAfterStep: P(stepping cast >= distance)"))
    success_probability: Fraction = field(metadata=json_doc("P(the move reaches its final square)"))
    tam2_penalty: int = field(metadata=json_doc("tam2 ty sak2 penalty (<= 0)"))
    tam2_penalty_is_a_hand: bool = field(metadata=json_doc(
        "whether one of the penalties of tam2_penalty is configured as a hand"))
    steps_on_tam2: bool = field(metadata=json_doc("撃皇: the move steps over tam2"))

    @classmethod
    def of_code(cls, code: int, ruleset: Ruleset) -> MoveEffects:
        """The effects whose annotations' code (:func:`annotation_code`) is ``code``, under ``ruleset``'s casts."""
        a = annotation_of_code(code)
        stick, success = cast_probabilities(a.water_entry, a.stick_distance, ruleset)
        return cls(a.captured, a.water_entry, a.stick_distance, stick, success, a.tam2_penalty,
                   a.tam2_penalty_is_a_hand, a.steps_on_tam2)

    def to_json(self) -> dict[str, Any]:
        """Each field under its name (probabilities as ``Fraction``: the caller writes them)."""
        return json_form(self)


@dataclass(frozen=True, slots=True)
class Annotation:
    """A legal move and what it does if played from a position (computed by :func:`annotate`): the move with its
    notation (:class:`NotatedMove`), then its effects (:class:`MoveEffects`), both written in one JSON object."""

    notated: NotatedMove = field(metadata=JSON_INLINE)
    effects: MoveEffects = field(metadata=JSON_INLINE)

    @property
    def move(self) -> Move:
        return self.notated.move

    @property
    def notation(self) -> str:
        return self.notated.notation

    @property
    def kind(self) -> MoveType:
        return self.notated.kind

    @property
    def captured(self) -> ColouredPiece | None:
        return self.effects.captured

    @property
    def water_entry(self) -> bool:
        return self.effects.water_entry

    @property
    def stick_distance(self) -> int | None:
        return self.effects.stick_distance

    @property
    def stick_probability(self) -> Fraction | None:
        return self.effects.stick_probability

    @property
    def success_probability(self) -> Fraction:
        return self.effects.success_probability

    @property
    def tam2_penalty(self) -> int:
        return self.effects.tam2_penalty

    @property
    def tam2_penalty_is_a_hand(self) -> bool:
        return self.effects.tam2_penalty_is_a_hand

    @property
    def steps_on_tam2(self) -> bool:
        return self.effects.steps_on_tam2

    def to_json(self) -> dict[str, Any]:
        """The move's notated form and its effects in one object (probabilities as ``Fraction``)."""
        return json_form(self)


def needs_water_entry(position: Position, src: Square, dest: Square) -> bool:
    """Return whether the piece on ``src`` needs a water-entry cast to end on ``dest`` (spec §12).

    Only the final square and the origin matter; vessels, the tam2 and drops never cast.
    """
    piece = position.board[src]
    return isinstance(piece, Piece) and piece.profession is not Profession.NUAK1 and dest in WATER and src not in WATER


def _captured(position: Position, dest: Square | None) -> ColouredPiece | None:
    if dest is None:
        return None
    cell = position.board[dest]
    if isinstance(cell, Piece) and cell.side is not position.to_play:
        return coloured_piece(cell.colour, cell.profession)
    return None


def tam2_penalty(position: Position, move: Move, ruleset: Ruleset) -> tuple[int, bool]:
    """Return the summed penalty of a tam2 move (§13.2; both triggers add up) and whether any is a hand."""
    if not isinstance(move, TamNoStep | TamStepsDuringFormer | TamStepsDuringLatter):
        return 0, False
    return _tam_penalty(position, ruleset, move.second_dest == move.src)


def _tam_penalty(position: Position, ruleset: Ruleset, returns: bool) -> tuple[int, bool]:
    """The penalty of a tam2 move that ends where it started (``returns``) or not."""
    total, is_a_hand = 0, False
    triggered = []
    if position.tam_has_moved_previously:
        triggered.append(ruleset.moving_tam_immediately_after_tam_has_moved)
    if returns:
        triggered.append(ruleset.tam_mun_mok)
    for consequence in triggered:
        if consequence.is_penalized:
            total += consequence.penalty
            is_a_hand = is_a_hand or consequence.is_a_hand
    return total, is_a_hand


def annotate(position: Position, move: Move, ruleset: Ruleset) -> Annotation:
    """Describe what ``move`` does from ``position`` (it is assumed legal; see :func:`is_legal`)."""
    captured: ColouredPiece | None = None
    water = False
    stick_distance: int | None = None
    stick_probability: Fraction | None = None
    penalty, penalty_is_a_hand = 0, False
    steps_on_tam2 = False
    system = system_of(ruleset)
    if system.has_own_moves:
        captured = _captured(position, system.own_captured_square(position, move))
    elif move.kind in ("SrcDst", "SrcStepDstFinite"):
        captured = _captured(position, move.dest)
        water = needs_water_entry(position, move.src, move.dest)
        steps_on_tam2 = move.kind == "SrcStepDstFinite" and move.step == position.tam2_square
    elif move.kind == "InfAfterStep":
        captured = _captured(position, move.planned)
        water = needs_water_entry(position, move.src, move.planned)
        stick_distance = distance(move.step, move.planned)
        stick_probability = probability_bound_at_least(ruleset.stepping_cast, stick_distance)
        steps_on_tam2 = move.step == position.tam2_square
    elif move.kind == "AfterHalfAcceptance":
        s = position.stepping
        if s is not None:
            steps_on_tam2 = s.step == position.tam2_square
            if move.dest is not None:
                captured = _captured(position, move.dest)
                water = needs_water_entry(position, s.src, move.dest)
    else:
        penalty, penalty_is_a_hand = tam2_penalty(position, move, ruleset)
    success = (stick_probability if stick_probability is not None else _ONE) * (_HALF if water else _ONE)
    effects = MoveEffects(captured, water, stick_distance, stick_probability, success, penalty, penalty_is_a_hand,
                          steps_on_tam2)
    return Annotation(NotatedMove.of(move), effects)


# --- legal moves with their annotations, as the generator finds them ---------------------------------------------


#: A legal move with what the generator knows of it when it finds it (see :class:`Annotation`), as the plain tuple
#: ``(move, captured, water_entry, stick_distance, steps_on_tam2, tam2_penalty, tam2_penalty_is_a_hand)``: the
#: generator builds one for every legal move, and a named tuple is built through a constructor written in Python.
#: ``captured`` is the piece taken if the move succeeds, ``water_entry`` whether its final (for ``InfAfterStep``:
#: planned) square needs a water-entry cast, ``stick_distance`` the stepping distance of an ``InfAfterStep``,
#: ``steps_on_tam2`` whether it steps over the tam2, ``tam2_penalty`` and ``tam2_penalty_is_a_hand`` the penalty of
#: a tam2 move. The probabilities follow from these and the ruleset (:func:`success_probability`).
Noted = tuple[Move, ColouredPiece | None, bool, int | None, bool, int, bool]


_IS_WATER: Final = tuple(sq in WATER for sq in range(81))
_DISTANCE: Final = tuple(tuple(distance(a, b) for b in range(81)) for a in range(81))


def annotated_moves(position: Position, ruleset: Ruleset) -> list[Noted]:
    """Return :func:`legal_moves` (same moves, same order), each with its annotations found on the way.

    This is what :func:`annotate` says of each move, without deriving it again move by move: :func:`coded_moves`
    read back.
    """
    moves, notes = coded_moves(position, ruleset)
    out: list[Noted] = []
    for code, note in zip(moves, notes, strict=True):
        a = annotation_of_code(note)
        out.append((move_of_code(code), a.captured, a.water_entry, a.stick_distance, a.steps_on_tam2, a.tam2_penalty,
                    a.tam2_penalty_is_a_hand))
    return out


# --- legal moves and their annotations as integer codes -------------------------------------------------------
#
# A move's code is its kind's index (below 16) plus 16 times its fields read as the digits of a base-82 number, the
# first field first: a square as itself (0-80), no square as 81, a colour or a profession by its index, and the
# steps of a SrcStepsDst followed by their count. An annotation's code packs the annotations of a noted move into
# bits. Equal moves (annotations) have equal codes, and a code gives its move (annotations) back: a table of
# answers can be looked up by integers instead of by the moves themselves.

#: The kinds of move in the order of their codes.
MOVE_KINDS: Final = ("SrcDst", "SrcStepDstFinite", "InfAfterStep", "FromHand", "TamNoStep", "TamStepsDuringFormer",
                     "TamStepsDuringLatter", "AfterHalfAcceptance", "SrcStepsDst")
_KIND_CODE: Final = {kind: i for i, kind in enumerate(MOVE_KINDS)}
#: Each kind's fields, first to last: s a square, o a square or none, c a colour, p a profession, t steps.
_KIND_FIELDS: Final = ("ss", "sss", "sss", "cps", "sss", "ssss", "ssss", "o", "sts")
_BASE: Final = 82
_NO_SQUARE: Final = 81
_COLOURS: Final = tuple(Colour)
_COLOUR_INDEX: Final = {c: i for i, c in enumerate(Colour)}
_PROFESSIONS: Final = tuple(Profession)
#: The bits of an annotation code: the captured piece (0 for none, else 1 + 16 x colour + profession) in the low six,
#: then these flags, the stick distance plus one (0 for none) from bit 7, and the tam2 penalty (zigzag: 2p for p >= 0,
#: -2p - 1 below) from bit 13.
_WATER_ENTRY: Final = 1 << 6
_STEPS_ON_TAM2: Final = 1 << 11
_PENALTY_IS_A_HAND: Final = 1 << 12


def move_code(move: Move) -> int:
    """The integer code of ``move`` (see above); :func:`move_of_code` reads it back."""
    payload = 0
    for value in move[:-1]:
        if isinstance(value, tuple):
            for step in value:
                payload = payload * _BASE + step
            payload = payload * _BASE + len(value)
        elif value is None:
            payload = payload * _BASE + _NO_SQUARE
        elif isinstance(value, Colour):
            payload = payload * _BASE + _COLOUR_INDEX[value]
        elif isinstance(value, Profession):
            payload = payload * _BASE + _PROF_INDEX[value]
        else:
            payload = payload * _BASE + value
    return payload << 4 | _KIND_CODE[move.kind]


def move_of_code(code: int) -> Move:
    """The move whose code (:func:`move_code`) is ``code``."""
    kind = code & 15
    payload = code >> 4
    values: list[object] = []
    for part in reversed(_KIND_FIELDS[kind]):
        payload, digit = divmod(payload, _BASE)
        if part == "t":
            steps: list[int] = []
            for _ in range(digit):
                payload, step = divmod(payload, _BASE)
                steps.append(step)
            values.append(tuple(reversed(steps)))
        elif part == "c":
            values.append(_COLOURS[digit])
        elif part == "p":
            values.append(_PROFESSIONS[digit])
        elif part == "o" and digit == _NO_SQUARE:
            values.append(None)
        else:
            values.append(digit)
    values.reverse()
    values.append(MOVE_KINDS[kind])
    return _new(_KIND_CLASSES[kind], tuple(values))  # type: ignore[return-value]


_KIND_CLASSES: Final = (SrcDst, SrcStepDstFinite, InfAfterStep, FromHand, TamNoStep, TamStepsDuringFormer,
                        TamStepsDuringLatter, AfterHalfAcceptance, SrcStepsDst)


def _piece_code(piece: ColouredPiece | None) -> int:
    return 0 if piece is None else 1 + 16 * _COLOUR_INDEX[piece.colour] + _PROF_INDEX[piece.profession]


def annotation_code(captured: ColouredPiece | None, water_entry: bool, stick_distance: int | None,
                    steps_on_tam2: bool, tam2_penalty: int, tam2_penalty_is_a_hand: bool) -> int:
    """The integer code of a noted move's annotations (the entries of :data:`Noted` after the move);
    :func:`annotation_of_code` reads it back."""
    code = _piece_code(captured) | (0 if stick_distance is None else stick_distance + 1) << 7
    if water_entry:
        code |= _WATER_ENTRY
    if steps_on_tam2:
        code |= _STEPS_ON_TAM2
    if tam2_penalty_is_a_hand:
        code |= _PENALTY_IS_A_HAND
    return code | (2 * tam2_penalty if tam2_penalty >= 0 else -2 * tam2_penalty - 1) << 13


class Annotations(NamedTuple):
    """The annotations of a noted move (the entries of :data:`Noted` after the move; see :class:`Annotation`)."""

    captured: ColouredPiece | None
    water_entry: bool
    stick_distance: int | None
    steps_on_tam2: bool
    tam2_penalty: int
    tam2_penalty_is_a_hand: bool


def annotation_of_code(code: int) -> Annotations:
    """The annotations whose code (:func:`annotation_code`) is ``code``."""
    piece = code & 63
    distance_plus_one = code >> 7 & 15
    zigzag = code >> 13
    return Annotations(
        None if piece == 0 else coloured_piece(_COLOURS[(piece - 1) >> 4], _PROFESSIONS[(piece - 1) & 15]),
        bool(code & _WATER_ENTRY),
        None if distance_plus_one == 0 else distance_plus_one - 1,
        bool(code & _STEPS_ON_TAM2),
        zigzag >> 1 if zigzag & 1 == 0 else -(zigzag >> 1) - 1,
        bool(code & _PENALTY_IS_A_HAND),
    )


#: The code of every plain move: _SRC_DST_CODES[src][dest].
_SRC_DST_CODES: Final = tuple(tuple(move_code(SrcDst(src, dest)) for dest in range(81)) for src in range(81))


def coded_moves(position: Position, ruleset: Ruleset) -> tuple[list[int], list[int]]:
    """Return the legal moves (:func:`legal_moves`, same order) and their annotations as codes: the code of each
    move (:func:`move_code`) and the code of its annotations (:func:`annotation_code`), found on the way."""
    moves: list[int] = []
    notes: list[int] = []
    if position.game_over is not None or position.awaiting_declaration is not None:
        return moves, notes  # as legal_moves
    if position.stepping is not None or system_of(ruleset).has_own_moves:
        for m in legal_moves(position, ruleset):
            a = annotate(position, m, ruleset)
            moves.append(move_code(m))
            notes.append(annotation_code(a.captured, a.water_entry, a.stick_distance, a.steps_on_tam2,
                                         a.tam2_penalty, a.tam2_penalty_is_a_hand))
        return moves, notes
    board = position.board
    me = position.to_play
    hue = _hue_of(position, ruleset)
    kinds = _classify(position, hue)
    tam = position.tam2_square
    captures = [0] * 81
    for sq, k in enumerate(kinds):
        if k == CAPTURABLE:
            cell: Piece = board[sq]  # type: ignore[assignment]
            captures[sq] = 1 + 16 * _COLOUR_INDEX[cell.colour] + _PROF_INDEX[cell.profession]
    table = _TABLES[ruleset.movement][_SIDE_INDEX[me]]
    water = _IS_WATER
    add_move = moves.append
    add_note = notes.append
    for src in range(81):
        if kinds[src] != OWN:
            continue
        piece: Piece = board[src]  # type: ignore[assignment]
        entry = _WATER_ENTRY if piece.profession is not Profession.NUAK1 and not water[src] else 0
        by_hue = table[_PROF_INDEX[piece.profession]]
        kinds[src] = EMPTY
        finals, vias = _first_leg(kinds, by_hue[hue[src]][src])
        plain = _SRC_DST_CODES[src]
        for d in finals:
            add_move(plain[d])
            add_note(captures[d] | entry if water[d] else captures[d])
        for via in vias:
            finite, ranged = _second_leg(kinds, by_hue[hue[via]][via])
            on_tam = _STEPS_ON_TAM2 if via == tam else 0
            base = (src * _BASE + via) * _BASE
            for d in finite:
                add_move((base + d) << 4 | 1)
                add_note((captures[d] | entry if water[d] else captures[d]) | on_tam)
            far = _DISTANCE[via]
            for d in ranged:
                add_move((base + d) << 4 | 2)
                add_note((captures[d] | entry if water[d] else captures[d]) | on_tam | (far[d] + 1) << 7)
        kinds[src] = OWN
    pieces, empties = _drops(position, kinds)
    for cp in pieces:
        base = (_COLOUR_INDEX[cp.colour] * _BASE + _PROF_INDEX[cp.profession]) * _BASE
        for d in empties:
            add_move((base + d) << 4 | 3)
            add_note(0)
    if not _tam_moves_forbidden(position, ruleset):
        for code in _tam_move_codes(position, ruleset, kinds):
            add_move(code)
        penalty, is_a_hand = _tam_penalty(position, ruleset, False)
        staying = annotation_code(None, False, None, False, penalty, is_a_hand)
        penalty, is_a_hand = _tam_penalty(position, ruleset, True)
        returning = annotation_code(None, False, None, False, penalty, is_a_hand)
        for code in moves[len(notes):]:
            add_note(returning if (code >> 4) % _BASE == tam else staying)
    return moves, notes


def _tam_move_codes(position: Position, ruleset: Ruleset, kinds: list[int]) -> tuple[int, ...]:
    """The codes of the tam2's moves (:func:`_tam_layout`), kept by layout as the moves are."""
    key, known = _tam_layout(position, ruleset, kinds)
    codes = _TAM_CODES.get(key)
    if codes is None:
        if len(_TAM_CODES) >= MAX_TAM_LAYOUTS:
            _TAM_CODES.clear()
        codes = _TAM_CODES[key] = tuple([move_code(m) for m in known])
    return codes


# --- the notations of coded moves, and numbering repeated codes ---------------------------------------------------
#
# The notation of a move follows from its code by arithmetic. A code's payload is read as base-82 digits (its
# squares), and the notations are joined from tables indexed by two digits at once (``a * 82 + b``): a plain move's
# whole (source, destination); a step-then-move's from the pair (source, stepped square) and the final square (or 心
# and the planned square); a tam2 move's from its start (its square, 皇 and the bracketed first square, or its
# square, 皇 and the stepped square) and its end; a drop's whole from its piece and square. The rarer kinds (old
# cetkaik's several steps, the excited state's answers) are written by :func:`to_notation` and kept.

_DIGITS: Final = _BASE * _BASE
_SQUARE_NAMES: Final = (*(square_name(sq) for sq in range(81)), "")


def _by_two_digits(write: Callable[[str, str], str]) -> tuple[str, ...]:
    """``write(name_a, name_b)`` for every two digits ``a * 82 + b`` (empty where a digit is no square)."""
    return tuple(write(_SQUARE_NAMES[a], _SQUARE_NAMES[b]) if a < 81 and b < 81 else ""
                 for a in range(_BASE) for b in range(_BASE))


#: (src, dest): a plain move's notation, also the start of the notation of a move from src stepping over dest.
_PAIR_NOTATIONS: Final = _by_two_digits(lambda a, b: f"{a}片{b}")
#: What follows a step-then-ranged move's stepped square: 心 and its planned square.
_PLANNED_NOTATIONS: Final = tuple(f"心{name}" if name else "" for name in _SQUARE_NAMES)
#: (src, first_dest): the start of a tam2 move's notation that steps in its second part or not at all.
_TAM_HEADS: Final = _by_two_digits(lambda a, b: f"{a}皇[{b}]")
#: Two square names one after the other (the end of a tam2 move stepping in its second part).
_NAME_PAIRS: Final = _by_two_digits(lambda a, b: a + b)
#: (src, step) and (first_dest, second_dest): the start and the end of a tam2 move stepping in its first part.
_TAM_STEP_HEADS: Final = _by_two_digits(lambda a, b: f"{a}皇{b}[")
_TAM_STEP_ENDS: Final = _by_two_digits(lambda a, b: f"{a}]{b}")
#: A drop's notation by its code's payload (colour, profession and square as base-82 digits; empty for no drop).
_DROP_NOTATIONS: Final = tuple(
    f"{_COLOURS[c].cjk}{_PROFESSIONS[p].cjk}{_SQUARE_NAMES[sq]}" if p < len(_PROFESSIONS) and sq < 81 else ""
    for c in range(len(_COLOURS)) for p in range(_BASE) for sq in range(_BASE)
)
#: The notations of the rarer kinds met, by code (bounded as the tam2's layouts are).
_OTHER_NOTATIONS: dict[int, str] = {}


def notations_of_codes(codes: list[int]) -> list[str]:
    """The notation of each move code (:func:`move_code`): ``to_notation(move_of_code(code))`` for each, in order."""
    return joined_notations(codes, b"\n").decode().split("\n") if codes else []


def _ending(table: tuple[str, ...], separator: bytes) -> tuple[bytes, ...]:
    return tuple(n.encode() + separator for n in table)


def _starting(table: tuple[str, ...]) -> tuple[bytes, ...]:
    return tuple(n.encode() for n in table)


class _Pieces:
    """The tables of :func:`joined_notations` for one separator, in UTF-8, the separator written after each piece
    that ends a notation."""

    def __init__(self, separator: bytes) -> None:
        self.pairs = _ending(_PAIR_NOTATIONS, separator)
        self.pair_heads = _starting(_PAIR_NOTATIONS)
        self.names = _ending(_SQUARE_NAMES, separator)
        self.planned = _ending(_PLANNED_NOTATIONS, separator)
        self.tam_heads = _starting(_TAM_HEADS)
        self.name_pairs = _ending(_NAME_PAIRS, separator)
        self.tam_step_heads = _starting(_TAM_STEP_HEADS)
        self.tam_step_ends = _ending(_TAM_STEP_ENDS, separator)
        self.drops = _ending(_DROP_NOTATIONS, separator)


#: The tables of each separator met (a caller uses one or two).
_PIECES: dict[bytes, _Pieces] = {}


def joined_notations(codes: list[int], separator: bytes) -> bytes:
    """The notations of move codes in UTF-8, joined by ``separator``
    (``separator.join(n.encode() for n in notations_of_codes(codes))``), written at once: each notation is put
    together from one or two pieces of the tables, not built as a string of its own."""
    pieces = _PIECES.get(separator)
    if pieces is None:
        if len(_PIECES) >= 4:
            _PIECES.clear()
        pieces = _PIECES[separator] = _Pieces(separator)
    parts: list[bytes] = []
    for code in codes:
        kind = code & 15
        payload = code >> 4
        if kind == 0:  # SrcDst: src, dest
            parts.append(pieces.pairs[payload])
        elif kind == 1:  # SrcStepDstFinite: src, step, dest
            parts.append(pieces.pair_heads[payload // _BASE])
            parts.append(pieces.names[payload % _BASE])
        elif kind == 2:  # InfAfterStep: src, step, planned
            parts.append(pieces.pair_heads[payload // _BASE])
            parts.append(pieces.planned[payload % _BASE])
        elif kind == 4:  # TamNoStep: src, first_dest, second_dest
            parts.append(pieces.tam_heads[payload // _BASE])
            parts.append(pieces.names[payload % _BASE])
        elif kind == 6:  # TamStepsDuringLatter: src, first_dest, step, second_dest
            parts.append(pieces.tam_heads[payload // _DIGITS])
            parts.append(pieces.name_pairs[payload % _DIGITS])
        elif kind == 5:  # TamStepsDuringFormer: src, step, first_dest, second_dest
            parts.append(pieces.tam_step_heads[payload // _DIGITS])
            parts.append(pieces.tam_step_ends[payload % _DIGITS])
        elif kind == 3:  # FromHand: colour, profession, dest
            parts.append(pieces.drops[payload])
        else:
            known = _OTHER_NOTATIONS.get(code)
            if known is None:
                if len(_OTHER_NOTATIONS) >= MAX_TAM_LAYOUTS * 16:
                    _OTHER_NOTATIONS.clear()
                known = _OTHER_NOTATIONS[code] = to_notation(move_of_code(code))
            parts.append(known.encode() + separator)
    joined = b"".join(parts)
    return joined[: len(joined) - len(separator)] if parts else b""


#: Values below this are numbered by :func:`numbered` through a list rather than a dict (an annotation code is below it
#: unless its move steps over the tam2 or is the tam2's own).
_SMALL_VALUES: Final = 1 << 11


def numbered(values: list[int]) -> tuple[list[int], list[int]]:
    """Each distinct value once, in the order first met, and for each value its index in that list."""
    small = [-1] * _SMALL_VALUES
    index: dict[int, int] = {}
    distinct: list[int] = []
    indices: list[int] = []
    for value in values:
        if 0 <= value < _SMALL_VALUES:
            i = small[value]
            if i < 0:
                i = small[value] = len(distinct)
                distinct.append(value)
        else:
            i = index.get(value, -1)
            if i < 0:
                i = index[value] = len(distinct)
                distinct.append(value)
        indices.append(i)
    return distinct, indices


def success_probability(noted: Noted, ruleset: Ruleset) -> tuple[Fraction | None, Fraction]:
    """Return the stick probability (``InfAfterStep`` only) and the success probability of a noted move."""
    return cast_probabilities(noted[2], noted[3], ruleset)


def cast_probabilities(water_entry: bool, stick_distance: int | None, ruleset: Ruleset
                       ) -> tuple[Fraction | None, Fraction]:
    """Return the stick probability (of a stepping distance, else none) and the success probability of a move that
    needs these casts."""
    stick = None if stick_distance is None else probability_bound_at_least(ruleset.stepping_cast, stick_distance)
    return stick, (stick if stick is not None else _ONE) * (_HALF if water_entry else _ONE)


# --- legality check with reasons ------------------------------------------------------------------------------


def is_legal(position: Position, move: Move, ruleset: Ruleset) -> tuple[bool, str]:
    """Return ``(True, "")`` if ``move`` is legal in ``position``, else ``(False, reason)``."""
    if move in set(legal_moves(position, ruleset)):
        return True, ""
    return False, system_of(ruleset).unlisted_move_reason(move) or _why_illegal(position, move, ruleset)


def _describe(cell: Piece | object) -> str:
    if isinstance(cell, Piece):
        return f"a {cell.colour.value} {cell.profession.value} ({cell.coloured.cjk}) of {cell.side.value}"
    return "the tam2" if cell is TAM2 else "nothing"


def _why_illegal(position: Position, move: Move, ruleset: Ruleset) -> str:
    me = position.to_play.value
    s = position.stepping
    if s is not None:
        if not isinstance(move, AfterHalfAcceptance):
            return (
                f"{me} is in the middle of a stepping move ({square_name(s.src)} over {square_name(s.step)}); "
                "it must name the final square or pass"
            )
        assert move.dest is not None  # pass is always legal in the excited state
        return _why_final_square_illegal(position, s, move.dest, ruleset)
    if isinstance(move, AfterHalfAcceptance):
        return "there is no stepping move waiting for its final square"
    if isinstance(move, SrcStepsDst):
        return "stepping over several pieces in one move (SrcStepsDst) exists only in old cetkaik (古机戦)"
    if isinstance(move, FromHand):
        cp = coloured_piece(move.colour, move.profession)
        if cp not in position.hop1zuo1(position.to_play):
            return f"{me}'s hop1zuo1 holds no {cp.colour.value} {cp.profession.value} ({cp.cjk})"
        occupant = _describe(position.board[move.dest])
        return f"{square_name(move.dest)} is occupied by {occupant}; a drop needs an empty square"
    if isinstance(move, TamNoStep | TamStepsDuringFormer | TamStepsDuringLatter):
        return _why_tam_move_illegal(position, move, ruleset)
    return _why_piece_move_illegal(position, move, ruleset)


def _why_tam_move_illegal(
    position: Position, move: TamNoStep | TamStepsDuringFormer | TamStepsDuringLatter, ruleset: Ruleset
) -> str:
    if move.src != position.tam2_square:
        return f"the tam2 stands on {square_name(position.tam2_square)}, not on {square_name(move.src)}"
    if _tam_moves_forbidden(position, ruleset):
        return "the opponent's previous move moved the tam2, and this ruleset forbids moving it right after"
    if move.second_dest == move.src and ruleset.tam_mun_mok.is_forbidden:
        return "this ruleset forbids the tam2 to end its move where it started (tam2 mun1 mok1)"
    if isinstance(move, TamNoStep):
        path = [(move.first_dest, False), (move.second_dest, False)]
    elif isinstance(move, TamStepsDuringFormer):
        path = [(move.step, True), (move.first_dest, False), (move.second_dest, False)]
    else:
        path = [(move.first_dest, False), (move.step, True), (move.second_dest, False)]
    at = move.src
    for sq, stepped_over in path:
        if sq not in _NEIGHBOURS[at]:
            return f"the tam2 moves one square at a time, and {square_name(sq)} is not next to {square_name(at)}"
        occupied = sq != move.src and position.board[sq] is not None
        if stepped_over and not occupied:
            return f"there is no piece on {square_name(sq)} for the tam2 to step over"
        if not stepped_over and occupied:
            return f"the tam2 cannot land on {square_name(sq)}, which holds {_describe(position.board[sq])}"
        at = sq
    raise AssertionError(f"{to_notation(move)} follows the tam2's rules")  # pragma: no cover


def _why_piece_move_illegal(
    position: Position, move: SrcDst | SrcStepDstFinite | InfAfterStep, ruleset: Ruleset
) -> str:
    src = move.src
    mover = position.board[src]
    if not isinstance(mover, Piece):
        if mover is TAM2:
            return f"{square_name(src)} holds the tam2; tam2 moves are written with 皇 (e.g. ZO皇[TO]NO)"
        return f"there is no piece on {square_name(src)}"
    if mover.side is not position.to_play:
        return (
            f"the piece on {square_name(src)} belongs to {mover.side.value}, but {position.to_play.value} is to move"
        )
    hue = _hue_of(position, ruleset)
    kinds = _classify(position, hue)
    kinds[src] = EMPTY
    prof = mover.profession.value
    vias = _first_leg(kinds, _entry_for(mover, src, hue, ruleset))[1]
    if isinstance(move, SrcDst):
        where = "in" if hue[src] else "outside"
        return _why_final_illegal(
            position,
            ruleset,
            move.dest,
            f"a {prof} on {square_name(src)} ({where} tam2 hue) cannot reach {square_name(move.dest)}",
        )
    step = move.step
    if step not in vias:
        if position.board[step] is None:
            return f"there is no piece on {square_name(step)} to step over"
        return f"a {prof} on {square_name(src)} cannot reach {square_name(step)} to step over it"
    ranged = _second_leg(kinds, _entry_for(mover, step, hue, ruleset))[1]
    via = f"from {square_name(step)} ({'in' if hue[step] else 'outside'} tam2 hue)"
    if isinstance(move, SrcStepDstFinite):
        if move.dest in ranged:
            return (
                f"{square_name(move.dest)} is a ranged destination {via}; it is played as "
                f"{to_notation(InfAfterStep(src, step, move.dest))} with a stick cast"
            )
        cannot = f"a {prof} cannot step {via} to {square_name(move.dest)}"
        return _why_final_illegal(position, ruleset, move.dest, cannot)
    return _why_final_illegal(
        position, ruleset, move.planned, f"{square_name(move.planned)} is not a ranged destination of a {prof} {via}"
    )


def _why_final_illegal(position: Position, ruleset: Ruleset, dest: Square, otherwise: str) -> str:
    """Explain why a move cannot end on ``dest``: an own piece, the tam2, a protected piece, or ``otherwise``."""
    cell = position.board[dest]
    if cell is TAM2:
        return f"{square_name(dest)} holds the tam2, which can never be captured"
    if isinstance(cell, Piece) and cell.side is position.to_play:
        return f"{square_name(dest)} holds {_describe(cell)}, the mover's own piece"
    if isinstance(cell, Piece) and _classify(position, _hue_of(position, ruleset))[dest] == PROTECTED:
        return f"{_describe(cell)} on {square_name(dest)} is protected by its general standing in tam2 hue next to it"
    return otherwise


def _why_final_square_illegal(position: Position, s: Stepping, dest: Square, ruleset: Ruleset) -> str:
    if dest not in _ranged_continuations(position, s, ruleset):
        return _why_final_illegal(
            position, ruleset, dest, f"{square_name(dest)} is not a ranged destination from {square_name(s.step)}"
        )
    if distance(s.step, dest) > s.ciurl:
        far = distance(s.step, dest)
        return f"{square_name(dest)} is {far} squares from {square_name(s.step)} but the sticks showed {s.ciurl}"
    if ruleset.what_to_say_before_casting_sticks is Plan.EXACT_DESTINATION:
        return f"this ruleset requires the announced destination {square_name(s.planned)} exactly"
    return f"{square_name(dest)} is not in the announced direction (towards {square_name(s.planned)})"
