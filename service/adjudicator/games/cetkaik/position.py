"""Cetkaik positions: whole game states (spec project decision 9).

Besides the board, both hop1zuo1, the turn, season, scores, rate and the stepping (excited) state, a position
says when a declaration is awaited (the side to move formed a hand, or incurred a penalty counting as one, and
must declare ty mok1 or ta xot1) and when the game is over (the victor or a draw, and why). Every adjudication
therefore needs nothing but the position: nothing is legal after the end of the game, and while a declaration
is awaited the declarations are the only legal plays.

JSON form (canonical names on output; on input the CJK aliases 赤/黒, 船 … 王, 皇 and sides IA/A are accepted,
and every field except ``board`` may be omitted)::

    {"board": {"ZO": {"prof": "Tam2"}, "LAI": {"color": "Huok2", "prof": "Gua2", "side": "IASide"}},
     "hop1zuo1": {"IASide": [{"color": "Huok2", "prof": "Kauk2"}], "ASide": ["黒兵"]},
     "to_play": "IASide", "season": 0, "scores": {"IASide": 20, "ASide": 20}, "rate": 1,
     "tam_has_moved_previously": false,
     "stepping": null,    # or {"src": "TE", "step": "NI", "planned": "LU", "ciurl": 4}
     "awaiting_declaration": null,   # or {"side": "IASide", "hands": ["獣"],
                                     #         "penalties": [{"name": "撃皇", "points": -5}]}
     "game_over": null}              # or {"victor": "ASide", "reason": "score_reached_limit"} (victor null: a draw)

``season`` is 0 (spring) to 3 (winter); on input the names Iei2 Xo1 Kat2 Iat1 and 春 夏 秋 冬 are accepted too.
``stepping`` is the excited state: the side to move has stepped from ``src`` over ``step`` announcing a ranged
move towards ``planned`` and cast the sticks (``ciurl`` marked faces); it must now name the final square or pass.

``awaiting_declaration`` is set after a turn whose mover must declare: ``hands`` are the hands newly formed on
that turn (CJK names; empty when a penalty alone forces the declaration), ``penalties`` the penalties of that
turn that count as hands (撃皇, 皇再来, with their raw points). ``side`` is always the side to move (it may be
omitted on input). ``game_over`` says how the game ended: ``score_reached_limit`` (a score reached 0),
``last_season_ended`` (ta xot1 in the last season), ``no_move_possible`` (the side to move had no legal move) or
``king_captured`` (old cetkaik).

Text form (one line, eight to eleven space-separated fields)::

    <board> <turn> <IA hop1zuo1> <A hop1zuo1> <season> <IA score>:<A score> x<rate> <tam2 moved> [<stepping>]
        [await:<hands and penalties>] [over:<victor>:<reason>]

* ``board``: the nine rows A, E, I, U, O, Y, AI, AU, IA separated by ``/``, each read from column K to P. A digit
  1-9 is that many empty squares, ``*`` is the tam2, and a piece is two characters: its profession letter and
  its side mark. Profession letters (the leaflet's English names): V vessel 船, P pawn 兵, A archer 弓,
  C chariot 車, T tiger 虎, H horse 馬, O officer 筆, S shaman 巫, G general 将, K king 王; UPPER case for a red
  (Kok1, 赤) piece, lower case for a black (Huok2, 黒) one. Side mark ``+`` for the IA side, ``-`` for the A side.
* ``turn``: ``IA`` or ``A``.
* hop1zuo1: the captured pieces in capture order as profession letters (case = colour), or ``-`` when empty.
* ``season``: 0 (spring) to 3 (winter); scores ``IA:A``; rate ``x1`` … ``x64``; tam2 moved: ``t`` or ``f``.
* stepping (only in the excited state): ``SRC,STEP,PLANNED,CIURL``, e.g. ``TE,NI,LU,4``.
* awaited declaration: ``await:`` then the new hands and the penalty hands (with their points) joined by ``+``,
  e.g. ``await:獣+王``, ``await:撃皇-5``, ``await:同色獣+皇再来-3``.
* end of the game: ``over:`` then the victor (``IA``, ``A`` or ``draw``) and the reason, e.g.
  ``over:A:score_reached_limit``.

The initial position is (one line)::

    o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/p-P-p-P-V-P-p-P-p-/9/4*4/9/
    p+P+p+P+v+P+p+P+p+/s+a+1t+1T+1A+S+/O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final, Literal, get_args

from adjudicator.games.cetkaik.hands import FLASH_CJK, HAND_SYSTEMS, KUT2TAM2, TAM2_TY_SAK2
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


GameEndReason = Literal["score_reached_limit", "last_season_ended", "no_move_possible", "king_captured"]
#: Every way a game can end.
GAME_END_REASONS: Final[tuple[GameEndReason, ...]] = get_args(GameEndReason)


@dataclass(frozen=True, slots=True)
class GameResult:
    """The end of a game: the winner (``None`` for a draw) and why it ended."""

    victor: Side | None
    reason: GameEndReason

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form: ``{"victor": "ASide" | "IASide" | null, "reason": ...}``."""
        return {"victor": None if self.victor is None else self.victor.value, "reason": self.reason}

    def describe(self) -> str:
        """A sentence saying how the game ended, e.g. ``the game is over: ASide won (score_reached_limit)``."""
        who = "a draw" if self.victor is None else f"{self.victor.value} won"
        return f"the game is over: {who} ({self.reason})"


@dataclass(frozen=True, slots=True)
class HandPenalty:
    """A penalty that counts as a hand (撃皇 or 皇再来) incurred on the turn that awaits a declaration."""

    name: str
    points: int


#: The CJK names of the penalties that may count as hands.
PENALTY_NAMES: Final = (KUT2TAM2.cjk, TAM2_TY_SAK2.cjk)


@dataclass(frozen=True, slots=True)
class AwaitedDeclaration:
    """The side to move must declare ty mok1 or ta xot1 (spec §15.1).

    ``hands`` are the CJK names of the hands newly formed on the turn (sorted; empty when a penalty alone forces
    the declaration) and ``penalties`` the penalties of that turn that count as hands.
    """

    hands: tuple[str, ...]
    penalties: tuple[HandPenalty, ...] = ()

    @property
    def forced_by_penalty_alone(self) -> bool:
        """Whether no new hand was formed: a penalty counting as a hand alone forces the declaration (§15.3)."""
        return not self.hands

    def to_json(self, side: Side) -> dict[str, Any]:
        """Return the JSON form, naming the side that must declare."""
        return {
            "side": side.value,
            "hands": list(self.hands),
            "penalties": [{"name": p.name, "points": p.points} for p in self.penalties],
        }

    def to_text(self) -> str:
        """Return the text field, e.g. ``await:獣+撃皇-5``."""
        return "await:" + "+".join([*self.hands, *(f"{p.name}{p.points}" for p in self.penalties)])


@dataclass(frozen=True)
class Position:
    """A Cetkaik position. Construct it directly, with :meth:`initial`, :meth:`from_json` or :meth:`from_text`.

    ``board`` has 81 cells indexed by square (``row * 9 + column``). Construction validates the position and
    raises :class:`PositionError` when it cannot occur in a game.
    """

    board: tuple[Cell, ...]
    ia_hop1zuo1: tuple[ColouredPiece, ...] = ()
    a_hop1zuo1: tuple[ColouredPiece, ...] = ()
    to_play: Side = Side.IA
    season: int = 0
    ia_score: Score = 20
    a_score: Score = 20
    rate: int = 1
    tam_has_moved_previously: bool = False
    stepping: Stepping | None = None
    #: The declaration the side to move must make, if any.
    awaiting_declaration: AwaitedDeclaration | None = None
    #: How the game ended, if it is over.
    game_over: GameResult | None = None
    #: The square of the tam2 (derived from ``board``).
    tam2_square: Square = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Validate the position and record the tam2's square."""
        object.__setattr__(self, "tam2_square", _validate(self))

    def __repr__(self) -> str:
        """The one-line text form, as the expression that reads it back.

        >>> Position.initial()  # doctest: +ELLIPSIS
        Position.from_text('o-h-c-g-K-G-C-H-O-/S-A-1T-1t-1a-s-/.../O+H+C+G+k+g+c+h+o+ IA - - 0 20:20 x1 f')
        """
        return f"Position.from_text({self.to_text()!r})"

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

    @property
    def is_over(self) -> bool:
        """Whether the game is over (nothing is legal any more)."""
        return self.game_over is not None

    def replace(self, **changes: Any) -> Position:
        """Return a copy with the given fields changed (validated again)."""
        return replace(self, **changes)

    # --- construction ----------------------------------------------------------------------------------------

    @classmethod
    def initial(cls, to_play: Side = Side.IA) -> Position:
        """Return the initial position of a season (spec §4) with ``to_play`` to move."""
        return replace(_INITIAL, to_play=to_play)

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
                side.value: [p.to_json() for p in self.hop1zuo1(side)]
                for side in Side
            },
            "to_play": self.to_play.value,
            "season": self.season,
            "scores": {Side.IA.value: score_to_json(self.ia_score), Side.A.value: score_to_json(self.a_score)},
            "rate": self.rate,
            "tam_has_moved_previously": self.tam_has_moved_previously,
            "stepping": None if self.stepping is None else self.stepping.to_json(),
            "awaiting_declaration": (
                None if self.awaiting_declaration is None else self.awaiting_declaration.to_json(self.to_play)
            ),
            "game_over": None if self.game_over is None else self.game_over.to_json(),
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
        to_play = _parse(parse_side, data.get("to_play", "IASide"), "to_play")
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
            to_play=to_play,
            season=_season(data.get("season", 0)),
            ia_score=score.get(Side.IA, 20),
            a_score=score.get(Side.A, 20),
            rate=_int(data.get("rate", 1), "rate"),
            tam_has_moved_previously=_bool(data.get("tam_has_moved_previously", False), "tam_has_moved_previously"),
            stepping=None if stepping is None else _stepping_from_json(stepping),
            awaiting_declaration=_awaited_from_json(data.get("awaiting_declaration"), to_play),
            game_over=_game_over_from_json(data.get("game_over")),
        )

    # --- text ------------------------------------------------------------------------------------------------

    def to_text(self) -> str:
        """Return the one-line text form (see the module docstring)."""
        rows = _board_text(self.board)
        if rows is None:
            rows = self._board_text_slow()
        fields_ = [
            rows,
            "IA" if self.to_play is Side.IA else "A",
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
        if self.awaiting_declaration is not None:
            fields_.append(self.awaiting_declaration.to_text())
        if self.game_over is not None:
            victor = self.game_over.victor
            fields_.append(f"over:{'draw' if victor is None else _TURN_TEXT[victor]}:{self.game_over.reason}")
        return " ".join(fields_)

    def _board_text_slow(self) -> str:
        """The board field of the text form, cell by cell (for boards holding pieces that are not interned)."""
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
        return "/".join(rows)

    @classmethod
    def from_text(cls, text: object) -> Position:
        """Parse the one-line text form; raise :class:`PositionError` naming the bad field and character."""
        if not isinstance(text, str):
            raise PositionError("text", "must be a string")
        parts = text.split()
        if not 8 <= len(parts) <= 11:
            raise PositionError(
                "text",
                f"expected 8 to 11 space-separated fields (board turn hop1zuo1 hop1zuo1 season scores rate "
                f"tam2-moved [stepping] [await:...] [over:...]), got {len(parts)}",
            )
        board = _board_from_text(parts[0])
        turn = _TURNS.get(parts[1])
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
        stepping = awaiting = game_over = None
        extra = parts[8:]
        if extra and not extra[0].startswith(("await:", "over:")):
            bits = extra.pop(0).split(",")
            if len(bits) != 4 or not _NUMBER.match(bits[3]):
                raise PositionError("text.stepping", f"must be SRC,STEP,PLANNED,CIURL, got {parts[8]!r}")
            names = ("src", "step", "planned")
            src, step, planned = (_parse(parse_square, bits[i], f"text.stepping.{names[i]}") for i in range(3))
            stepping = Stepping(src, step, planned, int(bits[3]))
        if extra and extra[0].startswith("await:"):
            awaiting = _awaited_from_text(extra.pop(0)[6:])
        if extra and extra[0].startswith("over:"):
            game_over = _game_over_from_text(extra.pop(0)[5:])
        if extra:
            raise PositionError(
                "text", f"unexpected field {extra[0]!r} (after the eight fields: [stepping] [await:...] [over:...])"
            )
        return cls(
            board=board,
            ia_hop1zuo1=ia_hop,
            a_hop1zuo1=a_hop,
            to_play=turn,
            season=int(parts[4]),
            ia_score=_score(ia_score, "text.scores"),
            a_score=_score(a_score, "text.scores"),
            rate=int(parts[6][1:]),
            tam_has_moved_previously=parts[7] == "t",
            stepping=stepping,
            awaiting_declaration=awaiting,
            game_over=game_over,
        )


_JSON_KEYS: Final = frozenset(
    {
        "board", "hop1zuo1", "to_play", "season", "scores", "rate", "tam_has_moved_previously", "stepping",
        "awaiting_declaration", "game_over",
    }
)
_TURNS: Final = {"IA": Side.IA, "A": Side.A}
_TURN_TEXT: Final = {Side.IA: "IA", Side.A: "A"}
#: Every hand name of every hand system (flash forms included).
HAND_NAMES: Final = frozenset(
    name
    for kinds in HAND_SYSTEMS.values()
    for kind in kinds
    for name in (kind.cjk, FLASH_CJK + kind.cjk)
)
_PENALTY_POINTS: Final = re.compile(r"-[1-9][0-9]?\Z")


def _awaited(hands: list[str], penalties: list[HandPenalty], field: str) -> AwaitedDeclaration:
    """Check the parts of an awaited declaration and build it (hands sorted)."""
    for i, name in enumerate(hands):
        if name not in HAND_NAMES:
            raise PositionError(f"{field}.hands[{i}]", f"{name!r} is not a hand name (such as 獣, 同色獣, 王)")
    if len(set(hands)) != len(hands):
        raise PositionError(f"{field}.hands", "names a hand twice")
    if not hands and not penalties:
        raise PositionError(field, "a declaration is awaited only after a new hand or a penalty counting as one")
    return AwaitedDeclaration(tuple(sorted(hands)), tuple(penalties))


def _awaited_from_text(text: str) -> AwaitedDeclaration:
    hands: list[str] = []
    penalties: list[HandPenalty] = []
    for item in text.split("+") if text else []:
        name = next((n for n in PENALTY_NAMES if item.startswith(n)), None)
        if name is None:
            hands.append(item)
            continue
        points = item[len(name) :]
        if not _PENALTY_POINTS.match(points):
            message = f"{item!r}: a penalty is written with its points, e.g. 撃皇-5"
            raise PositionError("text.awaiting_declaration", message)
        penalties.append(HandPenalty(name, int(points)))
    return _awaited(hands, penalties, "text.awaiting_declaration")


def _awaited_from_json(data: Any, to_play: Side) -> AwaitedDeclaration | None:
    field = "awaiting_declaration"
    if data is None:
        return None
    if not isinstance(data, Mapping):
        raise PositionError(field, "must be null or an object with side, hands and penalties")
    unknown = set(data) - {"side", "hands", "penalties"}
    if unknown:
        raise PositionError(f"{field}.{sorted(unknown)[0]}", "unknown key (expected side, hands, penalties)")
    if data.get("side") is not None and _parse(parse_side, data["side"], f"{field}.side") is not to_play:
        raise PositionError(f"{field}.side", "the side that must declare is the side to move (to_play)")
    hands = data.get("hands", [])
    if not isinstance(hands, Sequence) or isinstance(hands, str) or not all(isinstance(h, str) for h in hands):
        raise PositionError(f"{field}.hands", "must be a list of hand names")
    raw = data.get("penalties", [])
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise PositionError(f"{field}.penalties", "must be a list of {name, points}")
    penalties = []
    for i, item in enumerate(raw):
        where = f"{field}.penalties[{i}]"
        if not isinstance(item, Mapping) or set(item) != {"name", "points"}:
            raise PositionError(where, "must be an object {name, points}")
        if item["name"] not in PENALTY_NAMES:
            raise PositionError(f"{where}.name", f"must be 撃皇 or 皇再来, got {item['name']!r}")
        points = _int(item["points"], f"{where}.points")
        if not -99 <= points <= -1:
            raise PositionError(f"{where}.points", f"must be negative raw points such as -5, got {points}")
        penalties.append(HandPenalty(item["name"], points))
    return _awaited(list(hands), penalties, field)


def _game_over_from_text(text: str) -> GameResult:
    victor_text, _, reason = text.partition(":")
    if victor_text not in ("IA", "A", "draw"):
        raise PositionError("text.game_over", f"the victor must be IA, A or draw, got {victor_text!r}")
    return GameResult(_TURNS.get(victor_text), _reason(reason, "text.game_over"))


def _reason(value: Any, field: str) -> GameEndReason:
    for reason in GAME_END_REASONS:
        if value == reason:
            return reason
    raise PositionError(field, f"the reason must be one of {', '.join(GAME_END_REASONS)}, got {value!r}")


def _game_over_from_json(data: Any) -> GameResult | None:
    if data is None:
        return None
    if not isinstance(data, Mapping) or set(data) - {"victor", "reason"} or "reason" not in data:
        raise PositionError("game_over", "must be null or an object {victor, reason}")
    victor = data.get("victor")
    side = None if victor is None else _parse(parse_side, victor, "game_over.victor")
    return GameResult(side, _reason(data["reason"], "game_over.reason"))


def _parse(parser: Any, value: Any, field: str) -> Any:
    try:
        return parser(value)
    except RulesError as e:
        raise PositionError(field, e.message) from None


_DECIMAL: Final = re.compile(r"[0-9]{1,6}(\.[0-9])?\Z")
#: A whole number in the text form: ASCII digits only (str.isdigit() also accepts "²", which int() refuses), and
#: short enough for int() (which refuses more than 4300 digits); the values are range-checked afterwards.
_NUMBER: Final = re.compile(r"[0-9]{1,6}\Z")


def _score(value: Any, field: str) -> Score:
    """Parse a score: a whole number, or (per-piece scoring) a multiple of 0.1 as a number or decimal string."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 6:
        return int(value)  # the common case, whole and unsigned: no Fraction needed
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
    return tuple(captured_piece_from_json(spec, f"{path}[{i}]") for i, spec in enumerate(data))


def captured_piece_from_json(spec: Any, path: str | None = None) -> ColouredPiece:
    """A captured piece, as a string such as ``黒兵`` or an object ``{color, prof}``: the one reader of both forms.

    ``path`` names the piece in the caller's data (``hop1zuo1.IASide[2]``); errors name it, or its key.
    """
    def at(key: str) -> str:
        return key if path is None else f"{path}.{key}"

    if isinstance(spec, str):
        cp = _parse(ColouredPiece.from_cjk, spec, path or "")
        return coloured_piece(cp.colour, cp.profession)
    if isinstance(spec, Mapping):
        unknown = set(spec) - {"color", "prof"}
        if unknown:
            raise PositionError(at(sorted(unknown)[0]), "unknown key (expected color, prof)")
        return coloured_piece(
            _parse(parse_colour, spec.get("color"), at("color")), _parse(parse_profession, spec.get("prof"), at("prof"))
        )
    raise PositionError(path or "", f"must be a piece such as 黒兵 or {{'color': ..., 'prof': ...}}, got {spec!r}")


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


#: The cells each token of the board's text form stands for: a digit (that many empty squares), ``*`` (the tam2) or
#: a piece letter with its side mark.
_CELL_TOKENS: Final[dict[str, tuple[Cell, ...]]] = {
    **{str(n): (None,) * n for n in range(1, 10)},
    "*": (TAM2,),
    **{
        letter + mark: (piece(colour, prof, side),)
        for letter, (colour, prof) in _BY_LETTER.items()
        for mark, side in (("+", Side.IA), ("-", Side.A))
    },
}
_BOARD_TOKEN: Final = re.compile(r"[1-9*]|[VPACTHOSGKvpacthosgk][+-]")
#: The text of each interned cell by identity (an empty square is "1": runs of them are counted afterwards).
_CELL_TEXT: Final[dict[int, str]] = {
    id(cells[0]): token for token, cells in _CELL_TOKENS.items() if len(cells) == 1 and token != "1"
} | {id(None): "1"}
_EMPTY_RUNS: Final = tuple(("1" * n, str(n)) for n in range(9, 1, -1))


def _board_text(board: tuple[Cell, ...]) -> str | None:
    """The board field of the text form, or None if a cell is not an interned piece, the tam2 or None."""
    tokens = list(map(_CELL_TEXT.get, map(id, board)))
    if None in tokens or len(tokens) != 81:
        return None
    text = "/".join(["".join(tokens[i : i + 9]) for i in range(0, 81, 9)])  # type: ignore[arg-type]
    for run, count in _EMPTY_RUNS:
        if run in text:
            text = text.replace(run, count)
    return text


#: The cells of each row of the board's text form met so far: rows recur from position to position, so most are
#: looked up rather than read. Bounded by :data:`MAX_KNOWN_ROWS` (a few MB; the 16,246 positions of the conformance
#: files have 5,401 distinct rows).
_KNOWN_ROWS: Final[dict[str, tuple[Cell, ...]]] = {}
MAX_KNOWN_ROWS: Final = 20_000


def _board_from_text(text: str) -> tuple[Cell, ...]:
    """Parse the board field row by row; anything unusual is read again by the checking parser."""
    rows = text.split("/")
    if len(rows) == 9:
        cells: list[Cell] = []
        for row in rows:
            known = _KNOWN_ROWS.get(row)
            if known is None:
                known = _row_from_text(row)
                if known is None:
                    break
            cells += known
        else:
            return tuple(cells)
    return _board_from_text_checked(text)


def _row_from_text(row: str) -> tuple[Cell, ...] | None:
    """The nine cells of a row read token by token (and remembered), or None if it is not exactly a row."""
    tokens = _BOARD_TOKEN.findall(row)
    cells: list[Cell] = []
    for t in tokens:
        cells += _CELL_TOKENS[t]
    if len(cells) != 9 or "".join(tokens) != row:
        return None
    if len(_KNOWN_ROWS) >= MAX_KNOWN_ROWS:
        _KNOWN_ROWS.clear()
    known = _KNOWN_ROWS[row] = tuple(cells)
    return known


def _board_from_text_checked(text: str) -> tuple[Cell, ...]:
    """Parse the board field character by character, raising the error that names the offending character."""
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
    tam2_square = _usual_board(pos)
    if tam2_square < 0:  # look closer
        ids = list(map(id, board))
        if ids.count(_TAM2_ID) != 1:
            tam2_squares = [sq for sq, cell in enumerate(board) if cell is TAM2]
            where = f"found on {', '.join(square_name(sq) for sq in tam2_squares)}" if tam2_squares else "found on none"
            raise PositionError("board", f"the tam2 (皇) must stand on exactly one square, {where}")
        if not _copies_within_limits(ids, pos):
            _check_copies(pos)
        tam2_square = ids.index(_TAM2_ID)
    if pos.season not in range(4):
        raise PositionError("season", f"must be 0 (spring) to 3 (winter), got {pos.season!r}")
    total = pos.ia_score + pos.a_score
    if total not in SCORE_TOTALS:
        raise PositionError(
            "scores",
            f"must sum to {TOTAL_SCORE} (or to 20 under a 20-point ruleset), got "
            f"{score_to_json(pos.ia_score)} + {score_to_json(pos.a_score)}",
        )
    for side, value in ((Side.IA, pos.ia_score), (Side.A, pos.a_score)):
        well_formed = type(value) is int or (  # the common case first: a whole number
            isinstance(value, int | Fraction) and not isinstance(value, bool) and not (value * 10) % 1)
        if not (well_formed and 0 <= value <= total):
            raise PositionError(
                f"scores.{side.value}", f"must be from 0 to {total} in steps of 0.1 at most, got {value!r}"
            )
    if pos.rate not in _RATES:
        raise PositionError("rate", f"must be a power of two from 1 to {MAX_RATE}, got {pos.rate!r}")
    if not isinstance(pos.to_play, Side):
        raise PositionError("to_play", f"must be a Side, got {pos.to_play!r}")
    if pos.stepping is not None:
        _check_stepping(pos, pos.stepping)
    if pos.awaiting_declaration is not None and (pos.stepping is not None or pos.game_over is not None):
        raise PositionError(
            "awaiting_declaration", "a declaration is awaited only after a finished turn of a game that goes on"
        )
    if pos.game_over is not None:
        if pos.stepping is not None:
            raise PositionError("game_over", "a game that is over has no move in progress (stepping)")
        _check_game_over(pos, pos.game_over)
    return tam2_square


_TAM2_ID: Final = id(TAM2)
_NONE_ID: Final = id(None)
#: The kinds of piece (colour and profession) in a fixed order, and how many copies of each exist.
_KINDS: Final = tuple(_COLOURED)
_KIND_LIMITS: Final = tuple(COPIES_PER_COLOUR[prof] for _, prof in _KINDS)
#: For each interned board cell (by identity): the index of its piece's kind in :data:`_KINDS`; the tam2 and an
#: empty square: -1. For each interned piece a hop1zuo1 may hold: the index of its kind.
_CELL_KIND: Final[dict[int, int]] = {
    **{id(p): _KINDS.index((c, prof)) for (c, prof, _), p in _PIECES.items()},
    id(None): -1,
    _TAM2_ID: -1,
}
_HELD_KIND: Final[dict[int, int]] = {
    **{id(p): _KINDS.index(kind) for kind, p in _COLOURED.items()},
    **{id(p): _KINDS.index((c, prof)) for (c, prof, _), p in _PIECES.items()},
}


def _usual_board(pos: Position) -> int:
    """The tam2's square, when the board has one tam2, every cell is an interned piece, the tam2 or None, every
    captured piece is interned and no piece has more copies than exist (a valid position read by this module); -1
    otherwise, to look closer. One pass over the board: what :func:`_copies_within_limits` checks of ids, read off
    the cells."""
    counts = [0] * len(_KINDS)
    cell_kind = _CELL_KIND
    tam2_square = -1
    for sq, cell in enumerate(pos.board):
        if cell is not None:
            if cell is TAM2:
                if tam2_square >= 0:
                    return -1
                tam2_square = sq
            else:
                kind = cell_kind.get(id(cell), -1)
                if kind < 0:
                    return -1
                counts[kind] += 1
    if tam2_square < 0 or not _held_within_limits(pos, counts):
        return -1
    return tam2_square


def _held_within_limits(pos: Position, counts: list[int]) -> bool:
    """Whether every captured piece is interned and, with the pieces on the board (``counts`` by kind), no kind
    has more copies than exist."""
    held_kind = _HELD_KIND
    for held in (pos.ia_hop1zuo1, pos.a_hop1zuo1):
        for p in held:
            kind = held_kind.get(id(p))
            if kind is None:
                return False
            counts[kind] += 1
    return all(n <= limit for n, limit in zip(counts, _KIND_LIMITS, strict=True))


def _copies_within_limits(ids: list[int], pos: Position) -> bool:
    """Whether every cell is an interned piece, the tam2 or None, every captured piece is interned, and no piece
    has more copies than exist.

    False means "look closer": :func:`_check_copies` then finds the fault (or reads pieces that are not interned).
    """
    counts = [0] * len(_KINDS)
    cell_kind = _CELL_KIND
    for i in ids:
        if i != _NONE_ID:
            kind = cell_kind.get(i)
            if kind is None:
                return False
            if kind >= 0:
                counts[kind] += 1
    return _held_within_limits(pos, counts)


def _check_game_over(pos: Position, result: GameResult) -> None:
    """Check that the victor agrees with the scores (or, for a captured king, with the board)."""
    if result.reason == "king_captured":
        if result.victor is None:
            raise PositionError("game_over.victor", "capturing the king is won by the capturer, never a draw")
        kings = [c for c in pos.board if isinstance(c, Piece) and c.profession is Profession.IO]
        if any(k.side is result.victor.opponent for k in kings):
            raise PositionError("game_over", f"{result.victor.opponent.value}'s king is still on the board")
        return
    if result.reason == "score_reached_limit" and 0 not in (pos.ia_score, pos.a_score):
        raise PositionError(
            "game_over.reason",
            f"the scores {score_to_json(pos.ia_score)}:{score_to_json(pos.a_score)} do not end the game "
            "(a score must have reached 0)",
        )
    leader = None if pos.ia_score == pos.a_score else Side.IA if pos.ia_score > pos.a_score else Side.A
    if result.victor is not leader:
        expected = "a draw" if leader is None else f"{leader.value} wins"
        raise PositionError(
            "game_over.victor",
            f"with the scores {score_to_json(pos.ia_score)}:{score_to_json(pos.a_score)} the game ends in {expected}",
        )


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
    if not isinstance(mover, Piece) or mover.side is not pos.to_play:
        raise PositionError(
            "stepping.src",
            f"{square_name(s.src)} must hold a piece of the side to move ({pos.to_play.value}), "
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
