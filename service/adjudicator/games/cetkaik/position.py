"""Cetkaik positions: the board, both hop1zuo1, the turn, season, scores, rate and the stepping (excited) state.

JSON form (canonical names on output; on input the CJK aliases 赤/黒, 船 … 王, 皇 and sides IA/A are accepted,
and every field except ``board`` may be omitted)::

    {"board": {"ZO": {"prof": "Tam2"}, "LAI": {"color": "Huok2", "prof": "Gua2", "side": "IASide"}},
     "hop1zuo1": {"IASide": [{"color": "Huok2", "prof": "Kauk2"}], "ASide": ["黒兵"]},
     "whose_turn": "IASide", "season": 0, "scores": {"IASide": 20, "ASide": 20}, "rate": 1,
     "tam_has_moved_previously": false,
     "stepping": null}    # or {"src": "TE", "step": "NI", "planned": "LU", "ciurl": 4}

``season`` is 0 (spring) to 3 (winter); on input the names Iei2 Xo1 Kat2 Iat1 and 春 夏 秋 冬 are accepted too.
``stepping`` is the excited state: the side to move has stepped from ``src`` over ``step`` announcing a ranged
move towards ``planned`` and cast the sticks (``ciurl`` marked faces); it must now name the final square or pass.

Text form (one line, eight or nine space-separated fields)::

    <board> <turn> <IA hop1zuo1> <A hop1zuo1> <season> <IA score>:<A score> x<rate> <tam2 moved> [<stepping>]

* ``board``: the nine rows A, E, I, U, O, Y, AI, AU, IA separated by ``/``, each read from column K to P. A digit
  1-9 is that many empty squares, ``*`` is the tam2, and a piece is two characters: its profession letter and
  its side mark. Profession letters (the leaflet's English names): V vessel 船, P pawn 兵, A archer 弓,
  C chariot 車, T tiger 虎, H horse 馬, O officer 筆, S shaman 巫, G general 将, K king 王; UPPER case for a red
  (Kok1, 赤) piece, lower case for a black (Huok2, 黒) one. Side mark ``+`` for the IA side, ``-`` for the A side.
* ``turn``: ``IA`` or ``A``.
* hop1zuo1: the captured pieces in capture order as profession letters (case = colour), or ``-`` when empty.
* ``season``: 0 (spring) to 3 (winter); scores ``IA:A``; rate ``x1`` … ``x64``; tam2 moved: ``t`` or ``f``.
* stepping (only in the excited state): ``SRC,STEP,PLANNED,CIURL``, e.g. ``TE,NI,LU,4``.

The initial position is (one line)::

    o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/
    p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final

from adjudicator.games.cetkaik.pieces import (
    COPIES_PER_COLOUR,
    TAM2,
    Colour,
    ColouredPiece,
    Piece,
    Profession,
    Side,
    Tam2,
    is_tam2_name,
    parse_colour,
    parse_profession,
    parse_side,
)
from adjudicator.games.cetkaik.squares import SQUARE_NAMES, Square, parse_square, square_name
from adjudicator.games.errors import RulesError

#: What a square holds: a coloured piece, the tam2 or nothing.
Cell = Piece | Tam2 | None

#: The points both players hold together under the standard rule; each starts with half.
TOTAL_SCORE: Final = 40
#: Every total the two scores may add up to: 40, or 20 under a 20-point ruleset (教育机戦, ``victory_points``).
SCORE_TOTALS: Final = (TOTAL_SCORE, 20)
#: A score: a whole number, or a multiple of 1/10 under the old per-piece scoring (ruleset flag ``scoring``).
Score = int | Fraction
#: The highest rate (×64, §15.5).
MAX_RATE: Final = 64
#: The largest stepping bound a position may record: a single cast gives 0-5, a chained cast (連撃術, ruleset
#: flag ``stepping_cast``) may give more; the transition enforces the ruleset's own range.
MAX_CIURL: Final = 40


class PositionError(RulesError):
    """An impossible or malformed position; ``field`` is the path of the offending part (e.g. ``board.ZO``)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, field)


_PIECES: Final[dict[tuple[Colour, Profession, Side], Piece]] = {
    (c, p, s): Piece(c, p, s) for c in Colour for p in Profession for s in Side
}
_COLOURED: Final[dict[tuple[Colour, Profession], ColouredPiece]] = {
    (c, p): ColouredPiece(c, p) for c in Colour for p in Profession
}


def piece(colour: Colour, profession: Profession, side: Side) -> Piece:
    """Return the shared (interned) :class:`Piece` object for these attributes; identity comparisons then work."""
    return _PIECES[colour, profession, side]


def coloured_piece(colour: Colour, profession: Profession) -> ColouredPiece:
    """Return the shared (interned) :class:`ColouredPiece` object for these attributes."""
    return _COLOURED[colour, profession]


@dataclass(frozen=True, slots=True)
class Stepping:
    """The excited state after the stepping cast: ``src`` stepped over ``step`` planning ``planned``; cast ``ciurl``."""

    src: Square
    step: Square
    planned: Square
    ciurl: int

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form with square names."""
        return {
            "src": square_name(self.src),
            "step": square_name(self.step),
            "planned": square_name(self.planned),
            "ciurl": self.ciurl,
        }


@dataclass(frozen=True)
class Position:
    """A Cetkaik position. Construct it directly, with :meth:`initial`, :meth:`from_json` or :meth:`from_text`.

    ``board`` has 81 cells indexed by square (``row * 9 + column``). Construction validates the position and
    raises :class:`PositionError` when it cannot occur in a game.
    """

    board: tuple[Cell, ...]
    ia_hop1zuo1: tuple[ColouredPiece, ...] = ()
    a_hop1zuo1: tuple[ColouredPiece, ...] = ()
    whose_turn: Side = Side.IA
    season: int = 0
    ia_score: Score = 20
    a_score: Score = 20
    rate: int = 1
    tam_has_moved_previously: bool = False
    stepping: Stepping | None = None
    #: The square of the tam2 (derived from ``board``).
    tam2_square: Square = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Validate the position and record the tam2's square."""
        object.__setattr__(self, "tam2_square", _validate(self))

    # --- accessors -------------------------------------------------------------------------------------------

    def hop1zuo1(self, side: Side) -> tuple[ColouredPiece, ...]:
        """Return the captured pieces of ``side`` in capture order."""
        return self.ia_hop1zuo1 if side is Side.IA else self.a_hop1zuo1

    def score(self, side: Side) -> Score:
        """Return the score of ``side``."""
        return self.ia_score if side is Side.IA else self.a_score

    def at(self, sq: Square) -> Cell:
        """Return what stands on square ``sq``."""
        return self.board[sq]

    @property
    def is_excited(self) -> bool:
        """Whether the side to move is in the middle of a step-then-ranged move (after its cast)."""
        return self.stepping is not None

    def replace(self, **changes: Any) -> Position:
        """Return a copy with the given fields changed (validated again)."""
        return replace(self, **changes)

    # --- construction ----------------------------------------------------------------------------------------

    @classmethod
    def initial(cls, whose_turn: Side = Side.IA) -> Position:
        """Return the initial position of a season (spec §4) with ``whose_turn`` to move."""
        return replace(_INITIAL, whose_turn=whose_turn)

    # --- JSON ------------------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form with canonical names (empty squares omitted)."""
        board: dict[str, Any] = {}
        for sq, cell in enumerate(self.board):
            if cell is TAM2:
                board[SQUARE_NAMES[sq]] = {"prof": "Tam2"}
            elif isinstance(cell, Piece):
                board[SQUARE_NAMES[sq]] = {
                    "color": cell.colour.value,
                    "prof": cell.profession.value,
                    "side": cell.side.value,
                }
        return {
            "board": board,
            "hop1zuo1": {
                side.value: [{"color": p.colour.value, "prof": p.profession.value} for p in self.hop1zuo1(side)]
                for side in Side
            },
            "whose_turn": self.whose_turn.value,
            "season": self.season,
            "scores": {Side.IA.value: score_to_json(self.ia_score), Side.A.value: score_to_json(self.a_score)},
            "rate": self.rate,
            "tam_has_moved_previously": self.tam_has_moved_previously,
            "stepping": None if self.stepping is None else self.stepping.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any) -> Position:
        """Parse the JSON form (see the module docstring); raise :class:`PositionError` naming the bad field."""
        if not isinstance(data, Mapping):
            raise PositionError("position", "must be an object")
        unknown = set(data) - _JSON_KEYS
        if unknown:
            raise PositionError(sorted(unknown)[0], f"unknown field (expected {', '.join(sorted(_JSON_KEYS))})")
        if "board" not in data:
            raise PositionError("board", "is required")
        board = _board_from_json(data["board"])
        hop = data.get("hop1zuo1", {})
        if not isinstance(hop, Mapping):
            raise PositionError("hop1zuo1", "must be an object with IASide and ASide lists")
        hops: dict[Side, tuple[ColouredPiece, ...]] = {Side.IA: (), Side.A: ()}
        for key, pieces in hop.items():
            side = _parse(parse_side, key, f"hop1zuo1.{key}")
            hops[side] = _hop1zuo1_from_json(pieces, f"hop1zuo1.{side.value}")
        whose_turn = _parse(parse_side, data.get("whose_turn", "IASide"), "whose_turn")
        scores = data.get("scores", {"IASide": 20, "ASide": 20})
        if not isinstance(scores, Mapping):
            raise PositionError("scores", "must be an object with IASide and ASide scores")
        score: dict[Side, Score] = {}
        for key, value in scores.items():
            side = _parse(parse_side, key, f"scores.{key}")
            score[side] = _score(value, f"scores.{side.value}")
        if len(score) == 1:
            ((only_side, only_score),) = score.items()
            score[only_side.opponent] = TOTAL_SCORE - only_score
        stepping = data.get("stepping")
        return cls(
            board=board,
            ia_hop1zuo1=hops[Side.IA],
            a_hop1zuo1=hops[Side.A],
            whose_turn=whose_turn,
            season=_season(data.get("season", 0)),
            ia_score=score.get(Side.IA, 20),
            a_score=score.get(Side.A, 20),
            rate=_int(data.get("rate", 1), "rate"),
            tam_has_moved_previously=_bool(data.get("tam_has_moved_previously", False), "tam_has_moved_previously"),
            stepping=None if stepping is None else _stepping_from_json(stepping),
        )

    # --- text ------------------------------------------------------------------------------------------------

    def to_text(self) -> str:
        """Return the one-line text form (see the module docstring)."""
        rows = []
        for r in range(9):
            out = []
            empty = 0
            for cell in self.board[r * 9 : r * 9 + 9]:
                if cell is None:
                    empty += 1
                    continue
                if empty:
                    out.append(str(empty))
                    empty = 0
                if isinstance(cell, Piece):
                    out.append(_letter(cell.colour, cell.profession) + ("+" if cell.side is Side.IA else "-"))
                else:
                    out.append("*")
            if empty:
                out.append(str(empty))
            rows.append("".join(out))
        fields_ = [
            "/".join(rows),
            "IA" if self.whose_turn is Side.IA else "A",
            "".join(_letter(p.colour, p.profession) for p in self.ia_hop1zuo1) or "-",
            "".join(_letter(p.colour, p.profession) for p in self.a_hop1zuo1) or "-",
            str(self.season),
            f"{score_to_json(self.ia_score)}:{score_to_json(self.a_score)}",
            f"x{self.rate}",
            "t" if self.tam_has_moved_previously else "f",
        ]
        if self.stepping is not None:
            s = self.stepping
            fields_.append(f"{square_name(s.src)},{square_name(s.step)},{square_name(s.planned)},{s.ciurl}")
        return " ".join(fields_)

    @classmethod
    def from_text(cls, text: str) -> Position:
        """Parse the one-line text form; raise :class:`PositionError` naming the bad field and character."""
        if not isinstance(text, str):
            raise PositionError("text", "must be a string")
        parts = text.split()
        if len(parts) not in (8, 9):
            raise PositionError(
                "text",
                f"expected 8 or 9 space-separated fields (board turn hop1zuo1 hop1zuo1 season scores rate "
                f"tam2-moved [stepping]), got {len(parts)}",
            )
        board = _board_from_text(parts[0])
        turn = {"IA": Side.IA, "A": Side.A}.get(parts[1])
        if turn is None:
            raise PositionError("text.turn", f"must be IA or A, got {parts[1]!r}")
        ia_hop = _hop1zuo1_from_text(parts[2], "text.hop1zuo1.IASide")
        a_hop = _hop1zuo1_from_text(parts[3], "text.hop1zuo1.ASide")
        if not _NUMBER.match(parts[4]):
            raise PositionError("text.season", f"must be a digit 0-3, got {parts[4]!r}")
        ia_score, colon, a_score = parts[5].partition(":")
        if not (colon and _DECIMAL.match(ia_score) and _DECIMAL.match(a_score)):
            raise PositionError("text.scores", f"must be IA:A such as 20:20 or 20.6:19.4, got {parts[5]!r}")
        if not (parts[6].startswith("x") and _NUMBER.match(parts[6][1:])):
            raise PositionError("text.rate", f"must be x followed by the rate such as x2, got {parts[6]!r}")
        if parts[7] not in ("t", "f"):
            raise PositionError("text.tam_has_moved_previously", f"must be t or f, got {parts[7]!r}")
        stepping = None
        if len(parts) == 9:
            bits = parts[8].split(",")
            if len(bits) != 4 or not _NUMBER.match(bits[3]):
                raise PositionError("text.stepping", f"must be SRC,STEP,PLANNED,CIURL, got {parts[8]!r}")
            names = ("src", "step", "planned")
            src, step, planned = (_parse(parse_square, bits[i], f"text.stepping.{names[i]}") for i in range(3))
            stepping = Stepping(src, step, planned, int(bits[3]))
        return cls(
            board=board,
            ia_hop1zuo1=ia_hop,
            a_hop1zuo1=a_hop,
            whose_turn=turn,
            season=int(parts[4]),
            ia_score=_score(ia_score, "text.scores"),
            a_score=_score(a_score, "text.scores"),
            rate=int(parts[6][1:]),
            tam_has_moved_previously=parts[7] == "t",
            stepping=stepping,
        )


_JSON_KEYS: Final = frozenset(
    {"board", "hop1zuo1", "whose_turn", "season", "scores", "rate", "tam_has_moved_previously", "stepping"}
)


def _parse(parser: Any, value: Any, field: str) -> Any:
    try:
        return parser(value)
    except ValueError as e:
        raise PositionError(field, str(e)) from None


_DECIMAL: Final = re.compile(r"[0-9]{1,6}(\.[0-9])?\Z")
#: A whole number in the text form: ASCII digits only (str.isdigit() also accepts "²", which int() refuses), and
#: short enough for int() (which refuses more than 4300 digits); the values are range-checked afterwards.
_NUMBER: Final = re.compile(r"[0-9]{1,6}\Z")


def _score(value: Any, field: str) -> Score:
    """Parse a score: a whole number, or (per-piece scoring) a multiple of 0.1 as a number or decimal string."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) and value == value and abs(value) != float("inf"):
        value = repr(value)
    if isinstance(value, str) and _DECIMAL.match(value[1:] if value.startswith("-") else value):
        exact = Fraction(value)
        return int(exact) if exact.denominator == 1 else exact
    raise PositionError(field, f"must be a whole number or a multiple of 0.1 (e.g. 20 or 20.6), got {value!r}")


def score_to_json(score: Score) -> int | str:
    """Return a score as JSON: an int if whole, else its exact decimal string (e.g. ``"20.6"``)."""
    if isinstance(score, int) or score.denominator == 1:
        return int(score)
    sign = "-" if score < 0 else ""
    tenths = abs(int(score * 10))
    return f"{sign}{tenths // 10}.{tenths % 10}"


def _int(value: Any, field: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(field, f"must be a whole number, got {value!r}")
    return value


#: Season names accepted on input (besides the index 0..3): Pekzep and CJK.
SEASON_NAMES: Final = (("Iei2", "春"), ("Xo1", "夏"), ("Kat2", "秋"), ("Iat1", "冬"))


def _season(value: Any) -> int:
    for index, names in enumerate(SEASON_NAMES):
        if value in names:
            return index
    if isinstance(value, str):
        raise PositionError("season", f"must be 0-3 or a season name (Iei2 Xo1 Kat2 Iat1, 春夏秋冬), got {value!r}")
    return _int(value, "season")


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(field, f"must be true or false, got {value!r}")
    return value


def _board_from_json(data: Any) -> tuple[Cell, ...]:
    if not isinstance(data, Mapping):
        raise PositionError("board", "must be an object mapping square names to pieces")
    cells: list[Cell] = [None] * 81
    for name, spec in data.items():
        path = f"board.{name}"
        sq = _parse(parse_square, name, path)
        cells[sq] = _cell_from_json(spec, path)
    return tuple(cells)


def _cell_from_json(spec: Any, path: str) -> Cell:
    if spec is None:
        return None
    if isinstance(spec, str):
        if is_tam2_name(spec):
            return TAM2
        raise PositionError(path, f"{spec!r} is not a piece object (give color, prof and side) nor the tam2")
    if not isinstance(spec, Mapping):
        raise PositionError(path, "must be an object with color, prof and side (or just prof Tam2)")
    unknown = set(spec) - {"color", "prof", "side"}
    if unknown:
        raise PositionError(f"{path}.{sorted(unknown)[0]}", "unknown key (expected color, prof, side)")
    prof = spec.get("prof")
    if isinstance(prof, str) and is_tam2_name(prof):
        for key in ("color", "side"):
            if spec.get(key) is not None:
                raise PositionError(f"{path}.{key}", "the tam2 has no colour and no side")
        return TAM2
    if prof is None:
        raise PositionError(f"{path}.prof", "is required")
    for key in ("color", "side"):
        if spec.get(key) is None:
            raise PositionError(f"{path}.{key}", "is required for a coloured piece")
    return piece(
        _parse(parse_colour, spec["color"], f"{path}.color"),
        _parse(parse_profession, prof, f"{path}.prof"),
        _parse(parse_side, spec["side"], f"{path}.side"),
    )


def _hop1zuo1_from_json(data: Any, path: str) -> tuple[ColouredPiece, ...]:
    if not isinstance(data, Sequence) or isinstance(data, str):
        raise PositionError(path, "must be a list of pieces")
    out = []
    for i, spec in enumerate(data):
        item = f"{path}[{i}]"
        if isinstance(spec, str):
            cp = _parse(ColouredPiece.from_cjk, spec, item)
            out.append(coloured_piece(cp.colour, cp.profession))
        elif isinstance(spec, Mapping):
            unknown = set(spec) - {"color", "prof"}
            if unknown:
                raise PositionError(f"{item}.{sorted(unknown)[0]}", "unknown key (expected color, prof)")
            out.append(
                coloured_piece(
                    _parse(parse_colour, spec.get("color"), f"{item}.color"),
                    _parse(parse_profession, spec.get("prof"), f"{item}.prof"),
                )
            )
        else:
            raise PositionError(item, f"must be a piece such as 黒兵 or {{'color': ..., 'prof': ...}}, got {spec!r}")
    return tuple(out)


def _stepping_from_json(data: Any) -> Stepping:
    if not isinstance(data, Mapping):
        raise PositionError("stepping", "must be null or an object with src, step, planned, ciurl")
    unknown = set(data) - {"src", "step", "planned", "ciurl"}
    if unknown:
        raise PositionError(f"stepping.{sorted(unknown)[0]}", "unknown key (expected src, step, planned, ciurl)")
    squares = []
    for key in ("src", "step", "planned"):
        if key not in data:
            raise PositionError(f"stepping.{key}", "is required")
        squares.append(_parse(parse_square, data[key], f"stepping.{key}"))
    if "ciurl" not in data:
        raise PositionError("stepping.ciurl", "is required")
    return Stepping(squares[0], squares[1], squares[2], _int(data["ciurl"], "stepping.ciurl"))


_LETTERS: Final = dict(zip(Profession, "VPACTHOSGK", strict=True))
_BY_LETTER: Final[dict[str, tuple[Colour, Profession]]] = {
    **{letter: (Colour.KOK1, prof) for prof, letter in _LETTERS.items()},
    **{letter.lower(): (Colour.HUOK2, prof) for prof, letter in _LETTERS.items()},
}


def _letter(colour: Colour, profession: Profession) -> str:
    letter = _LETTERS[profession]
    return letter if colour is Colour.KOK1 else letter.lower()


def _board_from_text(text: str) -> tuple[Cell, ...]:
    rows = text.split("/")
    if len(rows) != 9:
        raise PositionError("text.board", f"must have 9 rows separated by '/', got {len(rows)}")
    cells: list[Cell] = []
    offset = 0
    for r, row in enumerate(rows):
        start = len(cells)
        i = 0
        while i < len(row):
            ch = row[i]
            where = f"text.board[{offset + i}]"
            if ch in "123456789":
                cells.extend([None] * int(ch))
                i += 1
            elif ch == "*":
                cells.append(TAM2)
                i += 1
            elif ch in _BY_LETTER:
                if i + 1 >= len(row) or row[i + 1] not in "+-":
                    raise PositionError(where, f"piece {ch!r} must be followed by its side mark + (IA) or - (A)")
                colour, prof = _BY_LETTER[ch]
                cells.append(piece(colour, prof, Side.IA if row[i + 1] == "+" else Side.A))
                i += 2
            else:
                raise PositionError(where, f"unexpected character {ch!r} (expected 1-9, *, or a piece letter)")
            if len(cells) - start > 9:
                raise PositionError(where, f"row {r + 1} has more than 9 squares")
        if len(cells) - start != 9:
            raise PositionError(f"text.board[{offset}]", f"row {r + 1} has {len(cells) - start} squares, not 9")
        offset += len(row) + 1
    return tuple(cells)


def _hop1zuo1_from_text(text: str, path: str) -> tuple[ColouredPiece, ...]:
    if text == "-":
        return ()
    out = []
    for i, ch in enumerate(text):
        if ch not in _BY_LETTER:
            raise PositionError(f"{path}[{i}]", f"{ch!r} is not a piece letter (VPACTHOSGK, lower case = black)")
        out.append(coloured_piece(*_BY_LETTER[ch]))
    return tuple(out)


def _validate(pos: Position) -> Square:
    """Check that ``pos`` can occur in a game and return the tam2's square."""
    board = pos.board
    if not isinstance(board, tuple) or len(board) != 81:
        raise PositionError("board", "must have exactly 81 cells")
    tam2_squares = [sq for sq, cell in enumerate(board) if cell is TAM2]
    if len(tam2_squares) != 1:
        where = ", ".join(square_name(sq) for sq in tam2_squares) or "nowhere"
        raise PositionError("board", f"the tam2 must stand on exactly one square, found on {where}")
    _check_copies(pos)
    if pos.season not in range(4):
        raise PositionError("season", f"must be 0 (spring) to 3 (winter), got {pos.season!r}")
    total = pos.ia_score + pos.a_score
    if total not in SCORE_TOTALS:
        raise PositionError(
            "scores",
            f"must sum to {TOTAL_SCORE} (or to 20 under a 20-point ruleset), got "
            f"{score_to_json(pos.ia_score)} + {score_to_json(pos.a_score)}",
        )
    for side in Side:
        value = pos.score(side)
        well_formed = isinstance(value, int | Fraction) and not isinstance(value, bool) and not (value * 10) % 1
        if not (well_formed and 0 <= value <= total):
            raise PositionError(
                f"scores.{side.value}", f"must be from 0 to {total} in steps of 0.1 at most, got {value!r}"
            )
    if pos.rate not in _RATES:
        raise PositionError("rate", f"must be a power of two from 1 to {MAX_RATE}, got {pos.rate!r}")
    if not isinstance(pos.whose_turn, Side):
        raise PositionError("whose_turn", f"must be a Side, got {pos.whose_turn!r}")
    if pos.stepping is not None:
        _check_stepping(pos, pos.stepping)
    return tam2_squares[0]


_RATES: Final = frozenset(2**k for k in range(7))


def _check_copies(pos: Position) -> None:
    seen: dict[tuple[Colour, Profession], list[str]] = {}
    for sq, cell in enumerate(pos.board):
        if isinstance(cell, Piece):
            seen.setdefault((cell.colour, cell.profession), []).append(f"board.{square_name(sq)}")
        elif cell is not None and cell is not TAM2:
            raise PositionError(f"board.{square_name(sq)}", f"must hold a Piece, the tam2 or None, got {cell!r}")
    for side in Side:
        for i, cp in enumerate(pos.hop1zuo1(side)):
            seen.setdefault((cp.colour, cp.profession), []).append(f"hop1zuo1.{side.value}[{i}]")
    for (colour, prof), places in seen.items():
        limit = COPIES_PER_COLOUR[prof]
        if len(places) > limit:
            on_board = sum(p.startswith("board") for p in places)
            raise PositionError(
                places[limit],
                f"too many {colour.value} {prof.value} ({colour.cjk}{prof.cjk}): {on_board} on the board and "
                f"{len(places) - on_board} in the hop1zuo1, but only {limit} exist",
            )


def _check_stepping(pos: Position, s: Stepping) -> None:
    for name in ("src", "step", "planned"):
        sq = getattr(s, name)
        if not isinstance(sq, int) or not 0 <= sq < 81:
            raise PositionError(f"stepping.{name}", f"is not a square: {sq!r}")
    mover = pos.board[s.src]
    if not isinstance(mover, Piece) or mover.side is not pos.whose_turn:
        raise PositionError(
            "stepping.src",
            f"{square_name(s.src)} must hold a piece of the side to move ({pos.whose_turn.value}), "
            f"but holds {_show(mover)}",
        )
    if s.step == s.src:
        raise PositionError("stepping.step", "must differ from src")
    if pos.board[s.step] is None:
        raise PositionError("stepping.step", f"{square_name(s.step)} is empty; a piece can only step over a piece")
    if s.planned == s.step:
        raise PositionError("stepping.planned", "must differ from step")
    if not isinstance(s.ciurl, int) or isinstance(s.ciurl, bool) or not 0 <= s.ciurl <= MAX_CIURL:
        raise PositionError("stepping.ciurl", f"must be a stepping bound from 0 to {MAX_CIURL}, got {s.ciurl!r}")


def _show(cell: Cell) -> str:
    if cell is None:
        return "nothing"
    if isinstance(cell, Piece):
        return f"a {cell.colour.value} {cell.profession.value} of {cell.side.value}"
    return "the tam2"


def _initial_board() -> tuple[Cell, ...]:
    red, black = Colour.KOK1, Colour.HUOK2
    back = "OHCGKGCHO"  # K L N T Z X C M P
    back_colours = (black, black, black, black, red, red, red, red, red)
    p = Profession
    prof_of = dict(zip("VPACTHOSGK", Profession, strict=True))
    cells: list[Cell] = [None] * 81

    def put(row: int, col: int, colour: Colour, prof: Profession, side: Side) -> None:
        cells[row * 9 + col] = piece(colour, prof, side)
        # the IA side is the 180° rotation with colours preserved except in the Z column
        mirrored = colour if col != 4 else (black if colour is red else red)
        cells[(8 - row) * 9 + (8 - col)] = piece(mirrored, prof, side.opponent)

    for col, (letter, colour) in enumerate(zip(back, back_colours, strict=True)):
        put(0, col, colour, prof_of[letter], Side.A)
    for col, prof, colour in (
        (0, p.TUK2, red),
        (1, p.GUA2, red),
        (3, p.DAU2, red),
        (5, p.DAU2, black),
        (7, p.GUA2, black),
        (8, p.TUK2, black),
    ):
        put(1, col, colour, prof, Side.A)
    for col in range(9):
        if col == 4:
            put(2, col, red, p.NUAK1, Side.A)
        else:
            put(2, col, black if col % 2 == 0 else red, p.KAUK2, Side.A)
    cells[40] = TAM2
    return tuple(cells)


_INITIAL: Final = Position(board=_initial_board())
