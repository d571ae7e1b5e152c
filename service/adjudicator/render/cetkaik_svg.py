"""SVG pictures of Cetkaik (机戦) positions.

The picture shows the 9x9 board with its special squares (the fixed tam2 hue squares in orange, the water in
blue, the centre ZO in green, and a dashed orange frame on the squares that are tam2 hue because the tam2
stands next to them), every piece as a tile bearing its profession's character in its colour's ink (red or
black), the side at the bottom upright and the other side upside down, the tam2 (皇), both hop1zuo1 (captured
pieces) beside the board, the coordinates, and optional highlights: a move (its squares, the via points it
steps over and an arrow), a square's legal destinations, and the last move.

Where the game stands is part of the picture: the side to move is marked beside its hop1zuo1; once the game is
over no side is (the victor's panel is marked instead) and a band under the board says who won and why; while a
declaration is awaited a band names the side that must declare 再行 (ty mok1) or 終季 (ta xot1) and the hands
(and penalties counting as hands) that forced it.

The characters are drawn with the font subset the service ships (``svg.WEB_FONT``, declared by ``@font-face``);
:func:`characters` lists every character a picture can hold, from which that subset is made.

Every element that carries meaning has a ``class`` and ``data-*`` attributes (``data-square``,
``data-colour``, ``data-profession``, ``data-side``) so that pages and tests can find it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from adjudicator.games.cetkaik.hands import FLASH_CJK, HAND_SYSTEMS
from adjudicator.games.cetkaik.kiaak import TA_XOT1_WORD, TY_MOK1_WORD
from adjudicator.games.cetkaik.movegen import is_tam_hue, legal_moves
from adjudicator.games.cetkaik.moves import Move, to_notation
from adjudicator.games.cetkaik.pieces import TAM2_CJK, Colour, ColouredPiece, Piece, Profession, Side
from adjudicator.games.cetkaik.position import PENALTY_NAMES, AwaitedDeclaration, GameResult, Position, Stepping
from adjudicator.games.cetkaik.rulesets import Ruleset
from adjudicator.games.cetkaik.squares import CENTRE, COLUMNS, FIXED_TAM_HUE, ROWS, SQUARE_NAMES, WATER, Square
from adjudicator.render.svg import CJK_SERIF, SANS, document, element, font_face, group, number

#: Side of a square, in SVG user units.
SQUARE: Final = 60
_BOARD: Final = 9 * SQUARE
_BOARD_X: Final = 36
_BOARD_Y: Final = 34
_PANEL_X: Final = _BOARD_X + _BOARD + 26
_PANEL_WIDTH: Final = 188
_PANEL_HEIGHT: Final = 262
WIDTH: Final = _PANEL_X + _PANEL_WIDTH + 14
HEIGHT: Final = _BOARD_Y + _BOARD + 64
#: The band under the status line that says the game is over or a declaration is awaited (the picture grows).
_BAND_HEIGHT: Final = 58

_PAPER: Final = "#fbf7ef"
_PLAIN: Final = "#f2dfb4"
_HUE: Final = "#f3a85b"
_WATER: Final = "#8fc1e8"
_CENTRE: Final = "#93c47d"
_GRID: Final = "#5c4a32"
_TILE: Final = "#fffaf0"
_TILE_EDGE: Final = "#7a6248"
_INK: Final = {Colour.KOK1: "#b3261e", Colour.HUOK2: "#1b1b1b"}
_MOVE: Final = "#12804a"
_VIA: Final = "#d0661c"
_SELECT: Final = "#1f5fbf"
_LAST: Final = "#f2cf1d"
_OVER: Final = "#5b2a86"
_DECLARE: Final = "#9a3412"
_VICTOR: Final = "#c99a06"

_ENGLISH: Final = {
    Profession.NUAK1: "vessel",
    Profession.KAUK2: "pawn",
    Profession.GUA2: "archer",
    Profession.KAUN1: "chariot",
    Profession.DAU2: "tiger",
    Profession.MAUN1: "horse",
    Profession.KUA2: "officer",
    Profession.TUK2: "shaman",
    Profession.UAI1: "general",
    Profession.IO: "king",
}
_SEASONS: Final = ("spring", "summer", "autumn", "winter")
_SIDE_NAME: Final = {Side.IA: "IA side", Side.A: "A side"}
_REASONS: Final = {
    "score_reached_limit": "a score reached its limit",
    "last_season_ended": "the last season ended",
    "no_move_possible": "the side to move had no legal move",
    "king_captured": "a king was captured",
}
#: The two declarations, in the words the picture uses.
_DECLARATIONS: Final = f"{TY_MOK1_WORD} (ty mok1) or {TA_XOT1_WORD} (ta xot1)"
#: The characters other than ASCII that the picture's own words use.
_SYMBOLS: Final = "·×−—"


@dataclass(frozen=True, slots=True)
class Highlights:
    """What to emphasise: a move, a square (with its legal destinations) and the last move played."""

    move: Move | None = None
    square: Square | None = None
    last_move: Move | None = None


@dataclass(frozen=True, slots=True)
class MovePath:
    """The squares a move visits in order, the squares it steps over (if any) and whether sticks decide its end."""

    squares: tuple[Square, ...]
    vias: tuple[Square, ...] = ()
    ranged: bool = False


def move_path(move: Move, stepping: Stepping | None = None) -> MovePath:
    """Return the squares of ``move`` in the order it visits them.

    A decision of the excited state (a final square or ``pass``) is drawn from the stepping move it completes
    when ``stepping`` is given; a drop visits only its destination.
    """
    if move.kind == "SrcDst":
        return MovePath((move.src, move.dest))
    if move.kind == "SrcStepDstFinite":
        return MovePath((move.src, move.step, move.dest), (move.step,))
    if move.kind == "SrcStepsDst":
        return MovePath((move.src, *move.steps, move.dest), move.steps)
    if move.kind == "InfAfterStep":
        return MovePath((move.src, move.step, move.planned), (move.step,), ranged=True)
    if move.kind == "FromHand":
        return MovePath((move.dest,))
    if move.kind == "TamNoStep":
        return MovePath((move.src, move.first_dest, move.second_dest))
    if move.kind == "TamStepsDuringFormer":
        return MovePath((move.src, move.step, move.first_dest, move.second_dest), (move.step,))
    if move.kind == "TamStepsDuringLatter":
        return MovePath((move.src, move.first_dest, move.step, move.second_dest), (move.step,))
    if stepping is None:
        return MovePath(() if move.dest is None else (move.dest,))
    if move.dest is None:
        return MovePath((stepping.src, stepping.step), (stepping.step,))
    return MovePath((stepping.src, stepping.step, move.dest), (stepping.step,))


def destinations(position: Position, sq: Square, ruleset: Ruleset) -> tuple[Square, ...]:
    """Return the final squares of the legal moves of the piece (or tam2) on ``sq``, in square order.

    In the excited state these are the allowed final squares of the stepping piece.
    """
    found: set[Square] = set()
    for move in legal_moves(position, ruleset):
        if move.kind == "AfterHalfAcceptance":
            if position.stepping is not None and position.stepping.src == sq and move.dest is not None:
                found.add(move.dest)
        elif move.kind != "FromHand" and move.src == sq:
            found.add(move_path(move).squares[-1])
    return tuple(sorted(found))


def render_position(
    position: Position,
    *,
    ruleset: Ruleset | None = None,
    highlights: Highlights | None = None,
    bottom: Side = Side.IA,
    coordinates: bool = True,
) -> str:
    """Return an SVG document picturing ``position`` with ``bottom``'s side nearest the viewer.

    ``ruleset`` decides which squares are tam2 hue and which destinations a highlighted square has
    (default: the default preset).
    """
    ruleset = ruleset or Ruleset.resolve(None)
    picture = _Picture(position, ruleset, highlights or Highlights(), bottom)
    height = HEIGHT if position.game_over is None and position.awaiting_declaration is None else HEIGHT + _BAND_HEIGHT
    body = [
        element("rect", {"x": 0, "y": 0, "width": WIDTH, "height": height, "fill": _PAPER}),
        _defs(),
        picture.squares(),
        picture.last_move(),
        picture.pieces(),
        picture.selection(),
        picture.move(),
        picture.labels() if coordinates else "",
        picture.hop1zuo1_panel(bottom.opponent, _BOARD_Y),
        picture.hop1zuo1_panel(bottom, _BOARD_Y + _BOARD - _PANEL_HEIGHT),
        picture.status(),
        picture.band(),
    ]
    return document(WIDTH, height, picture.title(), picture.description(), body, css_class="cetkaik-board")


def characters() -> frozenset[str]:
    """Every character a picture can write: what the shipped font subset must hold.

    The printable ASCII characters (square names, numbers, the English words), the symbols of the picture's own
    words, the professions' characters, the tam2, the hands of every hand system (also as flash hands), the
    penalties that count as hands and the two declarations.
    """
    found = {chr(code) for code in range(0x20, 0x7F)}
    found.update(_SYMBOLS, TAM2_CJK, FLASH_CJK, TY_MOK1_WORD, TA_XOT1_WORD, *PENALTY_NAMES)
    found.update(profession.cjk for profession in Profession)
    for kinds in HAND_SYSTEMS.values():
        for kind in kinds:
            found.update(kind.cjk)
    return frozenset(found)


def _defs() -> str:
    head = element("path", {"d": "M0,0 L10,5 L0,10 z", "fill": _MOVE})
    return (
        "<defs>"
        f"{font_face()}"
        f'<marker id="adj-arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4"'
        f' orient="auto-start-reverse">{head}</marker>'
        "</defs>"
    )


def _piece_name(piece: ColouredPiece | Piece) -> str:
    return f"{'red' if piece.colour is Colour.KOK1 else 'black'} {_ENGLISH[piece.profession]} {piece.profession.cjk}"


@dataclass
class _Picture:
    """The parts of one picture; ``bottom`` is the side drawn nearest the viewer."""

    position: Position
    ruleset: Ruleset
    highlights: Highlights
    bottom: Side
    targets: tuple[Square, ...] = field(init=False)
    path: MovePath | None = field(init=False)

    def __post_init__(self) -> None:
        sq = self.highlights.square
        self.targets = () if sq is None else destinations(self.position, sq, self.ruleset)
        move = self.highlights.move
        self.path = None if move is None else move_path(move, self.position.stepping)

    # --- geometry ------------------------------------------------------------------------------------------

    def corner(self, sq: Square) -> tuple[int, int]:
        """The top-left corner of a square as drawn."""
        row, col = divmod(sq, 9)
        if self.bottom is Side.A:
            row, col = 8 - row, 8 - col
        return _BOARD_X + col * SQUARE, _BOARD_Y + row * SQUARE

    def centre(self, sq: Square) -> tuple[float, float]:
        """The centre of a square as drawn."""
        x, y = self.corner(sq)
        return x + SQUARE / 2, y + SQUARE / 2

    def outline(self, sq: Square, colour: str, css: str, inset: float = 3) -> str:
        """A thick frame just inside a square."""
        x, y = self.corner(sq)
        return element("rect", {
            "class": css, "data-square": SQUARE_NAMES[sq], "x": x + inset, "y": y + inset,
            "width": SQUARE - 2 * inset, "height": SQUARE - 2 * inset, "rx": 4,
            "fill": "none", "stroke": colour, "stroke-width": 4,
        })

    # --- layers --------------------------------------------------------------------------------------------

    def squares(self) -> str:
        """The 81 squares coloured by kind, the frames of the moving tam2 hue, and the board's edge."""
        cells = []
        for sq in range(81):
            x, y = self.corner(sq)
            kinds = [k for k, squares in (("hue", FIXED_TAM_HUE), ("water", WATER)) if sq in squares]
            fill = _CENTRE if sq == CENTRE else _HUE if "hue" in kinds else _WATER if "water" in kinds else _PLAIN
            if sq == CENTRE:
                kinds.append("centre")
            cells.append(element("rect", {
                "class": " ".join(["square", *kinds]), "data-square": SQUARE_NAMES[sq], "x": x, "y": y,
                "width": SQUARE, "height": SQUARE, "fill": fill, "stroke": _GRID, "stroke-width": 1,
            }))
        for sq in range(81):
            if sq not in FIXED_TAM_HUE and is_tam_hue(self.position, sq, self.ruleset):
                x, y = self.corner(sq)
                cells.append(element("rect", {
                    "class": "hue-near-tam2", "data-square": SQUARE_NAMES[sq], "x": x + 5, "y": y + 5,
                    "width": SQUARE - 10, "height": SQUARE - 10, "fill": "none", "stroke": _HUE,
                    "stroke-width": 2.5, "stroke-dasharray": "6 4",
                }))
        cells.append(element("rect", {
            "x": _BOARD_X, "y": _BOARD_Y, "width": _BOARD, "height": _BOARD, "fill": "none", "stroke": _GRID,
            "stroke-width": 3,
        }))
        return group({"class": "squares"}, cells)

    def last_move(self) -> str:
        """A yellow wash over the squares of the last move."""
        move = self.highlights.last_move
        if move is None:
            return ""
        marks = []
        for sq in move_path(move).squares:
            x, y = self.corner(sq)
            marks.append(element("rect", {
                "class": "hl-last", "data-square": SQUARE_NAMES[sq], "x": x + 1, "y": y + 1,
                "width": SQUARE - 2, "height": SQUARE - 2, "fill": _LAST, "fill-opacity": 0.8,
            }))
        return group({"class": "last-move", "data-move": to_notation(move)}, marks)

    def pieces(self) -> str:
        """Every piece and the tam2 on the board."""
        drawn = []
        for sq, cell in enumerate(self.position.board):
            if cell is None:
                continue
            cx, cy = self.centre(sq)
            if isinstance(cell, Piece):
                drawn.append(_tile(cx, cy, SQUARE * 0.82, cell, cell.side is not self.bottom, {
                    "class": f"piece {'red' if cell.colour is Colour.KOK1 else 'black'}",
                    "data-square": SQUARE_NAMES[sq], "data-colour": cell.colour.value,
                    "data-profession": cell.profession.value, "data-side": cell.side.value,
                }))
            else:
                drawn.append(_tam2_tile(cx, cy, SQUARE_NAMES[sq]))
        return group({"class": "pieces"}, drawn)

    def selection(self) -> str:
        """The highlighted square's frame and a marker on each of its legal destinations."""
        sq = self.highlights.square
        if sq is None:
            return ""
        marks = [self.outline(sq, _SELECT, "hl-selected")]
        for target in self.targets:
            cx, cy = self.centre(target)
            occupied = self.position.board[target] is not None
            marks.append(element("circle", {
                "class": "hl-dest", "data-square": SQUARE_NAMES[target], "cx": cx, "cy": cy,
                "r": SQUARE * (0.44 if occupied else 0.14),
                "fill": "none" if occupied else _SELECT, "fill-opacity": None if occupied else 0.75,
                "stroke": _SELECT if occupied else None, "stroke-width": 4 if occupied else None,
            }))
        return group({"class": "selection", "data-square": SQUARE_NAMES[sq], "data-count": len(self.targets)},
                     marks)

    def move(self) -> str:
        """The highlighted move: its origin and final square framed, the via points ringed, an arrow along it."""
        move, path = self.highlights.move, self.path
        if move is None or path is None:
            return ""
        marks = []
        squares = path.squares
        if len(squares) > 1:
            marks.append(self.outline(squares[0], _MOVE, "hl-move-src"))
        for sq in squares[1:-1]:
            if sq not in path.vias:
                cx, cy = self.centre(sq)
                marks.append(element("circle", {
                    "class": "hl-move-mid", "data-square": SQUARE_NAMES[sq], "cx": cx, "cy": cy,
                    "r": SQUARE * 0.2, "fill": "none", "stroke": _MOVE, "stroke-width": 3,
                }))
        for via in path.vias:
            cx, cy = self.centre(via)
            marks.append(element("circle", {
                "class": "hl-move-via", "data-square": SQUARE_NAMES[via], "cx": cx, "cy": cy,
                "r": SQUARE * 0.42, "fill": "none", "stroke": _VIA, "stroke-width": 4, "stroke-dasharray": "7 4",
            }))
        if squares and (move.kind != "AfterHalfAcceptance" or move.dest is not None):
            marks.append(self.outline(squares[-1], _MOVE, "hl-move-dest"))
        if len(squares) > 1:
            points = " ".join(f"{number(x)},{number(y)}" for x, y in (self.centre(sq) for sq in squares))
            marks.append(element("polyline", {
                "class": "hl-move-arrow", "points": points, "fill": "none", "stroke": _MOVE, "stroke-width": 5,
                "stroke-opacity": 0.8, "stroke-linecap": "round", "stroke-linejoin": "round",
                "stroke-dasharray": "10 7" if path.ranged else None, "marker-end": "url(#adj-arrow)",
            }))
        return group({"class": "move", "data-move": to_notation(move)}, marks)

    def labels(self) -> str:
        """Column letters above and below the board, row names on its left."""
        texts = []
        for sq in range(9):  # the top row as drawn gives the column order
            shown = sq if self.bottom is Side.IA else 80 - sq
            cx, _ = self.centre(shown)
            for y in (_BOARD_Y - 10, _BOARD_Y + _BOARD + 21):
                texts.append(_label(cx, y, COLUMNS[shown % 9]))
        for row in range(9):
            shown = row * 9 if self.bottom is Side.IA else 80 - row * 9
            _, cy = self.centre(shown)
            texts.append(_label(_BOARD_X - 17, cy + 5, ROWS[shown // 9]))
        return group({"class": "coordinates"}, texts)

    def hop1zuo1_panel(self, side: Side, top: int) -> str:
        """The captured pieces of ``side`` in a panel beside the board, with its score and the turn marker."""
        captured = self.position.hop1zuo1(side)
        heading = f"{_SIDE_NAME[side]} · {self.position.score(side)}"
        parts = [
            element("rect", {"x": _PANEL_X, "y": top, "width": _PANEL_WIDTH, "height": _PANEL_HEIGHT, "rx": 8,
                             "fill": "#efe2c6", "stroke": _TILE_EDGE, "stroke-width": 1}),
            element("text", {"class": "panel-heading", "x": _PANEL_X + 30, "y": top + 24, "font-family": SANS,
                             "font-size": 16, "font-weight": "bold", "fill": _GRID}, heading),
        ]
        over, awaited = self.position.game_over, self.position.awaiting_declaration
        if over is not None:
            if over.victor is side:
                parts.append(element("path", {
                    "class": "victor-marker", "fill": _VICTOR, "stroke": _GRID, "stroke-width": 1,
                    "d": f"M{_PANEL_X + 8},{top + 24} l0,-11 l4,5 l4,-8 l4,8 l4,-5 l0,11 z",
                }))
        elif self.position.to_play is side:
            parts.append(element("circle", {
                "class": "turn-marker" if awaited is None else "turn-marker declaration-marker",
                "cx": _PANEL_X + 16, "cy": top + 18, "r": 7, "fill": _MOVE if awaited is None else _DECLARE,
            }))
        big = len(captured) <= 20
        size, pitch, columns = (40, 44, 4) if big else (20, 22, 8)
        for i, piece in enumerate(captured):
            row, col = divmod(i, columns)
            cx = _PANEL_X + (_PANEL_WIDTH - columns * pitch) / 2 + col * pitch + pitch / 2
            cy = top + 38 + row * pitch + pitch / 2
            parts.append(_tile(cx, cy, size, piece, side is not self.bottom, {
                "class": f"captured {'red' if piece.colour is Colour.KOK1 else 'black'}",
                "data-colour": piece.colour.value, "data-profession": piece.profession.value,
            }))
        return group({"class": "hop1zuo1", "data-side": side.value, "data-count": len(captured)}, parts)

    def status(self) -> str:
        """One line under the board: season, rate, who moves (or how the game ended) and the stepping state."""
        return element("text", {"class": "status", "x": _BOARD_X, "y": _BOARD_Y + _BOARD + 50,
                                "font-family": SANS, "font-size": 15, "fill": _GRID}, self.summary())

    def band(self) -> str:
        """Under the status line: the end of the game, or the declaration awaited and what forced it."""
        p = self.position
        top = HEIGHT - 4
        if p.game_over is not None:
            over = p.game_over
            colour, css = _OVER, "game-over"
            data: dict[str, str | int | float | None] = {
                "data-victor": "draw" if over.victor is None else over.victor.value, "data-reason": over.reason}
            lines = [f"Game over: {_verdict(over)}", f"Final scores: IA side {p.ia_score}, A side {p.a_score}"]
        elif p.awaiting_declaration is not None:
            colour, css = _DECLARE, "awaiting-declaration"
            data = {"data-side": p.to_play.value, "data-hands": " ".join(_forced_by(p.awaiting_declaration))}
            lines = [f"{_SIDE_NAME[p.to_play]} must declare {_DECLARATIONS}",
                     f"{_formed(p.awaiting_declaration)}"]
        else:
            return ""
        width = _PANEL_X + _PANEL_WIDTH - _BOARD_X
        parts = [
            element("rect", {"x": _BOARD_X, "y": top, "width": width, "height": _BAND_HEIGHT - 6, "rx": 8,
                             "fill": colour}),
            element("text", {"class": "band-title", "x": _BOARD_X + 14, "y": top + 22, "font-family": SANS,
                             "font-size": 17, "font-weight": "bold", "fill": "#ffffff"}, lines[0]),
            element("text", {"class": "band-detail", "x": _BOARD_X + 14, "y": top + 43, "font-family": SANS,
                             "font-size": 15, "fill": "#ffffff"}, lines[1]),
        ]
        return group({"class": css, **data}, parts)

    # --- words ---------------------------------------------------------------------------------------------

    def summary(self) -> str:
        """Season, rate, side to move (or the end of the game, or the declaration awaited) and the excited state,
        in one phrase."""
        p = self.position
        words = f"{_SEASONS[p.season].capitalize()} · rate ×{p.rate} · {self.standing()}"
        if p.stepping is not None:
            s = p.stepping
            words += (f" · stepped from {SQUARE_NAMES[s.src]} over {SQUARE_NAMES[s.step]} towards "
                      f"{SQUARE_NAMES[s.planned]}, cast {s.ciurl}")
        return words

    def standing(self) -> str:
        """Who is to move, or who won, or who must declare."""
        p = self.position
        if p.game_over is not None:
            return f"game over: {_verdict(p.game_over)}"
        if p.awaiting_declaration is not None:
            return f"{_SIDE_NAME[p.to_play]} must declare {TY_MOK1_WORD} or {TA_XOT1_WORD}"
        return f"{_SIDE_NAME[p.to_play]} to move"

    def title(self) -> str:
        """The picture's accessible name."""
        p = self.position
        return (f"Cetkaik position: {self.standing()}, {_SEASONS[p.season]}, "
                f"scores IA side {p.ia_score} and A side {p.a_score}, rate ×{p.rate}")

    def description(self) -> str:
        """Everything the picture shows, in words."""
        p = self.position
        upside_down = _SIDE_NAME[self.bottom.opponent]
        sentences = [f"The board is seen with the {_SIDE_NAME[self.bottom]} at the bottom; "
                     f"the {upside_down}'s pieces are drawn upside down."]
        for side in (Side.A, Side.IA):
            placed = [f"{_piece_name(cell)} on {SQUARE_NAMES[sq]}" for sq, cell in enumerate(p.board)
                      if isinstance(cell, Piece) and cell.side is side]
            sentences.append(f"{_SIDE_NAME[side]} pieces: {_listing(placed)}.")
        sentences.append(f"The tam2 {TAM2_CJK} is on {SQUARE_NAMES[p.tam2_square]}.")
        for side in (Side.IA, Side.A):
            held = [_piece_name(cp) for cp in p.hop1zuo1(side)]
            sentences.append(f"Hop1zuo1 of the {_SIDE_NAME[side]}: {_listing(held)}.")
        sentences.append(f"{self.summary()}.")
        if p.awaiting_declaration is not None:
            sentences.append(f"{_formed(p.awaiting_declaration)}; the {_SIDE_NAME[p.to_play]} must declare "
                             f"{_DECLARATIONS}.")
        if self.highlights.move is not None and self.path is not None:
            visited = " then ".join(SQUARE_NAMES[sq] for sq in self.path.squares)
            stepped = " then ".join(SQUARE_NAMES[sq] for sq in self.path.vias)
            via = f", stepping over {stepped}" if stepped else ""
            sentences.append(f"Highlighted move {to_notation(self.highlights.move)}: {visited or 'no square'}{via}.")
        if self.highlights.square is not None:
            where = SQUARE_NAMES[self.highlights.square]
            targets = [SQUARE_NAMES[sq] for sq in self.targets]
            sentences.append(f"Legal destinations from {where}: {_listing(targets)}.")
        if self.highlights.last_move is not None:
            sentences.append(f"Last move: {to_notation(self.highlights.last_move)}.")
        return " ".join(sentences)


def _verdict(result: GameResult) -> str:
    who = "a draw" if result.victor is None else f"{_SIDE_NAME[result.victor]} won"
    return f"{who} ({_REASONS.get(result.reason, result.reason.replace('_', ' '))})"


def _forced_by(awaited: AwaitedDeclaration) -> list[str]:
    """The hands formed and the penalties counting as hands, by their CJK names."""
    return [*awaited.hands, *(penalty.name for penalty in awaited.penalties)]


def _formed(awaited: AwaitedDeclaration) -> str:
    """What forced the declaration, in words: ``Formed 獣, 王`` or ``Incurred 撃皇 (−5)``."""
    parts = []
    if awaited.hands:
        parts.append(f"Formed {', '.join(awaited.hands)}")
    if awaited.penalties:
        penalties = ", ".join(f"{p.name} ({str(p.points).replace('-', '−')})" for p in awaited.penalties)
        parts.append(f"{'incurred' if parts else 'Incurred'} {penalties}")
    return " and ".join(parts)


def _listing(items: Iterable[str]) -> str:
    found = list(items)
    return ", ".join(found) if found else "none"


def _label(x: float, y: float, text: str) -> str:
    return element("text", {"x": x, "y": y, "text-anchor": "middle", "font-family": SANS, "font-size": 14,
                            "fill": _GRID}, text)


def _tile(cx: float, cy: float, size: float, piece: Piece | ColouredPiece, upside_down: bool,
          data: dict[str, str | int | float | None]) -> str:
    """A piece: a tile with its profession's character in its colour's ink, turned when it faces the viewer."""
    half = size / 2
    font = size * 0.68
    ink = _INK[piece.colour]
    return group({**data, "transform": f"rotate(180 {number(cx)} {number(cy)})" if upside_down else None}, [
        element("rect", {"x": cx - half, "y": cy - half, "width": size, "height": size, "rx": size * 0.12,
                         "fill": _TILE, "stroke": ink, "stroke-width": max(1.0, size * 0.035)}),
        element("rect", {"x": cx - half + size * 0.14, "y": cy + half - size * 0.1, "width": size * 0.72,
                         "height": size * 0.035, "fill": ink}),
        element("text", {"x": cx, "y": cy + font * 0.34, "text-anchor": "middle", "font-family": CJK_SERIF,
                         "font-size": font, "fill": ink}, piece.profession.cjk),
    ])


def _tam2_tile(cx: float, cy: float, name: str) -> str:
    size = SQUARE * 0.82
    half = size / 2
    font = size * 0.68
    return group({"class": "piece tam2", "data-square": name, "data-profession": "Tam2"}, [
        element("rect", {"x": cx - half, "y": cy - half, "width": size, "height": size, "rx": size * 0.5,
                         "fill": "#f6e3a1", "stroke": "#9c7a12", "stroke-width": 2.5}),
        element("text", {"x": cx, "y": cy + font * 0.34, "text-anchor": "middle", "font-family": CJK_SERIF,
                         "font-size": font, "fill": "#5a3d00"}, TAM2_CJK),
    ])
